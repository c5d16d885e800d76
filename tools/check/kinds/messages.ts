import { isObject } from '../../staff/json.ts';
import { checkImages } from '../images.ts';
import { checkSharedMessages } from '../messages.ts';
import { checkMessagePlaceholders } from '../placeholders.ts';
import { checkValues } from '../values.ts';
import type { FileKind } from '../fileKind.ts';

/** schemas/messages.json: the messages every page may show. */
export const messagesKind: FileKind = {
  withProject({ file, data }, project, report) {
    checkImages(data, project.publicDir, project.imageExists, report);
    if (isObject(data)) {
      checkMessagePlaceholders(data, project.base, report);
      checkSharedMessages(data, project.base, report);
    }
    checkValues(file.meta, data, report);
  },
};
