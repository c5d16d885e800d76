// The code cites the product's documents by name (SPEC.md section 7, docs/item-types.md …): each one
// must be a file a reader of this repository can open, under docs/ (the three specs are copies of the
// team's shared documents).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sourceFiles(path) : /\.(ts|tsx|css)$/.test(name) ? [path] : [];
  });
}

describe('documents the code refers to', () => {
  const cited = new Set(
    sourceFiles(join(root, 'src')).flatMap(
      (f) => readFileSync(f, 'utf8').match(/\b(?:SPEC|CONTRACT|DESIGN)\.md\b|\bdocs\/[\w-]+\.md\b/g) ?? [],
    ),
  );
  it.each([...cited])('%s is in docs/', (name) => {
    const path = name.startsWith('docs/') ? name : `docs/${name}`;
    expect(existsSync(join(root, path)), path).toBe(true);
  });
});

describe('files the code and the guides name', () => {
  // A path the reader is told to create, not one that must be there.
  const toCreate = new Set(['src/runtime/itemTypes/email.ts']);
  const readers = [
    ...['src', 'tools', 'studio'].flatMap((dir) => sourceFiles(join(root, dir))),
    ...readdirSync(join(root, 'docs'))
      .filter((f) => f.endsWith('.md'))
      .map((f) => join(root, 'docs', f)),
    join(root, 'README.md'),
  ].filter((f) => !f.includes(join('src', 'config', 'generated')));
  const named = new Set(
    readers.flatMap(
      (f) =>
        readFileSync(f, 'utf8').match(
          /(?<![\w./-])(?:src|tools|studio|tests|docs|schemas|content)\/[\w./-]*\w\.(?:tsx?|json|md|sh|css)\b/g,
        ) ?? [],
    ),
  );
  it.each([...named].filter((p) => !toCreate.has(p)).sort())('%s is in the repository', (path) => {
    expect(existsSync(join(root, path)), path).toBe(true);
  });
});
