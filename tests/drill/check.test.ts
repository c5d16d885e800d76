// @vitest-environment node
// The staff edit drill (tools/testing/drill/staffDrill.ts) edits everything staff may edit, and the check passes on
// the edited copy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems, mistakes } from '../../tools/check/checkSchemas';
import { drillValues, moveLimit, nearColour, reword } from '../../tools/testing/drill/staffDrill';
import { contentFiles, dataFiles, root } from '../../tools/staff/schemaFiles';

const dir = process.env.STAFF_DRILL_ROOT as string;
type Json = Record<string, unknown>;
const read = (base: string, rel: string) => JSON.parse(readFileSync(join(base, rel), 'utf8')) as Json;
const screens = dataFiles(root).filter((f) => f.meta === 'screen.schema.json');

describe('the staff edit drill', () => {
  it('runs on an edited copy', () => {
    const register = readFileSync(join(dir, 'schemas/screens/register.json'), 'utf8');
    expect(register).toContain(drillValues.applyLabel);
    expect(readFileSync(join(dir, 'content/aboutUs.md'), 'utf8')).toContain(drillValues.aboutHeading);
  });

  it('rewords every text: screen titles, texts and messages, shared messages, content headings', () => {
    for (const { rel } of screens) {
      const [before, after] = [read(root, rel), read(dir, rel)];
      if (reword(before.title as string) !== before.title) expect(after.title, rel).not.toBe(before.title);
      for (const part of ['texts', 'messages'])
        for (const [key, text] of Object.entries((before[part] ?? {}) as Json))
          if (reword(text as string) !== text)
            expect((after[part] as Json)[key], `${rel} ${part}.${key}`).not.toBe(text);
    }
    const [before, after] = [read(root, 'schemas/messages.json'), read(dir, 'schemas/messages.json')];
    for (const [key, text] of Object.entries(before))
      if (key !== '$schema' && reword(text as string) !== text)
        expect(after[key], `messages.json ${key}`).not.toBe(text);
    for (const { rel } of contentFiles(root)) {
      const headings = (text: string) => text.match(/^#+ .*$/gm) ?? [];
      const edited = headings(readFileSync(join(dir, rel), 'utf8'));
      for (const heading of headings(readFileSync(join(root, rel), 'utf8')))
        expect(edited, rel).not.toContain(heading);
    }
  });

  it('moves every limit within its range, and changes the theme colours', () => {
    for (const { rel, contract } of screens) {
      const [before, after] = [read(root, rel).limits as Json, read(dir, rel).limits as Json];
      const ranges = contract
        ? ((JSON.parse(readFileSync(contract, 'utf8')) as { properties?: { limits?: { properties?: Json } } })
            .properties?.limits?.properties ?? {})
        : {};
      for (const [name, value] of Object.entries(before ?? {})) {
        const range = (ranges[name] ?? {}) as { minimum?: number; maximum?: number };
        // A range that allows one value only leaves nothing to move.
        if (moveLimit(value as number, range) === value) continue;
        expect(after[name], `${rel} ${name}`).not.toBe(value);
        if (range.minimum !== undefined) expect(after[name]).toBeGreaterThanOrEqual(range.minimum);
        if (range.maximum !== undefined) expect(after[name]).toBeLessThanOrEqual(range.maximum);
      }
    }
    const [before, after] = [read(root, 'schemas/app.json'), read(dir, 'schemas/app.json')];
    for (const key of Object.keys(before).filter((k) => /Color$/.test(k)))
      expect(after[key], key).not.toBe(before[key]);
  });

  it('rewords a text of words, keeping its placeholders; leaves a sign alone', () => {
    expect(reword('Your order {orderNo} is ready')).toBe('ready is {orderNo} order Your');
    expect(reword('Retry')).toBe('Retry now');
    expect(reword('₱')).toBe('₱');
    expect(reword('{n}')).toBe('{n}');
  });

  it('moves a limit within the range its contract declares, or leaves one the range fixes', () => {
    expect(moveLimit(60)).toBe(59);
    expect(moveLimit(1)).toBe(2);
    expect(moveLimit(0.8)).toBe(0.7);
    expect(moveLimit(5, { minimum: 1, maximum: 5 })).toBe(4);
    expect(moveLimit(3, { minimum: 1, maximum: 5 })).toBe(4);
    expect(moveLimit(1, { minimum: 1, maximum: 1 })).toBe(1);
    expect(nearColour('#fff')).toBe('#EEEEEE');
    expect(nearColour('#0081FC')).not.toBe('#0081FC');
  });

  it('passes the check after every edit', () => {
    expect(formatProblems(mistakes(checkSchemas({ root: dir })))).toBe('');
  });
});
