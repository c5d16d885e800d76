// The one door from a path a browser names to a file the team studio reads or writes: the staff files
// of schemas/ and content/ that the studio of `npm start` edits (its allow-list, studio/server/
// paths.ts), never through `..`, an absolute path or a link that leads elsewhere.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { keyInWords } from '../../../tools/staff/keyInWords.ts';
import { HttpError } from '../http.ts';
import { editableFiles, staffPath } from '../paths.ts';
import type { EditableFile } from '../../shared/protocol.ts';
import { Refusal } from './refusal.ts';

/** The staff file a request names (its path from the repository's top), or a 403 that says why not. */
export function staffFile(repo: string, path: unknown): EditableFile {
  try {
    return staffPath(repo, path).file;
  } catch (err) {
    if (!(err instanceof HttpError)) throw err;
    const named = typeof path === 'string' && path ? `"${path.slice(0, 200)}"` : 'That path';
    throw new Refusal(
      403,
      `${named} is not a staff file: the studio writes only the staff files of schemas/ and content/.`,
    );
  }
}

/** Every file staff edit, with its kind. */
export const staffFiles = (repo: string): EditableFile[] => editableFiles(repo);

const KIND_TITLES: Record<string, string> = {
  app: 'App settings: name, colours, links and limits',
  messages: 'Messages every page shares',
};

/** A staff file as staff call it: a page by its title, a legal text by its first heading. */
export function staffFileTitle(repo: string, file: EditableFile): string {
  const known = KIND_TITLES[file.kind];
  if (known) return known;
  let text = '';
  try {
    text = readFileSync(join(repo, file.file), 'utf8');
  } catch {
    return file.file;
  }
  if (file.kind === 'markdown')
    return /^#+\s+(.+)$/m.exec(text)?.[1]?.trim() ?? keyInWords(basename(file.file, '.md'));
  try {
    const title = (JSON.parse(text) as { title?: unknown }).title;
    if (typeof title === 'string' && title.trim()) return `The "${title.trim()}" page`;
  } catch {
    // A file that is no JSON now is still listed, by its name.
  }
  return `The ${keyInWords(basename(file.file, '.json')).toLowerCase()} page`;
}
