// Which handler checks each kind of staff file, by the meta-schema that governs it.
import type { FileKind } from '../fileKind.ts';
import { apiKind } from './api.ts';
import { appKind } from './app.ts';
import { messagesKind } from './messages.ts';
import { plainKind } from './plain.ts';
import { screenKind } from './screen.ts';

const kinds: Record<string, FileKind> = {
  'api.schema.json': apiKind,
  'app.schema.json': appKind,
  'messages.schema.json': messagesKind,
  'screen.schema.json': screenKind,
};

export const kindOf = (meta: string): FileKind => kinds[meta] ?? plainKind;
