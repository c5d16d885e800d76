// The contract-to-form mapping on every staff file: each contract (schemas/meta/screens/*, app,
// messages) renders its real file as a form of plain controls (no file, and no part of one, as a JSON
// text box); texts are text boxes named by their key with the key's description beside them; limits
// are number inputs with the contract's range; actions, dialogs, app calls and addresses are pickers
// offering the names that exist. Everything looked for is read from the contracts and the files.
import { fireEvent, isInaccessible, render, screen, within } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, test } from 'vitest';
import { server } from '../../support/server';
import type { Names } from '../../../studio/shared/protocol';
import { COLOUR_KEY, humanize, type Schema } from '../../../studio/client/contract';
import { contrastRatio, parseColour, ratioText, type Rgba } from '../../../tools/staff/colour';
import { ContractForm, withoutFilledDefaults } from '../../../studio/client/FileEditor';
import { ROOT_ID } from '../../../studio/client/form/formContext';
import { patchJson } from '../../../studio/shared/jsonPatch';
import { bundleContract } from '../../../studio/server/contract';
import { inAppTable, promoTable, siteTable } from '../../../src/app/routeTable';

const read = (p: string) => JSON.parse(readFileSync(p, 'utf8')) as Schema;
const isObject = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The contract as the studio's server gives it (every $ref local). */
const bundle = (contractPath: string) => bundleContract(resolve(contractPath)) as Schema;

const publicFiles = (dir: string, at = ''): string[] =>
  readdirSync(join(dir, at)).flatMap((name) =>
    statSync(join(dir, at, name)).isDirectory()
      ? publicFiles(dir, `${at}/${name}`)
      : /\.(svg|png|jpe?g|webp|gif)$/.test(name)
        ? [`${at}/${name}`]
        : [],
  );

/** What a kind of thing is called where a file names it: (kind, name) of each use. */
function namedUses(data: unknown, path: string[] = []): { kind: string; name: string; path: string[] }[] {
  if (Array.isArray(data)) return data.flatMap((v, i) => namedUses(v, [...path, String(i)]));
  if (!isObject(data)) return [];
  const own: { kind: string; name: string; path: string[] }[] = [];
  const kind = data.type;
  if ((kind === 'dialog' || kind === 'closeDialog') && typeof data.name === 'string')
    own.push({ kind: 'dialogs', name: data.name, path });
  if (kind === 'bridge' && typeof data.name === 'string')
    own.push({ kind: 'bridgeCalls', name: data.name, path });
  if ((kind === 'navigate' || kind === 'replace') && typeof data.to === 'string')
    own.push({ kind: 'routes', name: data.to, path });
  return [...own, ...Object.entries(data).flatMap(([k, v]) => namedUses(v, [...path, k]))];
}

/** A value that is a JSON object or list written out: what a bare JSON box would hold. */
function holdsJson(value: string): boolean {
  try {
    return typeof JSON.parse(value) === 'object' && JSON.parse(value) !== null;
  } catch {
    return false;
  }
}

const contracts = [
  ...readdirSync('schemas/meta/screens')
    .filter((f) => f.endsWith('.schema.json'))
    .map((f) => ({
      contract: `schemas/meta/screens/${f}`,
      file: `schemas/screens/${f.replace('.schema.json', '.json')}`,
    })),
  { contract: 'schemas/meta/app.schema.json', file: 'schemas/app.json' },
  { contract: 'schemas/meta/messages.schema.json', file: 'schemas/messages.json' },
];

function namesFor(file: string, data: Schema): Names {
  const uses = namedUses(data);
  const of = (kind: string) => uses.filter((u) => u.kind === kind).map((u) => u.name);
  return {
    routes: [
      ...new Set([...[...siteTable, ...inAppTable, ...promoTable].map((r) => r.path), ...of('routes')]),
    ],
    bridgeCalls: [...new Set(['closeWebView', ...of('bridgeCalls')])],
    images: publicFiles('public'),
    dialogs: { [file]: Object.keys(isObject(data.dialogs) ? data.dialogs : {}) },
    actions: { [file]: Object.keys(isObject(data.actions) ? data.actions : {}) },
  };
}

const props = (s: unknown, key: string): Record<string, Schema> => {
  const at = isObject(s) && isObject(s.properties) ? s.properties[key] : undefined;
  return isObject(at) && isObject(at.properties) ? (at.properties as Record<string, Schema>) : {};
};

// The rule tables ask the studio's server for each list's facts; none are needed here.
beforeEach(() => server.use(http.get('/studio/api/rules', () => HttpResponse.json({ lists: [] }))));

