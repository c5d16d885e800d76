// Hand-over: the changed staff files committed on a new branch `studio/<slug>` made from HEAD, through
// a temporary index, so the checkout's branch, index and working tree stay as they are; never on
// main (the branch is always new, under studio/), never pushed. Only where the project is a git
// checkout.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HttpError } from './http.ts';
import { editableFiles } from './paths.ts';

const gitRaw = (root: string, args: string[], env: NodeJS.ProcessEnv = process.env) =>
  execFileSync('git', args, { cwd: root, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
const git = (root: string, args: string[], env?: NodeJS.ProcessEnv) => gitRaw(root, args, env).trim();

/** Whether the project is a git checkout with a commit to branch from. */
export function handoverAvailable(root: string): boolean {
  try {
    return (
      git(root, ['rev-parse', '--is-inside-work-tree']) === 'true' &&
      !!git(root, ['rev-parse', '--verify', 'HEAD'])
    );
  } catch {
    return false;
  }
}

/**
 * 'Repay button says "Pay now"' → 'repay-button-says-pay-now'; 'Añadir botón' → 'anadir-boton': a letter's
 * accent, which NFKD splits from it, is dropped rather than read as a break between words.
 */
export const slug = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 48)
    .replace(/-+$/, '');

/**
 * The staff files (schemas/, content/) that differ from HEAD in the working tree, new ones included,
 * by their paths from the repository's top.
 */
export function changedStaffFiles(root: string): { file: string; deleted: boolean }[] {
  // Porcelain paths are from the repository's top, whatever the folder asked from.
  const top = git(root, ['rev-parse', '--show-toplevel']);
  const prefix = git(root, ['rev-parse', '--show-prefix']);
  // Untrimmed: a line's status starts with a space when only the working tree changed.
  const out = gitRaw(top, [
    'status',
    '--porcelain=v1',
    '-z',
    '--untracked-files=all',
    '--',
    `${prefix}schemas`,
    `${prefix}content`,
  ]);
  return out
    .split('\0')
    .filter(Boolean)
    .flatMap((entry) => {
      // Renames carry a second path; neither the studio nor staff rename, so the first is enough.
      const status = entry.slice(0, 2);
      const file = entry.slice(3);
      return /^[ MADRCU?]{2}$/.test(status) ? [{ file, deleted: status.includes('D') }] : [];
    });
}

/**
 * Commits the changed staff files on a new branch `studio/<slug of branch or message>` from HEAD.
 * `check` must have passed on the saved files before (the caller runs it).
 */
export function handover(
  root: string,
  message: string,
  branch?: string,
): { branch: string; commit: string; files: string[] } {
  if (!handoverAvailable(root)) throw new HttpError(409, { error: 'This project is not a git checkout.' });
  if (!message.trim()) throw new HttpError(400, { error: 'Say in a sentence what the change is.' });
  const name = slug(branch?.trim() || message);
  if (!name) throw new HttpError(400, { error: 'The branch name needs a letter or a digit.' });
  let target = `studio/${name}`;
  for (let n = 2; git(root, ['branch', '--list', target]); n++) target = `studio/${name}-${n}`;
  // The files staff edit only: a developer's unsaved work elsewhere in schemas/ (its meta-schemas,
  // the answer schemas) stays out of a staff hand-over.
  const prefix = git(root, ['rev-parse', '--show-prefix']);
  const editable = new Set(editableFiles(root).map((f) => `${prefix}${f.file}`));
  const files = changedStaffFiles(root).filter((f) => editable.has(f.file));
  if (!files.length) throw new HttpError(400, { error: 'No staff file differs from the last commit.' });
  const top = git(root, ['rev-parse', '--show-toplevel']);
  const dir = mkdtempSync(join(tmpdir(), 'studio-index-'));
  try {
    const env = { ...process.env, GIT_INDEX_FILE: join(dir, 'index') };
    git(top, ['read-tree', 'HEAD'], env);
    for (const { file, deleted } of files) {
      if (deleted) git(top, ['update-index', '--force-remove', '--', file], env);
      else {
        const blob = git(top, ['hash-object', '-w', '--', file]);
        git(top, ['update-index', '--add', '--cacheinfo', `100644,${blob},${file}`], env);
      }
    }
    const tree = git(top, ['write-tree'], env);
    const commit = git(top, ['commit-tree', tree, '-p', 'HEAD', '-m', message.trim()], env);
    git(top, ['branch', target, commit]);
    return { branch: target, commit, files: files.map((f) => f.file) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
