// @vitest-environment node
// A form's `ui:widget` that no renderer draws, or that the renderer showing that page's form does not
// draw, is refused with its file, line, pointer and a plain sentence. Each slip is made in a copy, at
// a place found by reading the committed files; which renderer shows a form is read from the code.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems, mistakes, type Problem } from '../../tools/check/checkSchemas';
import { formRenderers } from '../../tools/check/widgets';
import { isObject, pointerOf, type Path } from '../../tools/staff/json';
import { root } from '../../tools/staff/schemaFiles';
import { namedWidgets } from '../../src/runtime/form/uiWidgets';
import { draws, drawnBy, widgetNames, type Renderer } from '../../src/runtime/base/form/widgetNames';
import { copy, findInScreens, screenFiles, setAt } from '../support/schemaCopy';

const renderers = formRenderers(join(root, 'src'));
const nameOf = (rel: string) => rel.replace(/^schemas\/screens\/(\w+)\.json$/, '$1');
const formScreens = screenFiles().filter(({ data }) => isObject(data.form));

function only(problems: Problem[], file: string): Problem {
  const mine = mistakes(problems).filter((p) => p.file === file);
  expect(mine, formatProblems(problems)).toHaveLength(1);
  return mine[0] as Problem;
}

/** A field of a committed form shown by `renderer`: where its `ui:widget` is (or would be) written. */
function fieldShownBy(renderer: Renderer): { rel: string; path: Path } {
  for (const { rel, data } of formScreens) {
    if (!renderers.get(nameOf(rel))?.includes(renderer)) continue;
    const ui = (data.form as { uiSchema?: Record<string, unknown> }).uiSchema ?? {};
    const field = Object.keys(ui).find((k) => !k.startsWith('ui:'));
    if (field) return { rel, path: ['form', 'uiSchema', field, 'ui:widget'] };
  }
  throw new Error(`no committed form is shown by ${renderer}`);
}

const scratch: string[] = [];
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('the widgets a form names', () => {
  it('every committed form is shown by a renderer read from the code, which draws each of its widgets', () => {
    expect(formScreens.length).toBeGreaterThan(0);
    for (const { rel, data } of formScreens) {
      const shownBy = renderers.get(nameOf(rel)) ?? [];
      expect(shownBy, rel).not.toEqual([]);
      for (const { name } of namedWidgets((data.form as { uiSchema?: unknown }).uiSchema))
        for (const renderer of shownBy)
          expect(draws(renderer, String(name), nameOf(rel)), `${rel} ${String(name)}`).toBe(true);
    }
    expect(formatProblems(mistakes(checkSchemas()))).toBe('');
  });

  it('a misspelt widget is refused, with the name it was meant to be', () => {
    const found = findInScreens((v, path) => path.at(-1) === 'ui:widget' && typeof v === 'string');
    const name = found.value as string;
    const wrong = name.slice(0, -1);
    const dir = copy();
    const line = setAt(dir, found.rel, found.path, wrong);
    const p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, pointerOf(found.path)]);
    expect(p.reason).toContain(`No form of the app draws a widget "${wrong}"`);
    expect(p.reason).toContain(`Did you mean "${name}"?`);
  });

  it('a widget of the list that the light form of a public page does not draw is refused', () => {
    const { rel, path } = fieldShownBy('flatForm');
    const name = Object.keys(widgetNames).find((n) => !draws('flatForm', n)) as string;
    const dir = copy();
    const line = setAt(dir, rel, path, name);
    const p = only(checkSchemas({ root: dir }), rel);
    expect([p.line, p.pointer]).toEqual([line, pointerOf(path)]);
    expect(p.reason).toContain(`(FlatForm, without RJSF), which cannot draw a "${name}" field`);
    for (const drawn of drawnBy('flatForm')) expect(p.reason).toContain(`"${drawn}"`);
  });

  it('a widget the full form draws, and the light form does not, is accepted where the full form shows it', () => {
    const { rel, path } = fieldShownBy('schemaForm');
    const name = drawnBy('schemaForm', nameOf(rel)).find((n) => !draws('flatForm', n)) as string;
    const dir = copy();
    setAt(dir, rel, path, name);
    expect(formatProblems(mistakes(checkSchemas({ root: dir })))).toBe('');
  });

  it('a ui:widget that is not a name is refused', () => {
    const { rel, path } = fieldShownBy('flatForm');
    const dir = copy();
    const line = setAt(dir, rel, path, 3);
    const p = only(checkSchemas({ root: dir }), rel);
    expect([p.line, p.pointer]).toEqual([line, pointerOf(path)]);
    expect(p.reason).toContain('This must be the name of a widget, in quotes');
  });

  it('follows the code: a form the code shows with FlatForm is held to what FlatForm draws', () => {
    const { rel } = fieldShownBy('schemaForm');
    const screen = nameOf(rel);
    const data = formScreens.find((s) => s.rel === rel)?.data as { form: { uiSchema?: unknown } };
    const refused = namedWidgets(data.form.uiSchema).filter(({ name }) => !draws('flatForm', String(name)));
    expect(refused.length).toBeGreaterThan(0);
    const src = mkdtempSync(join(tmpdir(), 'widgets-src-'));
    scratch.push(src);
    mkdirSync(join(src, 'screens'));
    writeFileSync(
      join(src, 'screens', 'Light.tsx'),
      `import * as validators from 'virtual:form-validator/${screen}';\nexport const Light = () => <FlatForm validators={validators} />;\n`,
    );
    const found = mistakes(checkSchemas({ srcDir: src })).filter(
      (p) => p.file === rel && /FlatForm/.test(p.reason),
    );
    expect(found.map((p) => p.pointer).sort()).toEqual(
      refused
        .map(({ pointer }) => pointerOf(['form', 'uiSchema', ...pointer.split('/').slice(1), 'ui:widget']))
        .sort(),
    );
  });
});
