// Screens read their schema data typed (a typed assignment the compiler checks, or a runtime reader),
// never through an `as { … }` cast, which would let a staff edit break a page unseen (issue 11).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('screens', () => {
  it('cast no data to an object shape', () => {
    const casts = sources(join(root, 'src/screens')).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\bas \{/.test(line) ? [`${relative(root, file)}:${i + 1}: ${line.trim()}`] : [],
        ),
    );
    expect(casts).toEqual([]);
  });
});
