// @vitest-environment node
// A screen file names a value in braces everywhere, the params of actions and openings too: the old
// bare spelling ("page.productId") is refused where a value is plainly meant, with how to write it,
// while a literal stays accepted and the names inside braces are checked as in every text. Each slip
// is made in a copy, at a place found by reading the committed files.
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems, mistakes, type Problem } from '../../tools/check/checkSchemas';
import { walkData } from '../../tools/check/common';
import { pointerOf, type Path } from '../../tools/staff/json';
import { isOpeningParams } from '../../tools/check/params';
import { wholePlaceholder } from '../../src/runtime/base/template';
import { copy, findInScreens, screenFiles, setAt } from '../support/schemaCopy';

function only(problems: Problem[], file: string): Problem {
  const mine = mistakes(problems).filter((p) => p.file === file);
  expect(mine, formatProblems(problems)).toHaveLength(1);
  return mine[0] as Problem;
}

/** An action's parameter (not an opening's) written as one placeholder whose name passes `test`. */
const actionParam = (test: (name: string) => boolean) => (value: unknown, path: Path) => {
  const name = typeof value === 'string' ? wholePlaceholder(value) : undefined;
  const at = path.lastIndexOf('params');
  return !!name && test(name) && at > 0 && !isOpeningParams(path.slice(0, at + 1));
};

/** An opening's parameter, written "{page.name}". */
const openingParam = (value: unknown, path: Path) =>
  typeof value === 'string' && path.length > 1 && isOpeningParams(path.slice(0, -1));

describe("params' placeholders", () => {
  it("an action's parameter in the old bare spelling, naming one of the page's values", () => {
    const found = findInScreens(actionParam((n) => n.startsWith('page.')));
    const name = wholePlaceholder(found.value as string) as string;
    const field = name.slice('page.'.length);
    const dir = copy();
    const line = setAt(dir, found.rel, found.path, name);
    const p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, pointerOf(found.path)]);
    expect(p.reason).toContain(`Write "{page.${field}}" to use the page's ${field}.`);
  });

  it('every action parameter written as one placeholder is refused when its braces are dropped', () => {
    const dir = copy();
    const expected: string[] = [];
    for (const { rel, data } of screenFiles())
      walkData(data, (value, path) => {
        if (!actionParam(() => true)(value, path)) return;
        const name = wholePlaceholder(value as string) as string;
        const line = setAt(dir, rel, path, name);
        expected.push(`${rel}:${line} #${pointerOf(path)}: Write "{${name}}" to use`);
      });
    expect(expected.length).toBeGreaterThan(1);
    const found = mistakes(checkSchemas({ root: dir })).map(
      (p) =>
        `${p.file}:${p.line} #${p.pointer}: ${p.reason.slice(p.reason.indexOf('Write '), p.reason.indexOf(' to use') + 7)}`,
    );
    expect(found.sort()).toEqual(expected.sort());
  });

  it("a literal word in an action's parameter is sent as written and accepted", () => {
    const found = findInScreens(actionParam(() => true));
    const dir = copy();
    setAt(dir, found.rel, found.path, 'asWritten');
    expect(formatProblems(mistakes(checkSchemas({ root: dir })))).toBe('');
  });

  it("checks the name inside an action parameter's braces as in every text", () => {
    const found = findInScreens(actionParam((n) => n.startsWith('page.')));
    const name = wholePlaceholder(found.value as string) as string;
    const typo = name.slice(0, -1);
    const dir = copy();
    const line = setAt(dir, found.rel, found.path, `{${typo}}`);
    const p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, pointerOf(found.path)]);
    expect(p.reason).toContain(`The placeholder {${typo}} has no value here`);
    expect(p.reason).toContain(`Did you mean "${name}"?`);
  });

  it("an opening's parameter in the old spelling (the page parameter's bare name)", () => {
    const found = findInScreens(openingParam);
    const name = wholePlaceholder(found.value as string) as string;
    expect(name).toMatch(/^page\.\w+$/);
    const param = name.slice('page.'.length);
    for (const old of [param, name, `{${param}}`]) {
      const dir = copy();
      const line = setAt(dir, found.rel, found.path, old);
      const p = only(checkSchemas({ root: dir }), found.rel);
      expect([p.line, p.pointer]).toEqual([line, pointerOf(found.path)]);
      expect(p.reason).toContain(`Write "{page.${param}}" to use the page's ${param}`);
    }
  });

  it("an opening's parameter that is no page parameter goes under fixed", () => {
    const found = findInScreens(openingParam);
    const dir = copy();
    const line = setAt(dir, found.rel, found.path, 'two words');
    const p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, pointerOf(found.path)]);
    expect(p.reason).toContain('put a value sent as it is under "fixed"');
  });

  it("accepts any page parameter in an opening's params", () => {
    const found = findInScreens(openingParam);
    const dir = copy();
    setAt(dir, found.rel, found.path, '{page.somethingNew}');
    expect(formatProblems(mistakes(checkSchemas({ root: dir })))).toBe('');
  });
});
