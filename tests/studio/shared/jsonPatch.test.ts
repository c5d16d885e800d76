// @vitest-environment node
// The studio saves a form's whole new value as an edit of the file's own text: these properties hold
// patchJson to "the value is right" and "only the changed lines change", on generated files and on
// every committed screen file.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { root } from '../../../tools/staff/schemaFiles';
import { patchJson } from '../../../studio/shared/jsonPatch';
import { screenFiles } from '../../support/schemaCopy';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Rec = Record<string, Json>;

const screenText = (rel: string) => readFileSync(join(root, rel), 'utf8');

/** What JSON keeps of a value (-0 is 0, an undefined entry is gone). */
const asJson = (v: unknown): unknown => JSON.parse(JSON.stringify(v));

const text = (v: unknown, indent: string | number = 2) => `${JSON.stringify(v, null, indent)}\n`;

/** The lines of `after` that `before` does not have at the same place (both the same length). */
const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b).toHaveLength(a.length);
  return b.filter((line, i) => line !== a[i]);
};

/** The lines of `after` added to `before`, and those of `before` gone (a longest-common-subsequence diff). */
function lineDiff(before: string, after: string): { added: string[]; removed: string[] } {
  const a = before.split('\n');
  const b = after.split('\n');
  const lcs = Array.from({ length: a.length + 1 }, () => new Array<number>(b.length + 1).fill(0));
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      lcs[i]![j] = a[i] === b[j] ? lcs[i + 1]![j + 1]! + 1 : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const added: string[] = [];
  const removed: string[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      i++;
      j++;
    } else if (j < b.length && (i === a.length || lcs[i]![j + 1]! >= lcs[i + 1]![j]!)) added.push(b[j++]!);
    else removed.push(a[i++]!);
  }
  return { added, removed };
}

const key = fc.string({ minLength: 1, maxLength: 6 });
/** A screen-file-like record: several entries, each a text, a number, a flag, a list or a record. */
const leaf = fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.boolean(), fc.constant(null));
const entry: fc.Arbitrary<Json> = fc.letrec<{ value: Json }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(key, tie('value'), { maxKeys: 4 }),
  ),
})).value;
const record = fc.dictionary(key, entry, { minKeys: 2, maxKeys: 6 });
const indent = fc.constantFrom<string | number>(2, 4, '\t');

