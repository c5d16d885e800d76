// A commit's files written out to a folder of their own (through a temporary index, so the repository's
// own index and working tree are untouched), with the repository's node_modules linked in, for the check
// and the build to run on exactly what a change or a publish would put on main.
import { existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDir } from './files.ts';
import { git } from './git.ts';

export interface Tree {
  dir: string;
  remove: () => void;
}

/** Writes out `commit` into a new folder under `tmp`; `nodeModules` is linked in when it exists. */
export async function exportTree(
  repo: string,
  commit: string,
  tmp: string,
  nodeModules: string,
): Promise<Tree> {
  ensureDir(tmp);
  const dir = mkdtempSync(join(tmp, 'tree-'));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    const env = { GIT_INDEX_FILE: join(dir, '.index') };
    await git(repo, ['read-tree', commit], { env });
    await git(repo, ['checkout-index', '--all', '--force', `--prefix=${dir}/files/`], { env });
    // A tree that has its own node_modules (committed by mistake) keeps it.
    if (existsSync(nodeModules) && !existsSync(join(dir, 'files', 'node_modules')))
      symlinkSync(nodeModules, join(dir, 'files', 'node_modules'), 'dir');
    return { dir: join(dir, 'files'), remove };
  } catch (err) {
    remove();
    throw err;
  }
}