describe.each(contracts)('$contract on $file', ({ contract, file }) => {
  const schema = bundle(contract);
  const data = read(file);
  const names = namesFor(file, data);
  const renderForm = () =>
    render(
      <ContractForm
        file={file}
        contract={schema}
        value={data}
        names={names}
        problems={[]}
        onChange={() => undefined}
      />,
    );

  test('no part of the file is a JSON text box, and every control is named', () => {
    const { container } = renderForm();
    const boxes = container.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea');
    expect(boxes.length).toBeGreaterThan(0);
    for (const box of boxes) {
      if (box.type === 'hidden' || box.closest('[hidden]')) continue;
      expect(holdsJson(box.value), `${box.id} holds JSON: ${box.value}`).toBe(false);
    }
    expect(container.textContent).not.toMatch(/unsupported field/i);
    const labelled = new Set([...container.querySelectorAll('label[for]')].map((l) => l.getAttribute('for')));
    for (const control of container.querySelectorAll<HTMLElement>('input, select, textarea')) {
      if ((control as HTMLInputElement).type === 'hidden' || control.closest('[hidden]')) continue;
      const named =
        labelled.has(control.id) || control.getAttribute('aria-label') || control.closest('label');
      expect(named, `${control.id} has no name`).toBeTruthy();
    }
    // Staff's words: never RJSF's own item titles ("Then-1").
    for (const name of container.querySelectorAll('label, legend'))
      expect(name.textContent ?? '').not.toMatch(/\S-\d+$/);
  });

  const texts = file.endsWith('messages.json')
    ? Object.fromEntries(
        Object.entries(schema.properties as Record<string, Schema>).filter(([k]) => k !== '$schema'),
      )
    : props(schema, 'texts');
  if (Object.keys(texts).length)
    test('texts are text boxes named by their key, with its description', () => {
      renderForm();
      const messages = file.endsWith('messages.json');
      const values = (messages ? data : data.texts) as Schema;
      const place = messages ? screen : within(screen.getByRole('group', { name: 'Texts' }));
      for (const [key, keySchema] of Object.entries(texts)) {
        if (!(key in values)) continue;
        const box = place.getByRole('textbox', {
          name: keySchema.title ? String(keySchema.title) : humanize(key),
        });
        expect(box).toHaveValue(String(values[key]));
        const help = within(box.closest('.sf-field') as HTMLElement);
        if (typeof keySchema.description === 'string')
          expect(help.getByText(keySchema.description, { exact: false })).toBeVisible();
        // A placeholder the check will not let go is named before it is typed over.
        for (const [name, what] of Object.entries(
          (keySchema['x-required-placeholders'] ?? {}) as Record<string, string>,
        ))
          expect(help.getByText(`{${name}}`, { exact: false })).toHaveTextContent(what);
      }
    });

  if (Object.keys(texts).length)
    test('changing one text changes that one line of the file, nothing the form filled in', () => {
      let changed: unknown;
      const { container } = render(
        <ContractForm
          file={file}
          contract={schema}
          value={data}
          names={names}
          problems={[]}
          onChange={(v) => (changed = v)}
        />,
      );
      const key = Object.keys(texts).find(
        (k) => k in ((file.endsWith('messages.json') ? data : data.texts) as Schema),
      );
      const id = file.endsWith('messages.json') ? `${ROOT_ID}_${key}` : `${ROOT_ID}_texts_${key}`;
      const box = container.querySelector<HTMLInputElement>(`#${CSS.escape(id)}`) as HTMLInputElement;
      fireEvent.change(box, { target: { value: `${box.value} (edited)` } });
      const text = readFileSync(file, 'utf8');
      const next = patchJson(text, withoutFilledDefaults(changed, data));
      const before = text.split('\n');
      const after = next.split('\n');
      expect(after.length).toBe(before.length);
      expect(before.filter((line, i) => line !== after[i])).toHaveLength(1);
    });

  const limits = {
    ...props(schema, 'limits'),
    ...props(props(schema, 'money'), ''),
    ...props(schema, 'mobileNumber'),
    ...props(schema, 'money'),
  };
  const numeric = Object.entries(limits).filter(([, s]) => s.type === 'number' || s.type === 'integer');
  if (numeric.length)
    test('limits are number inputs with their range', () => {
      renderForm();
      for (const [key, s] of numeric) {
        const input = screen.getByRole('spinbutton', { name: s.title ? String(s.title) : humanize(key) });
        if (typeof s.minimum === 'number') expect(input).toHaveAttribute('min', String(s.minimum));
        else expect(input).not.toHaveAttribute('min');
        if (typeof s.maximum === 'number') expect(input).toHaveAttribute('max', String(s.maximum));
        else expect(input).not.toHaveAttribute('max');
      }
    });

  const colours = Object.entries((schema.properties ?? {}) as Record<string, Schema>).filter(
    ([k, s]) => COLOUR_KEY.test(k) && s.type === 'string' && typeof data[k] === 'string',
  );
  if (colours.length)
    test('colours are colour fields that say their contrast', () => {
      renderForm();
      const white = parseColour('#fff') as Rgba;
      for (const [key, s] of colours) {
        const box = screen.getByRole('textbox', { name: s.title ? String(s.title) : humanize(key) });
        expect(box).toHaveValue(String(data[key]));
        const ratio = ratioText(contrastRatio(parseColour(String(data[key])) as Rgba, white));
        expect(box.closest('.sf-field')).toHaveTextContent(`with white: ${ratio}`);
        expect(within(box.closest('.sf-field') as HTMLElement).getByLabelText(/^Pick /)).toHaveAttribute(
          'type',
          'color',
        );
      }
    });

  // Rule lists are the rule table's (helper "rules"): their rows are left to its own tests.
  const images = new Set(names.images);
  const pictures = (value: unknown, path: string[] = []): { kind: string; name: string; path: string[] }[] =>
    typeof value === 'string'
      ? images.has(value)
        ? [{ kind: 'images', name: value, path }]
        : []
      : typeof value === 'object' && value !== null
        ? Object.entries(value).flatMap(([k, v]) => pictures(v, [...path, k]))
        : [];
  const uses = [...namedUses(data), ...pictures(data)].filter((u) => !u.path.includes('rules'));
  const actionNames = Object.keys(isObject(data.actions) ? data.actions : {});
  if (uses.length || actionNames.length)
    test('actions, dialogs, app calls and addresses are pickers of the names that exist', () => {
      const { container } = renderForm();
      const pickers = [...container.querySelectorAll<HTMLSelectElement>('select[data-picker]')];
      const offered = (select: HTMLSelectElement) => [...select.options].map((o) => o.value).filter(Boolean);
      for (const use of uses) {
        const found = pickers.filter((p) => p.dataset.picker === use.kind && p.value === use.name);
        expect(found.length, `${use.path.join('/')}: ${use.kind} ${use.name}`).toBeGreaterThan(0);
      }
      for (const use of uses.filter((u) => u.kind === 'images')) {
        const select = pickers.find((p) => p.dataset.picker === 'images' && p.value === use.name);
        expect(select?.parentElement?.querySelector('img')).toHaveAttribute('src', use.name);
      }
      for (const select of pickers) {
        const kind = select.dataset.picker as keyof Names;
        const expected = kind === 'dialogs' || kind === 'actions' ? (names[kind][file] ?? []) : names[kind];
        expect(offered(select)).toEqual(expect.arrayContaining(expected));
      }
      if (actionNames.length && pickers.some((p) => p.dataset.picker === 'actions'))
        expect(
          pickers
            .filter((p) => p.dataset.picker === 'actions')
            .every((p) => actionNames.every((a) => offered(p).includes(a))),
        ).toBe(true);
    });
});

