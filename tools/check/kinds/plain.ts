import { checkImages } from '../images.ts';
import { checkValues } from '../values.ts';
import type { FileKind } from '../fileKind.ts';

/** A staff file with nothing of its own to check: its images exist and its values are well formed. */
export const plainKind: FileKind = {
  withProject({ file, data }, project, report) {
    checkImages(data, project.publicDir, project.imageExists, report);
    checkValues(file.meta, data, report);
  },
};
