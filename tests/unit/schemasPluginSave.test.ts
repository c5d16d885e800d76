// @vitest-environment node
// The dev server's answer to a saved staff file (tools/bundle/schemasPlugin.ts): an editor's save empties
// the file and then writes it, and the watcher may report only the empty moment. The server must show
// the saved file, not a mistake in the empty one; a real mistake still shows in the overlay.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeEach, expect, it } from 'vitest';
import { cloneProject } from '../../tools/testing/projectClone';
import { schemasPlugin } from '../../tools/bundle/schemasPlugin';

const clone = cloneProject('schemas-plugin-save');
afterAll(() => clone.remove());

const file = join(clone.dir, 'schemas/screens/download.json');
const original = readFileSync(file, 'utf8');
beforeEach(() => writeFileSync(file, original));

/** The plugin as the dev server runs it, and what it sent the browser after a change of `file`. */
async function changed(): Promise<{ type: string; err?: { message: string } }[]> {
  const plugin = schemasPlugin({ root: clone.dir });
  const configResolved = plugin.configResolved as (config: object) => void;
  configResolved({ command: 'serve', root: clone.dir, build: { outDir: 'dist' } });
  const sent: { type: string; err?: { message: string } }[] = [];
  const hotUpdate = plugin.hotUpdate as (this: object, update: object) => Promise<unknown>;
  await hotUpdate.call(
    { environment: { name: 'client', moduleGraph: { idToModuleMap: new Map() } } },
    {
      file,
      modules: [],
      server: { config: { logger: { error: () => {} } }, ws: { send: (m: never) => sent.push(m) } },
    },
  );
  return sent;
}

it('reloads the page with the saved file when the watcher saw it empty, mid-save', async () => {
  writeFileSync(file, '');
  setTimeout(() => writeFileSync(file, original), 20);
  expect(await changed()).toEqual([{ type: 'full-reload' }]);
});

it('still shows a real mistake in the overlay', async () => {
  writeFileSync(file, original.replace('"heading"', '"heding"'));
  const sent = await changed();
  expect(sent).toEqual([{ type: 'error', err: expect.objectContaining({ message: expect.any(String) }) }]);
  expect(sent[0]?.err?.message).toContain('#/texts/heding');
});
