// @vitest-environment node
// tools/bundle/foldRuntimePlugin.ts on a real build: two entries that use a CommonJS module (so
// rolldown's __commonJS and __toESM helpers are needed by three chunks, as React makes them needed
// by every chunk of the app), with the CommonJS module in a group named `base`.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldRuntimePlugin } from '../../tools/bundle/foldRuntimePlugin';

const dir = mkdtempSync(join(tmpdir(), 'fold-runtime-'));
const out = join(dir, 'dist');

async function bundle(fold: boolean): Promise<string[]> {
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: fold ? [foldRuntimePlugin()] : [],
    build: {
      outDir: out,
      emptyOutDir: true,
      minify: true,
      modulePreload: false,
      rollupOptions: {
        input: { one: join(dir, 'one.js'), two: join(dir, 'two.js') },
        preserveEntrySignatures: 'exports-only',
        output: {
          entryFileNames: '[name].js',
          chunkFileNames: '[name]-[hash].js',
          codeSplitting: { groups: [{ name: 'base', test: /counter\.cjs/ }] },
        },
      },
    },
  });
  return readdirSync(out);
}

beforeAll(() => {
  writeFileSync(join(dir, 'counter.cjs'), 'let n = 0;\nmodule.exports = { next: () => (n += 1) };\n');
  writeFileSync(
    join(dir, 'one.js'),
    "import counter from './counter.cjs';\nexport const first = counter.next();\n",
  );
  writeFileSync(
    join(dir, 'two.js'),
    "import counter from './counter.cjs';\nexport const second = counter.next();\n",
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('folding rolldown runtime into base', () => {
  it('needs doing: without it, the helpers are a chunk of their own', async () => {
    expect((await bundle(false)).some((file) => file.startsWith('rolldown-runtime'))).toBe(true);
  });

  it('leaves no runtime chunk, and the chunks run and share one module instance', async () => {
    const files = await bundle(true);
    expect(files.filter((file) => file.endsWith('.js')).sort()).toEqual([
      expect.stringMatching(/^base-.+\.js$/),
      'one.js',
      'two.js',
    ]);
    const one = (await import(pathToFileURL(join(out, 'one.js')).href)) as { first: number };
    const two = (await import(pathToFileURL(join(out, 'two.js')).href)) as { second: number };
    // One counter, required once through the folded __commonJS and read through __toESM.
    expect([one.first, two.second]).toEqual([1, 2]);
  });
});
