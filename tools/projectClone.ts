// A temporary clone of the project for work that must not touch the checkout: the staff drill's build
// and the proof that a new screen takes three files. What a build, the checks and the specs need is
// copied; node_modules is linked, so the clone builds and runs at once.
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from './schema-files.ts';

/** What a build and the specs need; the rest of the project (docs, benchmarks' output) stays out. */
const COPIED = [
  'src',
  'tests',
  'tools',
  'promo',
  'schemas',
  'content',
  'public',
  'index.html',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
  'playwright.config.ts',
  // The studio's plugin, which vite.config.ts loads, lays out saved files as the project's formatter.
  '.prettierrc.json',
];

export interface ProjectClone {
  dir: string;
  remove: () => void;
}

/** A fresh clone under the system's temporary folder, named after what it is for. */
export function cloneProject(purpose: string, base = root): ProjectClone {
  const dir = mkdtempSync(join(tmpdir(), `${purpose}-`));
  for (const entry of COPIED)
    if (existsSync(join(base, entry))) cpSync(join(base, entry), join(dir, entry), { recursive: true });
  symlinkSync(join(base, 'node_modules'), join(dir, 'node_modules'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
