// @vitest-environment node
// A new form item type is one module and one registry line (docs/item-types.md). In a clone of the
// project this adds the `email` type exactly as the recipe writes it, and nothing else, then runs the
// recipe's steps: the contracts and types leave no other change, the staff-file check, the typecheck
// and the bank suites pass, and the sandbox's /bindBank shows the field.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloneProject, type ProjectClone } from '../../tools/testing/projectClone';
import { root } from '../../tools/staff/schemaFiles';

const MODULE = 'src/runtime/itemTypes/email.ts';
const REGISTRY = 'src/runtime/itemTypes/index.ts';

/** The module as docs/item-types.md gives it: the code block after its marker. */
function moduleOfRecipe(): string {
  const doc = readFileSync(join(root, 'docs/item-types.md'), 'utf8');
  const at = doc.indexOf(`<!-- item-type-example: ${MODULE} -->`);
  const code = /```ts\n([\s\S]*?)```/.exec(doc.slice(at))?.[1];
  if (at < 0 || !code) throw new Error(`docs/item-types.md has no example for ${MODULE}`);
  return code;
}

/** The registry with the one new line and its import. */
function withRegistryLine(before: string): string {
  return before
    .replace(/^(import .* from '\.\/enum\.ts';)$/m, `import { email } from './email.ts';\n$1`)
    .replace(/^(export const itemTypes[^{]*\{\n[\s\S]*?)(\n\};)/m, `$1\n  email,$2`);
}

/** A clean environment for the commands: not the vitest run this test is part of. */
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !key.startsWith('VITEST') && key !== 'NODE_ENV'),
);

function run(dir: string, command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8', env, maxBuffer: 64 * 1024 * 1024 });
  return {
    ok: result.status === 0,
    out: `${command} ${args.join(' ')}:\n${result.stdout}\n${result.stderr}`,
  };
}

/** The files under the project's own folders whose text differs in the clone, or that only it has. */
function changedFiles(dir: string): string[] {
  const changed: string[] = [];
  const walk = (rel: string) => {
    for (const name of readdirSync(join(dir, rel))) {
      const path = join(rel, name);
      if (statSync(join(dir, path)).isDirectory()) walk(path);
      else {
        let before: string | undefined;
        try {
          before = readFileSync(join(root, path), 'utf8');
        } catch {
          before = undefined;
        }
        if (before !== readFileSync(join(dir, path), 'utf8')) changed.push(relative('.', path));
      }
    }
  };
  for (const folder of ['src', 'schemas', 'tests', 'tools', 'docs', 'content']) walk(folder);
  return changed.sort();
}

let clone: ProjectClone;
const steps: Record<string, { ok: boolean; out: string }> = {};
let changed: string[] = [];

beforeAll(() => {
  clone = cloneProject('new-item-type');
  writeFileSync(join(clone.dir, MODULE), moduleOfRecipe());
  const registry = readFileSync(join(clone.dir, REGISTRY), 'utf8');
  const after = withRegistryLine(registry);
  if (after === registry) throw new Error(`could not add the registry line to ${REGISTRY}`);
  writeFileSync(join(clone.dir, REGISTRY), after);
  steps.contracts = run(clone.dir, 'npm', ['run', 'contracts', '--silent']);
  steps.types = run(clone.dir, 'npm', ['run', 'types', '--silent']);
  changed = changedFiles(clone.dir);
  steps.check = run(clone.dir, 'npm', ['run', 'check:schemas', '--silent']);
  steps.typecheck = run(clone.dir, 'npm', ['run', 'typecheck', '--silent']);
  // The field on the sandbox's /bindBank, as a person sees it: a probe of this test, not of the recipe.
  writeFileSync(
    join(clone.dir, 'tests/component/bank/newItemType.probe.test.tsx'),
    `import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { itemTypes } from '../../../src/runtime/itemTypes';
import { SLOW } from './helpers';

it('the sandbox form shows the new type', async () => {
  renderRoute('/bindBank?product_id=7');
  const title = itemTypes.email?.samples[0].item.title ?? '';
  expect(await screen.findByRole('textbox', { name: title }, SLOW)).toBeInTheDocument();
});
`,
  );
  steps.suites = run(clone.dir, 'npx', [
    'vitest',
    'run',
    '--project',
    'app',
    'tests/component/bank',
    'tests/unit/itemTypes.validator.test.ts',
    'tests/unit/itemTypes.registry.test.tsx',
    'tests/unit/checkItemTypeReads.test.ts',
  ]);
}, 900_000);

afterAll(() => clone?.remove());

describe('a new item type in one module and one registry line', () => {
  it('changes nothing else once the contracts and types are generated', () => {
    expect(steps.contracts?.ok, steps.contracts?.out).toBe(true);
    expect(steps.types?.ok, steps.types?.out).toBe(true);
    expect(changed).toEqual([REGISTRY, MODULE].sort());
  });

  it('passes the staff-file check and the typecheck', () => {
    expect(steps.check?.ok, steps.check?.out).toBe(true);
    expect(steps.typecheck?.ok, steps.typecheck?.out).toBe(true);
  });

  it('passes the bank suites, and the sandbox form shows the field', () => {
    expect(steps.suites?.ok, steps.suites?.out).toBe(true);
    expect(steps.suites?.out).toContain('newItemType.probe.test.tsx');
  });
});
