// @vitest-environment node
// Names in staff files that point nowhere (a dialog, a page, an endpoint, a field of the opening
// answer, a shared message the code reads) are refused with their file, line, pointer and a plain
// sentence. Each slip is made in a copy, at a place found by reading the committed files.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems, mistakes, type Problem } from '../../tools/check/checkSchemas';
import { isRoute, knownAddresses } from '../../tools/check/addresses';
import { walkData } from '../../tools/check/common';
import { isObject, pointerOf, type Path } from '../../tools/staff/json';
import { root } from '../../tools/staff/schemaFiles';
import { inAppTable, promoTable, siteTable } from '../../src/app/routeTable';
import { copy, edit, findInScreens, screenFiles, setAt } from '../support/schemaCopy';

function only(problems: Problem[], file: string): Problem {
  const mine = mistakes(problems).filter((p) => p.file === file);
  expect(mine, formatProblems(problems)).toHaveLength(1);
  return mine[0] as Problem;
}

/** A near misspelling: the last letter dropped. */
const misspelt = (name: string) => name.slice(0, -1);

const isAction = (v: unknown, path: Path): v is Record<string, unknown> =>
  isObject(v) && typeof v.type === 'string' && (path[0] === 'actions' || path[0] === 'rules');

describe('names that point nowhere', () => {
  it('accepts the committed files', () => {
    expect(formatProblems(mistakes(checkSchemas()))).toBe('');
  });

  it('a dialog opened on load that the file does not declare', () => {
    const found = findInScreens(
      (v, path) =>
        path.length === 4 && path[1] === 'dialogsOnLoad' && path[3] === 'then' && typeof v === 'string',
    );
    const name = found.value as string;
    const dir = copy();
    const line = setAt(dir, found.rel, found.path, misspelt(name));
    const p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, pointerOf(found.path)]);
    expect(p.reason).toContain(
      `There is no dialog "${misspelt(name)}" in this file's "dialogs", so it would never open.`,
    );
    expect(p.reason).toContain(`Did you mean "${name}"?`);
  });

  it('a dialog action naming a dialog the file does not declare', () => {
    const found = findInScreens((v, path) => isAction(v, path) && v.type === 'dialog');
    const name = (found.value as { name: string }).name;
    const dir = copy();
    const path = [...found.path, 'name'];
    const line = setAt(dir, found.rel, path, misspelt(name));
    const p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, pointerOf(path)]);
    expect(p.reason).toContain(`There is no dialog "${misspelt(name)}"`);
    expect(p.reason).toContain(`Did you mean "${name}"?`);
  });

  it('a navigate action to an address that is no route', () => {
    const found = findInScreens((v, path) => isAction(v, path) && v.type === 'navigate');
    const to = (found.value as { to: string }).to;
    const [page, query] = to.split('?') as [string, string | undefined];
    const wrong = `${misspelt(page)}${query === undefined ? '' : `?${query}`}`;
    const dir = copy();
    const path = [...found.path, 'to'];
    const line = setAt(dir, found.rel, path, wrong);
    const p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, pointerOf(path)]);
    expect(p.reason).toContain(`There is no page "${misspelt(page)}" in the app`);
    expect(p.reason).toContain(`Did you mean "${page}"?`);
  });

  it('a navigate action to an outside address', () => {
    const found = findInScreens((v, path) => isAction(v, path) && v.type === 'navigate');
    const dir = copy();
    const path = [...found.path, 'to'];
    const line = setAt(dir, found.rel, path, 'https://example.com/help');
    const p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, pointerOf(path)]);
    expect(p.reason).toContain('is an address outside the app');
    expect(p.reason).toContain('Use an "openUrl" action');
  });

  it('knows every route of the route table, with a query, placeholders or under /promo/#', () => {
    for (const { path } of [...siteTable, ...inAppTable]) {
      expect(isRoute(path)).toBe(true);
      expect(isRoute(`${path}?orderId={orderId}&from=x`)).toBe(true);
      expect(isRoute(`${path}x`)).toBe(false);
    }
    for (const { path } of promoTable) {
      expect(isRoute(`/promo/#${path}?id=1`)).toBe(true);
      expect(knownAddresses).toContain(`/promo/#${path}`);
    }
    expect(isRoute('/promo/#/nowhere')).toBe(false);
  });

  it('refuses an unknown endpoint in every place a screen names one', () => {
    const dir = copy();
    const expected: string[] = [];
    for (const { rel, data } of screenFiles()) {
      const places: Path[] = [];
      walkData(data, (value, path, key) => {
        if (key === 'endpoint' && typeof value === 'string') places.push(path);
      });
      for (const path of places) {
        const name = String(path.reduce<unknown>((v, k) => (v as Record<string | number, unknown>)[k], data));
        const line = setAt(dir, rel, path, `${name}Typo`);
        expected.push(`${rel}:${line} #${pointerOf(path)}`);
      }
    }
    expect(expected.length).toBeGreaterThan(1);
    const found = mistakes(checkSchemas({ root: dir })).filter((p) => /no endpoint ".*Typo"/.test(p.reason));
    expect(found.map((p) => `${p.file}:${p.line} #${p.pointer}`).sort()).toEqual(expected.sort());
  });

  it('a {data.…} placeholder naming no field of the answer that opens the page', () => {
    const found = findInScreens((v) => typeof v === 'string' && /\{data\.\w+\}/.test(v));
    const text = found.value as string;
    const field = (/\{data\.(\w+)\}/.exec(text) as RegExpExecArray)[1] as string;
    const dir = copy();
    const line = setAt(
      dir,
      found.rel,
      found.path,
      text.replace(`{data.${field}}`, `{data.${misspelt(field)}}`),
    );
    const p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, pointerOf(found.path)]);
    expect(p.reason).toMatch(
      new RegExp(
        `^The server's answer that opens this page \\(schemas/api/\\w+\\.json, from the endpoint "\\w+"\\) has no field "${misspelt(field)}"`,
      ),
    );
    expect(p.reason).toContain(`Did you mean "data.${field}"?`);
  });

  it('a rule of a choose action looking at no field of the opening answer', () => {
    const found = findInScreens(
      (v, path) => typeof v === 'object' && path.at(-2) === 'when' && String(path.at(-1)).startsWith('data.'),
    );
    const fact = String(found.path.at(-1));
    const dir = copy();
    const line = edit(dir, found.rel, `"${fact}":`, `"${misspelt(fact)}":`);
    const p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, pointerOf([...found.path.slice(0, -1), misspelt(fact)])]);
    expect(p.reason).toContain(`has no field "${misspelt(fact).slice('data.'.length)}"`);
    expect(p.reason).toContain(`Did you mean "${fact}"?`);
  });
});

