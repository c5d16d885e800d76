// @vitest-environment node
// Staff save schemas/ and content/ with whatever editor they have: a file laid out differently (all on
// one line, four spaces, other list markers) says the same and is no mistake. The lint's Prettier step
// leaves staff files alone while still holding developers' files to the project's layout, and the
// schema check accepts the same data in any layout.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems, mistakes } from '../../tools/check/checkSchemas';
import { contentFiles, dataFiles, root } from '../../tools/staff/schemaFiles';

const dir = mkdtempSync(join(tmpdir(), 'staff-format-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

for (const folder of ['schemas', 'content', 'src/sandbox/scenarios'])
  if (existsSync(join(root, folder))) cpSync(join(root, folder), join(dir, folder), { recursive: true });
for (const file of ['.prettierrc.json', '.prettierignore']) cpSync(join(root, file), join(dir, file));
symlinkSync(join(root, 'public'), join(dir, 'public'));

const scenarios = join(dir, 'src/sandbox/scenarios');
const staffJson = [
  ...dataFiles(dir)
    .filter((f) => f.staff)
    .map((f) => f.path),
  ...(existsSync(scenarios) ? readdirSync(scenarios) : [])
    .filter((name) => name.endsWith('.json'))
    .map((name) => join(scenarios, name)),
];
// Every other file minified, the rest in four spaces: the layouts of the editors staff use most.
staffJson.forEach((path, i) => {
  const data: unknown = JSON.parse(readFileSync(path, 'utf8'));
  writeFileSync(path, i % 2 ? JSON.stringify(data) : `${JSON.stringify(data, null, 4)}\n`);
});
for (const f of contentFiles(dir)) {
  const text = readFileSync(f.path, 'utf8');
  writeFileSync(f.path, text.replace(/^- /gm, '* ').replace(/\n*$/, '\n\n\n'));
}

/** The lint script's Prettier step (package.json `lint`), run in the copy; its exit status and output. */
function lintPrettier(): { status: number | null; output: string } {
  const lint = (JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { lint: string } })
    .scripts.lint;
  const step = lint
    .split('&&')
    .map((s) => s.trim())
    .find((s) => s.startsWith('prettier '));
  expect(step, 'the lint script runs Prettier').toBeDefined();
  const args = (step as string).split(/\s+/).slice(1);
  const run = spawnSync(join(root, 'node_modules/.bin/prettier'), args, { cwd: dir, encoding: 'utf8' });
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

describe('staff files in another layout', () => {
  it('the copy holds staff files in another layout than Prettier writes', () => {
    expect(staffJson.length).toBeGreaterThan(2);
    const minified = staffJson[1] as string;
    expect(readFileSync(minified, 'utf8')).not.toContain('\n');
  });

  it("pass the lint's Prettier step, which still holds developers' files to the project's layout", () => {
    const developerFile = join(dir, 'schemas/meta/app.schema.json');
    const authored = readFileSync(developerFile, 'utf8');
    writeFileSync(developerFile, JSON.stringify(JSON.parse(authored)));
    const failing = lintPrettier();
    expect(failing.status, failing.output).not.toBe(0);
    expect(failing.output).toContain('schemas/meta/app.schema.json');
    for (const path of [...staffJson, ...contentFiles(dir).map((f) => f.path)])
      expect(failing.output).not.toContain(path.slice(dir.length + 1));

    writeFileSync(developerFile, authored);
    const passing = lintPrettier();
    expect(passing.status, passing.output).toBe(0);
  });

  it('pass the schema check', () => {
    expect(formatProblems(mistakes(checkSchemas({ root: dir })))).toBe('');
  });
});
