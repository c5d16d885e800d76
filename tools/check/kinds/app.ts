import { developer } from '../../../src/config/developer.ts';
import { isObject } from '../../staff/json.ts';
import { checkImages } from '../images.ts';
import { checkMoneyFormat } from '../money.ts';
import { checkMobileNumberRule } from '../phone.ts';
import { checkValues } from '../values.ts';
import type { FileKind } from '../fileKind.ts';

/** schemas/app.json: the values every page shares. */
export const appKind: FileKind = {
  say(e) {
    const name = String((e.params as { additionalProperty?: unknown }).additionalProperty);
    // A value that moved out of the staff files: say where it went rather than "unknown name".
    if (e.keyword === 'additionalProperties' && Object.hasOwn(developer, name))
      return `"${name}" must match the native app or the server, so it is no longer set here: a developer keeps it in schemas/developer.json. Take it out of this file.`;
    return undefined;
  },
  withProject({ file, data }, project, report) {
    checkImages(data, project.publicDir, project.imageExists, report);
    checkValues(file.meta, data, report);
    if (!isObject(data)) return;
    checkMobileNumberRule(data, report);
    checkMoneyFormat(data, report);
  },
};
