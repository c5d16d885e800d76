// A copy of the project for work that must not touch the checkout: the staff drill's build, the proof
// that a new screen takes three files, the studio's preview. The whole project as git keeps it, so
// whatever the configuration reads (now or later) is there; node_modules is linked, so the copy builds
// and runs at once.
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { root } from '../staff/schemaFiles.ts';

/**
 * What the repository leaves out (its .gitignore: dependencies, builds, reports), which no copy needs;
 * its simple patterns (a name, `name/`, `*.log`), matched against each name in the tree.
 */
function ignoredNames(root: string): RegExp[] {
  const path = join(root, '.gitignore');
  const lines = existsSync(path) ? readFileSync(path, 'utf8').split(/\r?\n/) : [];
  return [
    /^\.git$/,
    ...lines
      .map((line) => line.trim().replace(/\/$/, ''))
      .filter((line) => line && !line.startsWith('#') && !line.startsWith('!') && !line.includes('/'))
      .map(
        (glob) =>
          new RegExp(
            `^${glob
              .replace(/[.+^${}()|[\]\\]/g, '\\$&')
              .replace(/\*/g, '.*')
              .replace(/\?/g, '.')}$`,
          ),
      ),
  ];
}

/** Copies the project at `from` into the folder `dir`, leaving out what git leaves out. */
export function copyProject(from: string, dir: string): void {
  const ignored = ignoredNames(from);
  const kept = (path: string) => !ignored.some((re) => re.test(basename(path)));
  // node_modules is linked, never copied, whether or not the project's .gitignore names it.
  for (const entry of readdirSync(from).filter((e) => kept(e) && e !== 'node_modules'))
    cpSync(join(from, entry), join(dir, entry), { recursive: true, filter: kept });
  if (existsSync(join(from, 'node_modules')))
    symlinkSync(realpathSync(join(from, 'node_modules')), join(dir, 'node_modules'));
}

export interface ProjectClone {
  dir: string;
  remove: () => void;
}

/** A fresh clone under the system's temporary folder, named after what it is for. */
export function cloneProject(purpose: string, base = root): ProjectClone {
  const dir = mkdtempSync(join(tmpdir(), `${purpose}-`));
  copyProject(base, dir);
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