describe('shared messages the code reads', () => {
  const meta = JSON.parse(readFileSync(join(root, 'schemas/meta/messages.schema.json'), 'utf8')) as {
    required: string[];
    properties: Record<string, { description?: string }>;
  };

  it('are the required keys of messages.schema.json, each saying when the app shows it', () => {
    const read = new Set<string>();
    const dynamic: string[] = [];
    const walk = (dir: string) => {
      for (const entry of readdirSync(dir)) {
        const file = join(dir, entry);
        if (statSync(file).isDirectory()) walk(file);
        else if (/\.tsx?$/.test(entry)) {
          const text = readFileSync(file, 'utf8');
          for (const m of text.matchAll(/(?<![.\w])message\(\s*'(\w+)'\s*\)/g)) read.add(m[1] as string);
          // A key the code computes could not be checked: every call names its message.
          for (const m of text.matchAll(/(?<![.\w])(?<!function )message\((?!\s*'\w+'\s*\))[^)]*\)/g))
            dynamic.push(`${file}: ${m[0]}`);
        }
      }
    };
    walk(join(root, 'src'));
    expect(dynamic).toEqual([]);
    expect([...meta.required].sort()).toEqual([...read].sort());
    for (const key of meta.required) expect(meta.properties[key]?.description, key).toBeTruthy();
  });

  it('a deleted one is refused, saying when the app shows it', () => {
    const key = meta.required[0] as string;
    const dir = copy();
    setAt(dir, 'schemas/messages.json', [key], undefined);
    const p = only(checkSchemas({ root: dir }), 'schemas/messages.json');
    expect(p.pointer).toBe('');
    expect(p.reason).toBe(
      `The message "${key}" is missing from this file, and the app reads it. ${meta.properties[key]?.description as string} Add it back.`,
    );
  });

  it('a misspelt one is refused at the misspelling', () => {
    const key = meta.required[meta.required.length - 1] as string;
    const dir = copy();
    const line = edit(dir, 'schemas/messages.json', `"${key}":`, `"${misspelt(key)}":`);
    const p = only(checkSchemas({ root: dir }), 'schemas/messages.json');
    expect([p.line, p.pointer]).toEqual([line, `/${misspelt(key)}`]);
    expect(p.reason).toContain(
      `The app reads no message "${misspelt(key)}"; it reads "${key}", which is missing.`,
    );
    expect(p.reason).toContain(`Did you mean "${key}"?`);
  });
});
