// @vitest-environment node
// Values a borrower would see wrong: an empty text, a limit outside its contract's range, a colour
// that is no colour, a brand colour its text is hard to read on, a pattern's backslash that breaks
// the JSON. Each slip is made in a copy, at a place found by reading the committed files.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkSchemas,
  formatProblems,
  mistakes,
  warnings,
  type Problem,
} from '../../tools/check/checkSchemas';
import { PATTERN_KEYS, walkData } from '../../tools/check/common';
import { isObject, pointerOf, type Path } from '../../tools/staff/json';
import { rangeWords } from '../../tools/check/values';
import { checkColours, READABLE } from '../../tools/check/colours';
import { contrastRatio, parseColour, ratioText, type Rgba } from '../../tools/staff/colour';
import { root } from '../../tools/staff/schemaFiles';
import { copy, edit, findInScreens, screenFiles, setAt } from '../support/schemaCopy';

function only(problems: Problem[], file: string): Problem {
  const mine = mistakes(problems).filter((p) => p.file === file);
  expect(mine, formatProblems(problems)).toHaveLength(1);
  return mine[0] as Problem;
}

const readJson = (rel: string) =>
  JSON.parse(readFileSync(join(root, rel), 'utf8')) as Record<string, unknown>;

describe('empty texts', () => {
  it('are refused with what would show blank: a button, a page text, a dialog heading, a label, a message', () => {
    const button = findInScreens(
      (v, path) =>
        isObject(v) && typeof v.text === 'string' && typeof v.action === 'string' && path[0] === 'rules',
    );
    const text = findInScreens(
      (v, path) => path.length === 2 && path[0] === 'texts' && typeof v === 'string',
    );
    const heading = findInScreens(
      (v, path) => path[0] === 'dialogs' && path.length === 3 && path[2] === 'title' && typeof v === 'string',
    );
    const label = findInScreens(
      (v, path) => path[0] === 'data' && path.at(-1) === 'label' && typeof v === 'string',
    );
    const own = findInScreens(
      (v, path) => path.length === 2 && path[0] === 'messages' && typeof v === 'string',
    );
    const message = Object.keys(readJson('schemas/messages.json')).find((k) => k !== '$schema') as string;
    const slips: { rel: string; path: Path; says: string }[] = [
      { rel: button.rel, path: [...button.path, 'text'], says: 'the button would show nothing' },
      { rel: text.rel, path: text.path, says: 'the page would show nothing in its place' },
      { rel: heading.rel, path: heading.path, says: 'the dialog would show no heading' },
      {
        rel: label.rel,
        path: label.path,
        says: 'this label (a menu link, a tab or a choice) would show nothing',
      },
      { rel: own.rel, path: own.path, says: 'the borrower would get an empty message' },
      { rel: 'schemas/messages.json', path: [message], says: 'the app would show an empty message' },
    ];
    const dir = copy();
    const expected = slips.map(({ rel, path, says }, i) => {
      const line = setAt(dir, rel, path, i % 2 ? '' : '   ');
      return `${rel}:${line} #${pointerOf(path)}: This text is empty, so ${says}.`;
    });
    const found = mistakes(checkSchemas({ root: dir })).map(
      (p) => `${p.file}:${p.line} #${p.pointer}: ${p.reason.split('. ')[0] as string}.`,
    );
    expect(found.sort()).toEqual(expected.sort());
  });
});

describe('limits', () => {
  const ranged = screenFiles().flatMap(({ rel }) => {
    const name = rel.replace(/^schemas\/screens\/|\.json$/g, '');
    const contract = readJson(`schemas/meta/screens/${name}.schema.json`) as {
      properties?: {
        limits?: {
          properties?: Record<string, { minimum?: number; maximum?: number; description?: string }>;
        };
      };
    };
    return Object.entries(contract.properties?.limits?.properties ?? {}).map(([key, range]) => ({
      rel,
      key,
      range,
    }));
  });

  it('each declares a range in its contract, unless it is a value of the server', () => {
    const unranged = ranged.filter(({ range }) => range.minimum === undefined && range.maximum === undefined);
    for (const { range } of unranged) expect(range.description).toMatch(/server/);
    expect(ranged.length - unranged.length).toBeGreaterThan(0);
  });

  it('one below its minimum or above its maximum is refused, saying the range in words', () => {
    const low = ranged.find(({ range }) => range.minimum !== undefined);
    const high = ranged.find(({ range }) => range.maximum !== undefined && range !== low?.range);
    expect(low && high).toBeTruthy();
    for (const { rel, key, range } of [low, high] as (typeof ranged)[number][]) {
      const value = low?.range === range ? (range.minimum as number) - 1 : (range.maximum as number) + 1;
      const dir = copy();
      const line = setAt(dir, rel, ['limits', key], value);
      const p = only(checkSchemas({ root: dir }), rel);
      expect([p.line, p.pointer]).toEqual([line, `/limits/${key}`]);
      expect(p.reason).toBe(
        `${value} is outside what this limit allows: it must be ${rangeWords(range)}. ${range.description as string}`,
      );
    }
  });
});

