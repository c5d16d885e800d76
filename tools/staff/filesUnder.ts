// Every file below a folder, at any depth.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The files below `dir` (absolute when `dir` is), in a fixed order; symbolic links are not followed. */
export const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
