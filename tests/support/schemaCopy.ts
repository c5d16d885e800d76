// A temporary copy of schemas/ and content/ (public/ linked) that a test may edit like a member of
// the product staff, never touching the real files; removed after each test.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach } from 'vitest';
import { root } from '../../tools/schema-files';

type Json = Record<string, unknown>;

const copies: string[] = [];
afterEach(() => {
  for (const dir of copies.splice(0)) rmSync(dir, { recursive: true, force: true });
});

export function copySchemas(): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-copy-'));
  copies.push(dir);
  cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
  symlinkSync(join(root, 'public'), join(dir, 'public'));
  return dir;
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
