// @vitest-environment node
// The staff check as staff meet it, in its own process (`npm run check:schemas`, and the first step of
// `npm run build` and `npm start`): when a staff file is not valid JSON, the check must still start,
// and name the file and the place in words. A module of the check that imported a staff file as code
// (the sandbox's phone numbers once read app.json so) stopped it instead with the bundler's stack trace.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { cloneProject } from '../../tools/testing/projectClone';
import { dataFiles, scenarioDataFiles } from '../../tools/staff/schemaFiles';

const clone = cloneProject('check-command');
afterAll(() => clone.remove());

/** What `npm run check:schemas` prints on the clone; it must have failed. */
function checkCommand(): string {
  const run = spawnSync(join(clone.dir, 'node_modules/.bin/tsx'), ['tools/check/command.ts'], {
    cwd: clone.dir,
    encoding: 'utf8',
  });
  expect(run.status).toBe(1);
  return `${run.stdout}${run.stderr}`;
}

/** Writes a comma after the last entry of a JSON file. */
function trailingComma(path: string): void {
  const text = readFileSync(path, 'utf8').trimEnd();
  writeFileSync(path, `${text.slice(0, -1).trimEnd()},\n}\n`);
}

it('names a comma after the last entry in every staff file at once, and never stops with a stack trace', () => {
  const staff = [...dataFiles(clone.dir), ...scenarioDataFiles(clone.dir)].filter((f) => f.staff);
  expect(staff.map((f) => f.rel)).toContain(join('schemas', 'app.json'));
  for (const { path } of staff) trailingComma(path);
  const output = checkCommand();
  expect(output).not.toMatch(/TransformError|triggerUncaughtException|^\s+at /m);
  for (const { rel } of staff)
    expect(output).toMatch(new RegExp(`^${rel.replace(/[.\\]/g, '\\$&')}:\\d+:\\d+ `, 'm'));
});

it('names a slip in developer.json, which the check’s own modules import as code, by its line', () => {
  const rel = join('schemas', 'developer.json');
  trailingComma(join(clone.dir, rel));
  const output = checkCommand();
  expect(output).not.toMatch(/TransformError|triggerUncaughtException|^\s+at /m);
  expect(output).toMatch(new RegExp(`^${rel.replace(/[.\\]/g, '\\$&')}:\\d+:\\d+ #: This comma`, 'm'));
});