describe('patchJson', () => {
  it('gives a text that parses to the new value, whatever the old text and the new value', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), indent, (before, after, ind) => {
        expect(JSON.parse(patchJson(text(before, ind), after))).toEqual(asJson(after));
      }),
      { numRuns: 300 },
    );
  });

  it('keeps every unchanged entry of an object on its exact lines', () => {
    fc.assert(
      fc.property(record, record, indent, (before, changes, ind) => {
        const after: Rec = { ...before, ...changes };
        const old = text(before, ind);
        const out = patchJson(old, after);
        expect(JSON.parse(out)).toEqual(asJson(after));
        const kept = Object.keys(before).filter((k) => !Object.hasOwn(changes, k));
        for (const k of kept) {
          // The entry's lines as the old text has them (a last entry may gain a comma after it).
          const lines = text({ [k]: before[k]! }, ind)
            .split('\n')
            .slice(1, -2)
            .join('\n');
          expect(out).toContain(lines);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('changes one line for one changed text, at any depth', () => {
    const withText = record.chain((r) => {
      const paths: (string | number)[][] = [];
      const walk = (v: Json, path: (string | number)[]) => {
        if (typeof v === 'string') paths.push(path);
        else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
        else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
      };
      walk(r, []);
      return paths.length === 0
        ? fc.constant(undefined)
        : fc.tuple(fc.constant(r), fc.constantFrom(...paths), fc.string({ maxLength: 12 }));
    });
    fc.assert(
      fc.property(withText, indent, (picked, ind) => {
        if (!picked) return;
        const [before, path, to] = picked;
        const after = structuredClone(before) as Json;
        let at = after as Record<string | number, Json>;
        for (const p of path.slice(0, -1)) at = at[p] as Record<string | number, Json>;
        if (at[path.at(-1)!] === to) return;
        at[path.at(-1)!] = to;
        const old = text(before, ind);
        const out = patchJson(old, after);
        expect(JSON.parse(out)).toEqual(after);
        expect(changedLines(old, out)).toHaveLength(1);
      }),
      { numRuns: 300 },
    );
  });

  const row = fc.record({ when: fc.dictionary(key, leaf, { minKeys: 1, maxKeys: 2 }), then: fc.string() });

  it('moves two rows of a list by rewriting only those rows', () => {
    fc.assert(
      fc.property(fc.array(row, { minLength: 2, maxLength: 6 }), fc.nat(), (rows, n) => {
        const i = n % (rows.length - 1);
        const moved = [...rows];
        [moved[i], moved[i + 1]] = [moved[i + 1]!, moved[i]!];
        const old = text({ rules: rows, other: 'kept' });
        const out = patchJson(old, { rules: moved, other: 'kept' });
        expect(JSON.parse(out)).toEqual({ rules: moved, other: 'kept' });
        const rowLines = (r: (typeof rows)[number]) => text(r).split('\n').length - 1;
        expect(changedLines(old, out).length).toBeLessThanOrEqual(
          rowLines(rows[i]!) + rowLines(rows[i + 1]!),
        );
      }),
      { numRuns: 200 },
    );
  });

  it('adds and removes an entry or a row as lines of their own', () => {
    fc.assert(
      fc.property(
        record,
        fc.array(row, { minLength: 2, maxLength: 5 }),
        row,
        fc.nat(),
        (r, rows, extra, n) => {
          const before: Rec = { ...r, rows };
          const old = text(before);
          const at = n % (rows.length + 1);
          const added = { ...r, rows: [...rows.slice(0, at), extra, ...rows.slice(at)] };
          const withRow = patchJson(old, added);
          expect(JSON.parse(withRow)).toEqual(added);
          // Only the new row's lines (and at the end, a comma after the row before it).
          const rowDiff = lineDiff(old, withRow);
          expect(rowDiff.added.length).toBe(text(extra).split('\n').length - 1 + rowDiff.removed.length);
          expect(rowDiff.removed.length).toBeLessThanOrEqual(1);

          const firstKey = Object.keys(r)[0]!;
          const { [firstKey]: gone, ...fewer } = before;
          const withoutKey = patchJson(old, fewer);
          expect(JSON.parse(withoutKey)).toEqual(asJson(fewer));
          const keyDiff = lineDiff(old, withoutKey);
          expect(keyDiff.added).toEqual([]);
          expect(keyDiff.removed.length).toBe(text({ [firstKey]: gone }).split('\n').length - 3);

          const more = { ...before, ['new ' + firstKey]: 'x' };
          const withKey = lineDiff(old, patchJson(old, more));
          expect(withKey.added).toHaveLength(2);
          expect(withKey.removed).toHaveLength(1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps a row edited beside a row added as that row, changing only its edited line', () => {
    fc.assert(
      fc.property(
        fc.array(row, { minLength: 2, maxLength: 5 }),
        row,
        fc.nat(),
        fc.string(),
        (rows, extra, n, then) => {
          const at = n % rows.length;
          if (rows[at]!.then === then) return;
          const edited = { ...rows[at]!, then };
          const after = { rows: [...rows.slice(0, at), extra, edited, ...rows.slice(at + 1)] };
          const old = text({ rows });
          const out = patchJson(old, after);
          expect(JSON.parse(out)).toEqual(after);
          const diff = lineDiff(old, out);
          // The edited row's one line goes; the new row's lines and that line's new text come.
          expect(diff.removed).toHaveLength(1);
          expect(diff.added).toHaveLength(text(extra).split('\n').length - 1 + 1);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('keeps its indentation in a new entry', () => {
    fc.assert(
      fc.property(record, indent, entry, (r, ind, value) => {
        const out = patchJson(text(r, ind), { ...r, added: { inner: [value, { a: 1, b: 2 }] } });
        const unit = typeof ind === 'number' ? ' ' : '\t';
        for (const line of out.split('\n')) expect(/^\s*/.exec(line)![0].replaceAll(unit, '')).toBe('');
      }),
      { numRuns: 100 },
    );
  });

  it.each(screenFiles().map((f) => [f.rel, f]))(
    'changes one line for one changed text of %s',
    (_rel, { rel, data }) => {
      const old = screenText(rel);
      // Every text of the file, changed one at a time.
      const texts: (string | number)[][] = [];
      const walk = (v: unknown, path: (string | number)[]) => {
        if (typeof v === 'string' && path[0] !== '$schema') texts.push(path);
        else if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, i]));
        else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
      };
      walk(data, []);
      expect(texts.length).toBeGreaterThan(0);
      for (const path of texts) {
        const after = structuredClone(data) as Record<string | number, unknown>;
        let at = after;
        for (const p of path.slice(0, -1)) at = at[p] as Record<string | number, unknown>;
        // Of the same length: a longer text may rightly break a one-line list that no longer fits.
        const was = String(at[path.at(-1)!]);
        at[path.at(-1)!] = was.replace(/./gu, (c) => (c === 'x' ? 'y' : 'x')) || 'x';
        const out = patchJson(old, after);
        expect(JSON.parse(out)).toEqual(after);
        expect(changedLines(old, out), path.join('/')).toHaveLength(1);
      }
    },
  );
});
