// @vitest-environment node
// What the studio offers is derived from the project: every route with the staff files its screen
// module reads (agreeing with docs/editing.md's table), every editable file, the pickers' names; and
// each file's contract bundled so the form resolves every $ref by itself.
import Ajv from 'ajv';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inAppTable, promoTable, siteTable } from '../../../src/app/routeTable';
import { developer } from '../../../src/config/developer';
import { root } from '../../../tools/staff/schemaFiles';
import { catalogue, statesOf } from '../../../studio/server/catalogue';
import { bundleContract, labelAt } from '../../../studio/server/contract';
import { isLocal } from '../../../studio/server/http';
import { editableFiles } from '../../../studio/server/paths';

const read = (rel: string) => readFileSync(join(root, rel), 'utf8');
const cat = catalogue(root, '', (f) => read(f));

/** Every `$ref` in a schema. */
function refs(node: unknown): string[] {
  if (Array.isArray(node)) return node.flatMap(refs);
  if (!node || typeof node !== 'object') return [];
  return Object.entries(node).flatMap(([k, v]) => (k === '$ref' && typeof v === 'string' ? [v] : refs(v)));
}

describe('the catalogue', () => {
  it('has every route of the route table, by the address the app opens', () => {
    const addresses = [
      ...siteTable.map((r) => r.path),
      ...inAppTable.map((r) => r.path),
      ...promoTable.map((r) => `/promo/#${r.path}`),
    ];
    expect(cat.pages.map((p) => p.path)).toEqual(addresses);
    expect(cat.names.routes).toEqual(addresses);
  });

  it('gives each in-app page the screen file its route names, and every page app.json and messages.json', () => {
    for (const route of inAppTable)
      if ('schema' in route)
        expect(cat.pages.find((p) => p.path === route.path)?.files).toContain(
          `schemas/screens/${route.schema}.json`,
        );
    for (const page of cat.pages)
      expect(page.files).toEqual(expect.arrayContaining(['schemas/app.json', 'schemas/messages.json']));
  });

  it("agrees with docs/editing.md's table of which file each page comes from", () => {
    const doc = read('docs/editing.md');
    const table = doc.slice(doc.indexOf('## Which file each page comes from'));
    const rows = table
      .split('\n')
      .filter((line) => line.startsWith('| `'))
      .map((line) => line.split('|').map((cell) => cell.trim()));
    expect(rows.length).toBeGreaterThan(10);
    for (const [, pagesCell = '', screenCell = '', textCell = ''] of rows) {
      const addresses = [...pagesCell.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
      const files = [
        ...[...screenCell.matchAll(/`([\w.]+\.json)`/g)].map((m) => `schemas/screens/${m[1]!}`),
        ...[...textCell.matchAll(/`([\w.]+\.md)`/g)].map((m) => `content/${m[1]!}`),
      ];
      const derived = new Set(
        addresses.flatMap((a) => {
          const page = cat.pages.find((p) => p.path === a);
          expect(page, `docs/editing.md names ${a}`).toBeDefined();
          return page!.files;
        }),
      );
      for (const file of files) expect([...derived], `${addresses.join(', ')} read ${file}`).toContain(file);
    }
  });

  it('lists every editable file with the pages it shows on, each screen file on at least one', () => {
    const screens = readdirSync(join(root, 'schemas/screens')).filter((f) => f.endsWith('.json'));
    const markdown = readdirSync(join(root, 'content')).filter((f) => f.endsWith('.md'));
    expect(cat.files.map((f) => f.file).sort()).toEqual(
      [
        'schemas/app.json',
        'schemas/messages.json',
        ...screens.map((f) => `schemas/screens/${f}`),
        ...markdown.map((f) => `content/${f}`),
      ].sort(),
    );
    for (const f of cat.files) if (f.kind === 'screen') expect(f.pages.length, f.file).toBeGreaterThan(0);
  });

  it("offers the names that exist: bridge calls, public images, each screen file's dialogs and actions", () => {
    expect(cat.names.bridgeCalls).toEqual(Object.keys(developer.bridge));
    const walk = (dir: string): string[] =>
      readdirSync(dir).flatMap((e) =>
        statSync(join(dir, e)).isDirectory() ? walk(join(dir, e)) : [join(dir, e)],
      );
    const images = walk(join(root, 'public'))
      .filter((f) => /\.(svg|png|jpe?g|gif|webp|avif)$/.test(f))
      .map((f) => `/${relative(join(root, 'public'), f)}`);
    expect(cat.names.images.sort()).toEqual(images.sort());
    for (const f of cat.files.filter((x) => x.kind === 'screen')) {
      const data = JSON.parse(read(f.file)) as { dialogs?: object; actions?: object };
      expect(cat.names.dialogs[f.file]).toEqual(Object.keys(data.dialogs ?? {}));
      expect(cat.names.actions[f.file]).toEqual(Object.keys(data.actions ?? {}));
    }
  });

  it("gives a file's frames: its pages' gallery states, then each page's plain address", () => {
    const order = 'schemas/screens/orderDetails.json';
    const states = statesOf(root, order);
    const pages = cat.pages.filter((p) => p.files.includes(order)).map((p) => p.path);
    expect(states.slice(-pages.length).map((s) => s.framePath)).toEqual(pages);
    expect(states.length).toBeGreaterThan(pages.length);
    for (const s of states) expect(pages.some((p) => s.framePath.startsWith(p))).toBe(true);
  });
});

describe('contracts', () => {
  const withContract = editableFiles(root).filter((f) => f.contract);

  it('has a contract for every screen file, app.json and messages.json', () => {
    expect(withContract.map((f) => f.file).sort()).toEqual(
      editableFiles(root)
        .filter((f) => f.kind !== 'markdown')
        .map((f) => f.file)
        .sort(),
    );
  });

  it.each(withContract.map((f) => [f.file, f.contract!]))(
    'bundles the contract of %s with every $ref local, and it still accepts the committed file',
    (file, contract) => {
      const bundled = bundleContract(join(root, contract));
      const all = refs(bundled);
      for (const ref of all) expect(ref, file).toMatch(/^#\//);
      // Each local ref leads somewhere in the bundle.
      for (const ref of all) {
        let at: unknown = bundled;
        for (const part of ref.slice(2).split('/')) at = (at as Record<string, unknown> | undefined)?.[part];
        expect(at, `${file}: ${ref}`).toBeDefined();
      }
      const validate = new Ajv({ strict: false, allErrors: true, discriminator: true }).compile(bundled);
      expect(validate(JSON.parse(read(file))), JSON.stringify(validate.errors?.slice(0, 3))).toBe(true);
      // The original, resolved by ajv from its files, judges a slip the same way.
      const slip = { ...(JSON.parse(read(file)) as object), notAKey: 1 };
      expect(validate(slip)).toBe(
        new Ajv({ strict: false, discriminator: true })
          .addSchema(JSON.parse(read('schemas/meta/screen.schema.json')) as object, 'screen.schema.json')
          .compile({ ...(JSON.parse(read(contract)) as object), $id: 'screens/x.json' })(slip),
      );
    },
  );

  it('names a place of a file in words from its contract', () => {
    const contract = bundleContract(join(root, 'schemas/meta/screens/orderDetails.schema.json'));
    const texts = JSON.parse(read('schemas/screens/orderDetails.json')) as { texts: Record<string, string> };
    const key = Object.keys(texts.texts)[0]!;
    const described = (
      contract.properties as { texts: { properties: Record<string, { description?: string }> } }
    ).texts.properties[key]?.description;
    const label = labelAt(contract, `#/texts/${key}`);
    expect(label.startsWith('Texts › ')).toBe(true);
    if (described) expect(label).toContain(described.replace(/\.$/, ''));
  });
});

describe('who may ask', () => {
  const req = (remoteAddress: string, host: string, origin?: string) =>
    ({
      socket: { remoteAddress },
      headers: { host, ...(origin ? { origin } : {}) },
    }) as unknown as Parameters<typeof isLocal>[0];

  it('answers this machine only, by its socket and by the host it was asked for', () => {
    expect(isLocal(req('127.0.0.1', '127.0.0.1:5173'))).toBe(true);
    expect(isLocal(req('::1', 'localhost:5173'))).toBe(true);
    expect(isLocal(req('::ffff:127.0.0.1', '[::1]:5173'))).toBe(true);
    expect(isLocal(req('192.168.1.20', '127.0.0.1:5173'))).toBe(false);
    expect(isLocal(req('127.0.0.1', 'studio.example.com'))).toBe(false);
    expect(isLocal(req('127.0.0.1', '127.0.0.1.example.com:5173'))).toBe(false);
    // A page of another site open in this machine's browser.
    expect(isLocal(req('127.0.0.1', '127.0.0.1:5173', 'https://studio.example.com'))).toBe(false);
    expect(isLocal(req('127.0.0.1', '127.0.0.1:5173', 'http://127.0.0.1:5173'))).toBe(true);
  });
});
