// The one door from a path a browser names to a file the team studio reads or writes: the staff files
// of schemas/ and content/ that the studio of `npm start` edits (its allow-list, studio/server/
// paths.ts), never through `..`, an absolute path or a link that leads elsewhere.
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
