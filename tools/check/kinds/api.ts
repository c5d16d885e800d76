import Ajv from 'ajv';
import { compiled } from '../compiled.ts';
import type { FileKind } from '../fileKind.ts';

/** An answer shape of the API: a developer's file, with no staff texts or images in it. */
export const apiKind: FileKind = {
  alone(data, report) {
    // An API schema must also compile, or the build-time validator generation would fail later.
    try {
      compiled('plain', data as object, () => new Ajv({ strict: false, logger: false }));
    } catch (err) {
      report('', `This answer shape does not compile: ${(err as Error).message}`);
    }
  },
  withProject() {},
};