// A new thing of a group of named things (a dialog, an action) is named in the form: its name is a
// box of its own, as the form's other fields are, and never only in the raw JSON.
const named = contracts.flatMap(({ contract, file }) => {
  const data = read(file);
  return ['dialogs', 'actions']
    .filter((group) => isObject(data[group]))
    .map((group) => ({ contract, file, group, schema: bundle(contract) }));
});

test('screen files have groups of named things: dialogs and actions', () =>
  expect(new Set(named.map((n) => n.group))).toEqual(new Set(['dialogs', 'actions'])));

test.each(named)('$group of $file: a new one is added and named in the form', ({ file, group, schema }) => {
  const data = read(file);
  let changed: Schema | undefined;
  const { container } = render(
    <ContractForm
      file={file}
      contract={schema}
      value={data}
      names={namesFor(file, data)}
      problems={[]}
      onChange={(v) => (changed = v as Schema)}
    />,
  );
  const groupBox = screen.getByRole('group', { name: humanize(group) });
  // Queries by role and name, or by label, compute the labels of every control of the group: seconds
  // in jsdom for a group this large. Each control is found by its own words instead, and its role,
  // name and visibility to assistive technology are checked on it alone.
  const nameBox = (key: string) => {
    const label = within(groupBox).getByText(`Name of ${key}`, { selector: 'label' }) as HTMLLabelElement;
    const box = label.control;
    expect(box).toHaveRole('textbox');
    expect(box).toHaveAccessibleName(`Name of ${key}`);
    expect(isInaccessible(box!)).toBe(false);
    return box!;
  };
  const before = Object.keys((data[group] ?? {}) as Schema);
  // The things already there that the contract does not name itself are named by their key, each
  // in a box of its own.
  const declared = Object.keys(props(schema, group));
  for (const key of before.filter((k) => !declared.includes(k))) expect(nameBox(key)).toHaveValue(key);
  const adds = within(groupBox)
    .getAllByText('Add one', { selector: 'button' })
    .filter((button) => !isInaccessible(button));
  const add = adds.at(-1)!;
  expect(add).toHaveRole('button');
  expect(add).toHaveAccessibleName('Add one');
  fireEvent.click(add);
  const added = Object.keys((changed?.[group] ?? {}) as Schema).find((k) => !before.includes(k));
  expect(added, 'a new one is in the form').toBeDefined();
  const newBox = nameBox(added!);
  const name = `${group.slice(0, -1)}FromTheStudio`;
  fireEvent.change(newBox, { target: { value: name } });
  fireEvent.blur(newBox);
  const keys = Object.keys((changed?.[group] ?? {}) as Schema);
  expect(keys).toContain(name);
  expect(keys).not.toContain(added);
  expect(container.querySelector(`[id$="${group}_${name}-key"]`)).toHaveValue(name);
});
