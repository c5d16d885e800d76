// A throwaway copy of schemas/ and content/ for the check's tests: each staff slip is made in a copy,
// never in the committed files, and found by reading the files rather than by today's values.
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { applyEdits, modify } from 'jsonc-parser';
import { afterEach, expect } from 'vitest';
import { root, scenarioFolder } from '../../tools/staff/schemaFiles';
import { SourceFile, walkData } from '../../tools/check/common';
import { pointerOf, type Path } from '../../tools/staff/json';

type Json = Record<string, unknown>;

const copies: string[] = [];
// The copies a test made are removed after it.
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of schemas/ and content/ (public/ linked), with an empty folder for scenario files. */
export function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-check-'));
  copies.push(dir);
  cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
  symlinkSync(join(root, 'public'), join(dir, 'public'));
  mkdirSync(join(dir, scenarioFolder), { recursive: true });
  return dir;
}

/** Replaces `from` (which must be there) in a file of the copy; returns the 1-based line of the change. */
export function edit(dir: string, rel: string, from: string, to: string): number {
  const path = join(dir, rel);
  const text = readFileSync(path, 'utf8');
  const at = text.indexOf(from);
  expect(at, `${from} in ${rel}`).toBeGreaterThanOrEqual(0);
  writeFileSync(path, text.slice(0, at) + to + text.slice(at + from.length));
  return text.slice(0, at).split('\n').length + to.slice(0, to.search(/\S|$/)).split('\n').length - 1;
}

/** Sets the value at `path` of a JSON file of the copy, keeping its layout (undefined deletes it); returns its line. */
export function setAt(dir: string, rel: string, path: Path, value: unknown): number {
  const file = join(dir, rel);
  const text = readFileSync(file, 'utf8');
  const edited = applyEdits(
    text,
    modify(text, path, value, { formattingOptions: { insertSpaces: true, tabSize: 2 } }),
  );
  writeFileSync(file, edited);
  return new SourceFile(rel, edited).at(pointerOf(path)).line;
}

/** The committed screen files, by their path from the project root, with their data. */
export function screenFiles(): { rel: string; data: Record<string, unknown> }[] {
  return readdirSync(join(root, 'schemas/screens'))
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => ({
      rel: `schemas/screens/${f}`,
      data: JSON.parse(readFileSync(join(root, 'schemas/screens', f), 'utf8')) as Record<string, unknown>,
    }));
}

/** The first value of the committed screen files that `test` accepts, with its file and path. */
export function findInScreens(test: (value: unknown, path: Path) => boolean): {
  rel: string;
  path: Path;
  value: unknown;
  data: Record<string, unknown>;
} {
  for (const { rel, data } of screenFiles()) {
    let found: { path: Path; value: unknown } | undefined;
    walkData(data, (value, path) => {
      if (!found && test(value, path)) found = { path, value };
    });
    if (found) return { rel, data, ...found };
  }
  throw new Error('no screen file has such a value');
}

export function readCopy(dir: string, rel: string): Json {
  return JSON.parse(readFileSync(join(dir, rel), 'utf8')) as Json;
}

/** Changes a JSON file of the copy as `change` says. */
export function editCopy(dir: string, rel: string, change: (data: Json) => void): void {
  const data = readCopy(dir, rel);
  change(data);
  writeFileSync(join(dir, rel), `${JSON.stringify(data, null, 2)}\n`);
}
