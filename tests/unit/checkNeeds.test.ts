// @vitest-environment node
// What a page needs from its staff file beyond a value of the right kind, as its contract declares:
// a text keeps the placeholders the page fills in (x-required-placeholders), a rule list answers
// every case (x-every-case), a count is a whole number (a limit typed "integer"). Each slip is made
// in a copy, at places found by reading the contracts; each correct edit beside it passes.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems, mistakes } from '../../tools/check/checkSchemas';
import { isObject, pointerOf, type Path } from '../../tools/staff/json';
import { contractPath, root } from '../../tools/staff/schemaFiles';
import { copy, readCopy, setAt } from '../support/schemaCopy';

type Json = Record<string, unknown>;
interface Entry {
  type?: string;
  minimum?: number;
  maximum?: number;
  'x-required-placeholders'?: Record<string, string>;
  'x-every-case'?: string;
}
type Group = 'texts' | 'messages' | 'limits' | 'rules';

const screenNames = readdirSync(join(root, 'schemas/screens')).map((f) => f.replace(/\.json$/, ''));

/** Every key of every screen contract, with the screen file that holds its value. */
const entries = screenNames.flatMap((name) => {
  const contract = JSON.parse(readFileSync(contractPath(name), 'utf8')) as {
    properties?: Partial<Record<Group, { properties?: Record<string, Entry> }>>;
  };
  return (['texts', 'messages', 'limits', 'rules'] as const).flatMap((group) =>
    Object.entries(contract.properties?.[group]?.properties ?? {}).map(([key, entry]) => ({
      rel: `schemas/screens/${name}.json`,
      group,
      key,
      entry,
    })),
  );
});

const valueAt = (dir: string, rel: string, path: Path) =>
  path.reduce<unknown>(
    (v, k) => (isObject(v) || Array.isArray(v) ? (v as Json)[k] : undefined),
    readCopy(dir, rel),
  );

/** The check's mistakes as `file:line #pointer: reason`. */
const found = (dir: string) =>
  mistakes(checkSchemas({ root: dir })).map((p) => `${p.file}:${p.line} #${p.pointer}: ${p.reason}`);

describe('a placeholder the page fills in', () => {
  const needed = entries.flatMap(({ rel, group, key, entry }) =>
    Object.entries(entry['x-required-placeholders'] ?? {}).map(([name, what]) => ({
      rel,
      path: [group, key],
      name,
      what,
    })),
  );

  it('taken out of its text is refused, saying what the borrower would miss', () => {
    expect(needed.length).toBeGreaterThan(0);
    const dir = copy();
    const expected = needed.map(({ rel, path, name, what }) => {
      const text = String(valueAt(dir, rel, path));
      const line = setAt(dir, rel, path, `${text.replaceAll(`{${name}}`, '')} words`);
      return `${rel}:${line} #${pointerOf(path)}: This text must keep {${name}}: the page puts ${what} there, and without it the borrower would not see it. Write {${name}} back where it should show.`;
    });
    expect(found(dir).sort()).toEqual([...new Set(expected)].sort());
  });

  it('moved within new words, is fine', () => {
    const dir = copy();
    for (const { rel, path } of needed) {
      const text = String(valueAt(dir, rel, path));
      const kept = [...text.matchAll(/\{[a-zA-Z][\w.]*\}/g)].map((m) => m[0]);
      setAt(dir, rel, path, `New words ${[...new Set(kept)].reverse().join(' and ')}.`);
    }
    expect(found(dir), formatProblems(mistakes(checkSchemas({ root: dir })))).toEqual([]);
  });
});

describe('a rule list that must answer every case', () => {
  const lists = entries.filter(({ group, entry }) => group === 'rules' && entry['x-every-case']);

  it('without a rule for every case left is refused, saying what the page would lack', () => {
    expect(lists.length).toBeGreaterThan(0);
    const dir = copy();
    const expected = lists.map(({ rel, key, entry }) => {
      const path = ['rules', key];
      const rules = valueAt(dir, rel, path) as { when: Json }[];
      const line = setAt(
        dir,
        rel,
        path,
        rules.filter((r) => Object.keys(r.when).length > 0),
      );
      return `${rel}:${line} #${pointerOf(path)}: Some cases fit none of these rules, but ${entry['x-every-case'] as string}. End the list with a rule whose "when" is empty, { "when": {}, "then": … }: it fits every case the rules above it leave.`;
    });
    expect(found(dir).sort()).toEqual(expected.sort());
  });
});

describe('a limit that counts', () => {
  const limits = entries.filter(({ group }) => group === 'limits');
  const whole = limits.filter(({ entry }) => entry.type === 'integer');
  const between = ({ minimum = 0, maximum = minimum + 10 }: Entry) =>
    Math.floor((minimum + maximum) / 2) + 0.5;

  it('written as a fraction is refused at the limit, in words', () => {
    expect(whole.length).toBeGreaterThan(0);
    const dir = copy();
    const expected = whole.map(({ rel, key, entry }) => {
      const path = ['limits', key];
      const line = setAt(dir, rel, path, between(entry));
      return `${rel}:${line} #${pointerOf(path)}: This value must be a whole number.`;
    });
    // Said once, at the limit: not again by a form that could not use it.
    expect(found(dir).sort()).toEqual(expected.sort());
  });

  it('that is no count takes a fraction within its range', () => {
    const dir = copy();
    const fractional = limits.filter(({ entry }) => entry.type === 'number');
    for (const { rel, key, entry } of fractional)
      setAt(dir, rel, ['limits', key], Math.min(entry.maximum ?? Infinity, between(entry)));
    expect(found(dir)).toEqual([]);
  });
});
