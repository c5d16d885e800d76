// What the staff edit drill (tools/testing/drill/staffDrill.ts) must have done to a copy of a project's staff files,
// `before` the project and `after` its drilled copy: every text reworded, every limit moved within its
// range, the theme colours changed, and the check passing. tests/drill/check.test.ts holds the drill
// of the committed files to it, and the drill of a copy where staff already made the drill's own edits.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { checkSchemas, formatProblems, mistakes } from '../../tools/check/checkSchemas';
import { moveLimit, reword } from '../../tools/testing/drill/staffDrill';
import { contentFiles, dataFiles } from '../../tools/staff/schemaFiles';

type Json = Record<string, unknown>;
const read = (base: string, rel: string) => JSON.parse(readFileSync(join(base, rel), 'utf8')) as Json;
const screensOf = (base: string) => dataFiles(base).filter((f) => f.meta === 'screen.schema.json');

export function expectEveryTextReworded(before: string, after: string): void {
  for (const { rel } of screensOf(before)) {
    const [was, is] = [read(before, rel), read(after, rel)];
    if (reword(was.title as string) !== was.title) expect(is.title, rel).not.toBe(was.title);
    for (const part of ['texts', 'messages'])
      for (const [key, text] of Object.entries((was[part] ?? {}) as Json))
        if (reword(text as string) !== text)
          expect((is[part] as Json)[key], `${rel} ${part}.${key}`).not.toBe(text);
  }
  const [was, is] = [read(before, 'schemas/messages.json'), read(after, 'schemas/messages.json')];
  for (const [key, text] of Object.entries(was))
    if (key !== '$schema' && reword(text as string) !== text)
      expect(is[key], `messages.json ${key}`).not.toBe(text);
  for (const { rel } of contentFiles(before)) {
    const headings = (text: string) => text.match(/^#+ .*$/gm) ?? [];
    const edited = headings(readFileSync(join(after, rel), 'utf8'));
    for (const heading of headings(readFileSync(join(before, rel), 'utf8')))
      expect(edited, rel).not.toContain(heading);
  }
}

export function expectEveryLimitAndColourMoved(before: string, after: string): void {
  for (const { rel, contract } of screensOf(before)) {
    const [was, is] = [read(before, rel).limits as Json, read(after, rel).limits as Json];
    const ranges = contract
      ? ((JSON.parse(readFileSync(contract, 'utf8')) as { properties?: { limits?: { properties?: Json } } })
          .properties?.limits?.properties ?? {})
      : {};
    for (const [name, value] of Object.entries(was ?? {})) {
      const range = (ranges[name] ?? {}) as { minimum?: number; maximum?: number };
      // A range that allows one value only leaves nothing to move.
      if (moveLimit(value as number, range) === value) continue;
      expect(is[name], `${rel} ${name}`).not.toBe(value);
      if (range.minimum !== undefined) expect(is[name]).toBeGreaterThanOrEqual(range.minimum);
      if (range.maximum !== undefined) expect(is[name]).toBeLessThanOrEqual(range.maximum);
    }
  }
  const [was, is] = [read(before, 'schemas/app.json'), read(after, 'schemas/app.json')];
  for (const key of Object.keys(was).filter((k) => /Color$/.test(k))) expect(is[key], key).not.toBe(was[key]);
}

export function expectCheckPasses(base: string): void {
  expect(formatProblems(mistakes(checkSchemas({ root: base })))).toBe('');
}
