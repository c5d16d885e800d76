// The list of screens that still reach the platform (tools/known-platform-imports.json) only shrinks: an entry whose
// import is gone must leave it, or the file could take the import up again unnoticed.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import knownPlatformImports from '../../tools/known-platform-imports.json';

const root = join(import.meta.dirname, '../..');

describe('screens still reaching the platform', () => {
  it.each(Object.entries(knownPlatformImports))(
    '%s still imports each module it is allowed',
    (file, modules) => {
      const path = join(root, file);
      expect(existsSync(path), `${file} is gone: delete its line in tools/known-platform-imports.json`).toBe(
        true,
      );
      const source = readFileSync(path, 'utf8');
      for (const name of modules)
        expect(
          source,
          `${file} no longer imports platform/${name}: take '${name}' off its line in tools/known-platform-imports.json`,
        ).toMatch(new RegExp(`from '(\\.\\./)+platform/${name}'`));
    },
  );
});
