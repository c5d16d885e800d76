// @vitest-environment node
// The staff drill runs again, on its edited copy, every end-to-end spec that finds what it looks for
// in staff files: a spec that reads one and is left off the list would never be tried against a
// correct staff edit.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { drillSpecs } from '../../tools/testing/drill/drillE2e';
import { root } from '../../tools/staff/schemaFiles';

const dir = 'tests/e2e';
/** A staff file named by a path in a spec or in a helper of its own folder. */
const STAFF_FILE = /['"](\.\.\/\.\.\/)?(schemas|content)\/[^'"]+\.(json|md)['"]/;
/**
 * Helpers every spec imports: counted, they would put every spec in the drill (fixtures.ts reads
 * app.json only for the download logo's address, which the drill does not change).
 */
const everywhere = new Set(['./fixtures', './routeList']);

const source = (rel: string) => readFileSync(join(root, rel), 'utf8');

function readsStaffFiles(rel: string): boolean {
  const text = source(rel);
  const helpers = [...text.matchAll(/from '(\.\/[\w]+)'/g)]
    .map((m) => m[1] as string)
    .filter((h) => !everywhere.has(h));
  return STAFF_FILE.test(text) || helpers.some((h) => STAFF_FILE.test(source(`${dir}/${h.slice(2)}.ts`)));
}

it('runs every end-to-end spec that reads a staff file, and each spec it runs is there', () => {
  const specs = readdirSync(join(root, dir))
    .filter((f) => f.endsWith('.spec.ts'))
    .map((f) => `${dir}/${f}`);
  const reading = specs.filter(readsStaffFiles);
  expect(reading.length).toBeGreaterThan(0);
  expect([...drillSpecs].sort()).toEqual(reading.sort());
});