describe('colours', () => {
  const app = readJson('schemas/app.json');

  it('a theme colour that is no CSS colour', () => {
    const dir = copy();
    const line = setAt(dir, 'schemas/app.json', ['themeColor'], '#12345');
    const p = only(checkSchemas({ root: dir }), 'schemas/app.json');
    expect([p.line, p.pointer]).toEqual([line, '/themeColor']);
    expect(p.reason).toMatch(/^"#12345" is not a colour\. Write # and 3 or 6 hexadecimal digits/);
  });

  it('in a screen file: a value named …Color, or written like a colour, must be one', () => {
    const found: string[] = [];
    checkColours(
      {
        data: {
          badgeColor: 'blu',
          frame: { background: '#ab' },
          shade: 'rgb(1, 2)',
          ok: '#0081fc',
          anchor: '#top',
          note: 'red',
        },
      },
      (path) => found.push(pointerOf(path)),
    );
    expect(found).toEqual(['/data/badgeColor', '/data/frame/background', '/data/shade']);
  });

  it('a colour the browsers draw is one, oklch() included; a misspelt one is not', () => {
    const found: [string, string][] = [];
    checkColours(
      { data: { badgeColor: 'oklch(0.7 0.1 200)', ringColor: 'oklhc(0.7 0.1 200)' } },
      (path, reason) => found.push([pointerOf(path), reason]),
    );
    expect(found.map(([pointer]) => pointer)).toEqual(['/data/ringColor']);
    expect(found[0]?.[1]).toMatch(
      /^"oklhc\(0\.7 0\.1 200\)" is not a colour\. Write # and 3 or 6 hexadecimal digits/,
    );
  });

  it('the committed theme colour gets a contrast warning exactly when its button text is under 4.5:1', () => {
    const ratio = contrastRatio(
      parseColour(String(app.fontColor)) as Rgba,
      parseColour(String(app.themeColor)) as Rgba,
    );
    const found = warnings(checkSchemas()).filter((p) => p.file === 'schemas/app.json');
    if (ratio >= READABLE) expect(found).toEqual([]);
    else {
      expect(found.map((p) => p.pointer)).toEqual(['/themeColor']);
      expect(found[0]?.reason).toContain(
        `contrast of ${ratioText(ratio)}; text needs at least 4.5:1 to be readable`,
      );
    }
    expect(mistakes(checkSchemas()).filter((p) => p.file === 'schemas/app.json')).toEqual([]);
  });

  it('a theme colour of low contrast is a warning, one its button text cannot be read on a mistake, one of good contrast neither', () => {
    const dir = copy();
    setAt(dir, 'schemas/app.json', ['fontColor'], 'white');
    setAt(dir, 'schemas/app.json', ['themeColor'], 'rgb(0 129 252)');
    let problems = checkSchemas({ root: dir }).filter((p) => p.file === 'schemas/app.json');
    expect(mistakes(problems)).toEqual([]);
    expect(problems.map((p) => [p.pointer, p.severity])).toEqual([['/themeColor', 'warning']]);
    expect(problems[0]?.reason).toContain('has a contrast of 3.78:1');
    setAt(dir, 'schemas/app.json', ['themeColor'], 'hsl(60 100% 50%)');
    problems = checkSchemas({ root: dir }).filter((p) => p.file === 'schemas/app.json');
    expect(problems.map((p) => [p.pointer, p.severity])).toEqual([['/themeColor', undefined]]);
    expect(problems[0]?.reason).toContain('has a contrast of 1.07:1');
    expect(problems[0]?.reason).toContain('could not read the buttons');
    setAt(dir, 'schemas/app.json', ['themeColor'], 'rgb(0 70 140)');
    problems = checkSchemas({ root: dir }).filter((p) => p.file === 'schemas/app.json');
    expect(problems).toEqual([]);
  });
});

describe('a backslash that breaks the JSON', () => {
  it('in a pattern typed with one backslash: says to write two', () => {
    let found: { rel: string; path: Path; value: string } | undefined;
    for (const { rel, data } of screenFiles())
      walkData(data, (value, path, key) => {
        if (
          !found &&
          typeof key === 'string' &&
          PATTERN_KEYS.has(key) &&
          typeof value === 'string' &&
          value.includes('\\d')
        )
          found = { rel, path, value };
      });
    const { rel, value } = found as { rel: string; path: Path; value: string };
    const written = JSON.stringify(value);
    const dir = copy();
    const line = edit(dir, rel, written, written.replace(/\\\\/g, '\\'));
    const p = only(checkSchemas({ root: dir }), rel);
    expect(p.line).toBe(line);
    expect(p.reason).toContain('write \\\\d (two backslashes) in a JSON file');
  });
});
