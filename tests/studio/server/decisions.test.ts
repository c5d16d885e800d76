// The studio's decision tables (studio/server/decisions.ts) over every screen file: every rule
// list the check reads is there with its rows where the file has them, its facts are the contract's,
// and a row that can never win carries the very sentence `npm run check:schemas` says at that row.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas } from '../../../tools/check/checkSchemas';
import { SourceFile } from '../../../tools/check/common';
import { pointerOf, type Path } from '../../../tools/staff/json';
import { root } from '../../../tools/staff/schemaFiles';
import { listPaths, ruleLists } from '../../../studio/server/decisions';
import { ruleMatches } from '../../../src/runtime/shared/rules';
import { copy, screenFiles } from '../../support/schemaCopy';

type Json = Record<string, unknown>;
const at = (data: unknown, path: Path): unknown =>
  path.reduce<unknown>((node, key) => (node as Json)[key as string], data);
const textOf = (rel: string) => readFileSync(join(root, rel), 'utf8');
const withLists = screenFiles().filter(({ data }) => listPaths(data).length > 0);

describe('rule lists of every screen file', () => {
  it('finds screen files with rule lists', () => {
    expect(withLists.length).toBeGreaterThan(0);
  });

  it.each(withLists.map((f) => [f.rel, f] as const))('%s: every list, row and line', (rel, { data }) => {
    const text = textOf(rel);
    const source = new SourceFile(rel, text);
    const { lists } = ruleLists(root, rel, text);
    expect(lists.map((l) => l.pointer)).toEqual(listPaths(data).map((p) => `#${pointerOf(p)}`));
    const contract = JSON.parse(
      readFileSync(
        join(root, 'schemas/meta/screens', rel.replace(/^.*\//, '').replace('.json', '.schema.json')),
        'utf8',
      ),
    ) as Json;
    for (const list of lists) {
      const path = list.pointer.slice(2).split('/');
      const rows = at(data, path) as Json[];
      expect(list.rows.map((r) => r.when)).toEqual(rows.map((r) => r.when));
      expect(list.rows.map((r) => r.then)).toEqual(rows.map((r) => r.then));
      expect(list.rows.map((r) => r.comment)).toEqual(rows.map((r) => r.comment));
      for (const row of list.rows)
        expect(row.line).toBe(source.at(`${list.pointer.slice(1)}/${row.index}`).line);
      // The committed files pass the check: no row of theirs is flagged.
      expect(list.rows.filter((r) => r.unreachable)).toEqual([]);
      if (path[0] === 'rules') {
        const entry = at(contract, ['properties', 'rules', 'properties', path[1] as string]) as Json;
        expect(list.facts.map((f) => f.name)).toEqual(entry['x-facts']);
        const values = entry['x-fact-values'] as Record<string, { known?: unknown[]; type?: string }>;
        for (const fact of list.facts) {
          expect(fact.known).toEqual(values[fact.name]?.known ?? []);
          expect(fact.type).toBe(values[fact.name]?.type ?? 'any');
        }
        expect(list.firstMatch).toBe(entry['x-first-match'] !== false);
      } else {
        // A choose action's rows name facts of the page; each is offered.
        for (const row of list.rows)
          for (const fact of Object.keys(row.when)) expect(list.facts.map((f) => f.name)).toContain(fact);
      }
    }
  });
});

describe('which row wins for which facts', () => {
  it.each(withLists.map((f) => [f.rel] as const))('%s: each row’s example makes it win', (rel) => {
    const { lists } = ruleLists(root, rel, textOf(rel));
    for (const list of lists) {
      const whens = list.rows.map((r) => r.when);
      for (const row of list.rows) {
        const where = `${list.pointer} rule ${row.index + 1}`;
        expect(row.example, where).toBeDefined();
        // null is "no value", as the rules read a value the server leaves out.
        const facts = Object.fromEntries(
          Object.entries(row.example ?? {}).map(([f, v]) => [f, v === null ? undefined : v]),
        );
        if (list.firstMatch)
          expect(
            whens.findIndex((w) => ruleMatches(w, facts)),
            where,
          ).toBe(row.index);
        else expect(ruleMatches(row.when, facts), where).toBe(true);
        for (const [name, value] of Object.entries(row.example ?? {})) {
          const type = list.facts.find((f) => f.name === name)?.type;
          if (value === null || type === undefined || type === 'any') continue;
          expect(
            { number: ['number', 'string'], text: ['string', 'number'], boolean: ['boolean'] }[type],
            `${where} ${name}`,
          ).toContain(typeof value);
        }
      }
    }
  });
});

describe('a row that can never win', () => {
  // Each first-match list of each file gets a catch-all on top: every row below it can then never win.
  it.each(withLists.map((f) => [f.rel, f] as const))(
    '%s: the check’s own sentence, at every row the catch-all hides',
    (rel, { data }) => {
      const dir = copy();
      const edited = structuredClone(data);
      const changed: Path[] = [];
      const firstMatchLists = ruleLists(root, rel, textOf(rel)).lists.filter((l) => l.firstMatch);
      for (const list of firstMatchLists) {
        const path = list.pointer.slice(2).split('/');
        const rows = at(edited, path) as Json[];
        rows.unshift({ when: {}, then: rows[0]?.then, comment: 'studio test: fits every case' });
        changed.push(path);
      }
      const text = `${JSON.stringify(edited, null, 2)}\n`;
      writeFileSync(join(dir, rel), text);
      const problems = checkSchemas({ root: dir }).filter((p) => p.file === rel && p.severity !== 'warning');
      const { lists } = ruleLists(dir, rel, text);
      let flagged = 0;
      for (const path of changed) {
        const list = lists.find((l) => l.pointer === `#${pointerOf(path)}`);
        expect(list).toBeDefined();
        for (const row of list?.rows.slice(1) ?? []) {
          const said = problems.find((p) => p.pointer === `${pointerOf(path)}/${row.index}`);
          expect(said?.reason, `${rel} ${list?.pointer} row ${row.index}`).toBeDefined();
          expect(row.unreachable).toBe(said?.reason);
          expect(row.coveredBy).toEqual([0]);
          expect(row.example).toBeUndefined();
          flagged += 1;
        }
        expect(list?.rows[0]?.unreachable).toBeUndefined();
      }
      // Every row the check flags in this file is one the table flags.
      const tableSays = lists.flatMap((l) => l.rows.filter((r) => r.unreachable).map((r) => r.unreachable));
      expect(tableSays.length).toBe(flagged);
    },
  );

  it('a text that is not JSON has no lists', () => {
    expect(ruleLists(root, 'schemas/screens/orderDetails.json', '{ "rules": ').lists).toEqual([]);
  });
});
