// Which files the studio edits, and the one door from a path a browser sends to a file on disk: only
// files of schemas/ and content/ that product staff edit, resolved, never through `..` or a link
// that leads elsewhere.
import { existsSync, realpathSync } from 'node:fs';
import { isAbsolute, join, relative, sep } from 'node:path';
import { contentFiles, dataFiles } from '../../tools/staff/schemaFiles.ts';
import type { EditableFile } from '../shared/protocol.ts';
import { HttpError } from './http.ts';

/** The folders of the files product staff edit: the only ones the studio writes. */
export const STAFF_FOLDERS = ['schemas', 'content'];

const slash = (p: string) => p.split(sep).join('/');

/** Every file staff edit in the studio: the screen files, app.json, messages.json and the Markdown texts. */
export function editableFiles(root: string): EditableFile[] {
  const data = dataFiles(root).flatMap((f): EditableFile[] => {
    const kind =
      f.meta === 'app.schema.json' ? 'app' : f.meta === 'messages.schema.json' ? 'messages' : 'screen';
    if (!f.staff) return [];
    const contract = f.contract ?? (kind === 'screen' ? undefined : join(root, 'schemas', 'meta', f.meta));
    return [{ file: slash(f.rel), kind, ...(contract ? { contract: slash(relative(root, contract)) } : {}) }];
  });
  const markdown = contentFiles(root).map((f): EditableFile => ({ file: slash(f.rel), kind: 'markdown' }));
  return [...data, ...markdown];
}

const within = (folder: string, path: string) => {
  const rel = relative(folder, path);
  return rel !== '' && !rel.startsWith('..') && !isAbsolute(rel);
};

/**
 * The absolute path of a staff file the browser names, or a 403: a path that is absolute, climbs
 * with `..`, leaves schemas/ and content/ once resolved (links included), or is not a file staff edit.
 */
export function staffPath(root: string, path: unknown): { abs: string; file: EditableFile } {
  const refuse = () =>
    new HttpError(403, { error: 'The studio only writes the staff files of schemas/ and content/.' });
  if (typeof path !== 'string' || !path || isAbsolute(path) || /^[a-z]:/i.test(path)) throw refuse();
  if (path.split(/[\\/]/).includes('..')) throw refuse();
  const abs = join(root, path);
  const folders = STAFF_FOLDERS.map((f) => join(root, f));
  if (!folders.some((f) => within(f, abs))) throw refuse();
  const file = editableFiles(root).find((f) => f.file === slash(relative(root, abs)));
  if (!file || !existsSync(abs)) throw refuse();
  // A link inside schemas/ or content/ must not lead out of them.
  const real = realpathSync(abs);
  if (!folders.some((f) => within(realpathSync(f), real))) throw refuse();
  return { abs, file };
}
