// A change's branch, written with git's plumbing: a file saved on it is a commit made through an index
// of its own, and the branch moves only if it still points where the save began (compare and swap), so
// the checkout's branch, index and working tree are never touched and no save overwrites another.
import { mkdtempSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureDir } from './files.ts';
import { git, GitError, revParse } from './git.ts';
import { Refusal } from './refusal.ts';

/** The identity a commit is made with: the studio's account as author, the studio as committer. */
export function identity(author: string): NodeJS.ProcessEnv {
  return {
    GIT_AUTHOR_NAME: author,
    GIT_AUTHOR_EMAIL: `${author}@studio.invalid`,
    GIT_COMMITTER_NAME: 'Studio',
    GIT_COMMITTER_EMAIL: 'studio@studio.invalid',
  };
}

const ZERO = '0'.repeat(40);

/** Creates `branch` at `commit`; false when the branch already exists. */
export async function createBranch(repo: string, branch: string, commit: string): Promise<boolean> {
  try {
    await git(repo, ['update-ref', `refs/heads/${branch}`, commit, ZERO]);
    return true;
  } catch (err) {
    if (err instanceof GitError) return false;
    throw err;
  }
}

export interface FileWrite {
  file: string;
  /** The new text; undefined removes the file. */
  text: string | undefined;
}

/**
 * A commit of `writes` on top of `parent` (made through a temporary index in `tmp`), or `parent`
 * itself when they change nothing.
 */
export async function commitFiles(
  repo: string,
  tmp: string,
  parent: string,
  writes: FileWrite[],
  message: string,
  env: NodeJS.ProcessEnv,
  extraParents: string[] = [],
): Promise<string> {
  ensureDir(tmp);
  const dir = mkdtempSync(join(tmp, 'index-'));
  try {
    const indexEnv = { ...env, GIT_INDEX_FILE: join(dir, 'index') };
    await git(repo, ['read-tree', parent], { env: indexEnv });
    for (const { file, text } of writes) {
      if (text === undefined)
        await git(repo, ['update-index', '--force-remove', '--', file], { env: indexEnv });
      else {
        const blob = await git(repo, ['hash-object', '-w', '--stdin'], { input: text });
        await git(repo, ['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], {
          env: indexEnv,
        });
      }
    }
    const tree = await git(repo, ['write-tree'], { env: indexEnv });
    if (!extraParents.length && tree === (await git(repo, ['rev-parse', `${parent}^{tree}`]))) return parent;
    const parents = [parent, ...extraParents].flatMap((p) => ['-p', p]);
    return await git(repo, ['commit-tree', tree, ...parents, '-m', message], { env });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Moves `branch` from `from` to `to`, or a 409 when it no longer points at `from`. */
export async function moveBranch(repo: string, branch: string, to: string, from: string): Promise<void> {
  try {
    await git(repo, ['update-ref', `refs/heads/${branch}`, to, from]);
  } catch (err) {
    if (!(err instanceof GitError)) throw err;
    const now = await revParse(repo, `refs/heads/${branch}`);
    throw new Refusal(
      409,
      `${branch} moved on while this was saved (it is at ${now?.slice(0, 7)} now); nothing was changed. Reload and try again.`,
    );
  }
}

/** The files that differ between two commits, by their paths from the repository's top. */
export async function changedPaths(repo: string, from: string, to: string): Promise<string[]> {
  const out = await git(repo, ['diff', '--name-only', '-z', '--no-renames', from, to]);
  return out.split('\0').filter(Boolean);
}
