// @vitest-environment node
// The gallery's scenario files are staff files: `npm run check:schemas` names each mistake in one by
// file, line, JSON pointer and a plain sentence. Each case writes fixture scenario files into a copy
// of the project's staff files; the keys and words they name are read from that copy.
import { copy } from '../support/schemaCopy';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems, mistakes, type Problem } from '../../tools/check/checkSchemas';
import { resolveSteps } from '../../tools/check/scenarios';
import { isScenarioFile, scenarioFolder } from '../../tools/staff/schemaFiles';
import { sampleItems } from '../../src/sandbox/bankItems';

type Json = Record<string, unknown>;
const readJsonOf = (dir: string, rel: string) => JSON.parse(readFileSync(join(dir, rel), 'utf8')) as Json;
const writeJsonOf = (dir: string, rel: string, data: unknown) =>
  writeFileSync(join(dir, rel), `${JSON.stringify(data, null, 2)}\n`);

/** Writes one scenario file (JSON text as given, or an object) and returns the problems of scenario files. */
function check(dir: string, name: string, content: string | Json): Problem[] {
  const text = typeof content === 'string' ? content : `${JSON.stringify(content, null, 2)}\n`;
  writeFileSync(join(dir, scenarioFolder, `${name}.json`), text);
  return checkSchemas({ root: dir }).filter((p) => isScenarioFile(p.file));
}

function only(problems: Problem[]): Problem {
  expect(problems, formatProblems(problems)).toHaveLength(1);
  return problems[0] as Problem;
}

/** The 1-based line of the first line holding `text`. */
const lineOf = (text: string, part: string) => text.slice(0, text.indexOf(part)).split('\n').length;

interface FormFile {
  texts: Record<string, string>;
  form: { schema: { properties: Record<string, { title?: string; pattern?: string }> } };
}
const register = (dir: string) => readJsonOf(dir, 'schemas/screens/register.json') as unknown as FormFile;
const contact = (dir: string) => readJsonOf(dir, 'schemas/screens/contact.json') as unknown as FormFile;
const first = (o: object) => Object.keys(o)[0] as string;

const FUNNEL = '/promo/#/register?id=7';
const base = { group: 'Funnel', title: 'A state', path: FUNNEL };

describe('scenario file check', () => {
  it('accepts every committed scenario file', () => {
    expect(formatProblems(mistakes(checkSchemas()).filter((p) => isScenarioFile(p.file)))).toBe('');
  });

  it('a JSON typo, named with its file and line', () => {
    const dir = copy();
    const text = '{\n  "group": "Funnel",\n  "title": "A state"\n  "path": "/promo/#/register"\n}\n';
    const p = only(check(dir, 'typo', text));
    expect(p.file).toBe(`${scenarioFolder}/typo.json`);
    expect(p.line).toBe(4);
    expect(p.reason).toContain('This is not valid JSON');
  });

  it('a misspelt key, by the meta-schema, with the near name', () => {
    const dir = copy();
    const problems = check(dir, 'misspelt', { group: 'g', title: 't', pth: FUNNEL });
    expect(problems.map((p) => p.reason).join('\n')).toContain(
      '"pth" is not a name this file knows here. Did you mean "path"?',
    );
    expect(problems.map((p) => p.reason).join('\n')).toContain('"path" is missing here, and it is required.');
  });

  it('a path that is not a route of the table, with the near route', () => {
    const dir = copy();
    const scenario = { ...base, path: '/promo/#/registr?id=7' };
    const p = only(check(dir, 'no-route', scenario));
    expect(p.pointer).toBe('/path');
    expect(p.line).toBe(lineOf(JSON.stringify(scenario, null, 2), '"path"'));
    expect(p.reason).toContain('"/promo/#/registr" is not a route of src/app/routeTable.ts');
    expect(p.reason).toContain('Did you mean "/promo/#/register"?');
    const q = only(check(dir, 'no-route', { ...base, path: '/bindbank?product_id=1' }));
    expect(q.reason).toContain('Did you mean "/bindBank"?');
  });

  it('answers for an endpoint the catalogue does not have', () => {
    const dir = copy();
    const p = only(
      check(dir, 'order-x', {
        ...base,
        path: '/loanDetails?orderId=scenario-order-x',
        answers: { loanDetail: { orderStatus: 180 } },
      }),
    );
    expect(p.pointer).toBe('/answers/loanDetail');
    expect(p.reason).toContain('There is no endpoint "loanDetail"');
    expect(p.reason).toContain('Did you mean "loanDetails"?');
  });

  it('an answer of another shape than the app reads (schemas/api/), each field where it stands', () => {
    const dir = copy();
    const p = only(
      check(dir, 'order-x', {
        ...base,
        path: '/loanDetails?orderId=scenario-order-x',
        answers: { loanDetails: { orderStatus: [180] } },
      }),
    );
    expect(p.pointer).toBe('/answers/loanDetails/orderStatus');
    expect(p.reason).toMatch(/^This value must be /);
  });

  it('answers whose id the path never gives, and answers or steps on a held page', () => {
    const dir = copy();
    const p = only(
      check(dir, 'order-x', {
        ...base,
        path: '/loanDetails?orderId=174',
        answers: { loanDetails: { isDelay: '1' } },
      }),
    );
    expect(p.pointer).toBe('/answers');
    expect(p.reason).toContain('carry the id "scenario-order-x"');
    const held = check(dir, 'order-x', {
      ...base,
      path: '/loanDetails?orderId=scenario-order-x',
      hold: true,
      answers: { loanDetails: { isDelay: '1' } },
      steps: [{ waitFor: 'title' }],
    }).map((q) => `${q.pointer}: ${q.reason}`);
    expect(held.join('\n')).toContain('/answers: A held page never gets an answer');
    expect(held.join('\n')).toContain('/steps: A held page never loads');
  });

  it('a file name that cannot be an id in an address', () => {
    const dir = copy();
    const p = only(check(dir, 'Order_X', base));
    expect(p.reason).toContain('only lower-case letters, digits and hyphens');
  });

  it('a step naming a field the page’s form does not have, with the near key', () => {
    const dir = copy();
    const field = first(register(dir).form.schema.properties);
    const p = only(check(dir, 'steps', { ...base, steps: [{ fill: `${field}x`, with: '1' }] }));
    expect(p.pointer).toBe('/steps/0/fill');
    expect(p.reason).toContain(`The page has no form field "${field}x"`);
    expect(p.reason).toContain(`Did you mean "${field}"?`);
  });

  it('a field of the form the server sends, as the sandbox sends it for the page', () => {
    const dir = copy();
    const everyItem = sampleItems('').map((i) => i.code);
    const narrowed = new Set(sampleItems('ewallet').map((i) => i.code));
    const gone = everyItem.find((code) => !narrowed.has(code)) as string;
    expect(
      check(dir, 'bank', { ...base, path: '/bindBank?product_id=1', steps: [{ fill: gone, with: '1' }] }),
    ).toEqual([]);
    const p = only(
      check(dir, 'bank', {
        ...base,
        path: '/bindBank?product_id=ewallet',
        steps: [{ fill: gone, with: '1' }],
      }),
    );
    expect(p.reason).toContain('the form the sandbox sends this page');
  });

  it('a step pressing a text the screen file does not have, with the near name', () => {
    const dir = copy();
    const text = first(register(dir).texts);
    const p = only(check(dir, 'steps', { ...base, steps: [{ press: `texts.${text}x` }] }));
    expect(p.pointer).toBe('/steps/0/press');
    expect(p.reason).toContain(`There is no text "texts.${text}x" in "schemas/screens/register.json"`);
    expect(p.reason).toContain(`Did you mean "texts.${text}"?`);
  });

  it('a step pressing a text the page reads, which the screen file lost: said at the screen file alone', () => {
    const dir = copy();
    const text = first(register(dir).texts);
    const screen = register(dir) as unknown as Json & FormFile;
    const { [text]: words, ...rest } = screen.texts;
    writeJsonOf(dir, 'schemas/screens/register.json', { ...screen, texts: { ...rest, [`${text}x`]: words } });
    expect(check(dir, 'steps', { ...base, steps: [{ press: `texts.${text}` }] })).toEqual([]);
    const atScreen = mistakes(checkSchemas({ root: dir })).filter(
      (p) => p.file === 'schemas/screens/register.json',
    );
    expect(atScreen.map((p) => p.reason).join('\n')).toContain(`The text "${text}" is missing`);
  });

  it('a step that does two things, none, or types without a field', () => {
    const dir = copy();
    const field = first(register(dir).form.schema.properties);
    const text = `texts.${first(register(dir).texts)}`;
    const problems = check(dir, 'steps', {
      ...base,
      steps: [{ fill: field, with: '1', press: text }, {}, { press: text, with: '1' }, { fill: field }],
    }).map((p) => `${p.pointer}: ${p.reason}`);
    expect(problems).toEqual([
      expect.stringMatching(/^\/steps\/0: A step does one thing/),
      expect.stringMatching(/^\/steps\/1: This step does nothing/),
      expect.stringMatching(/^\/steps\/2\/with: "with" says what to type/),
      expect.stringMatching(/^\/steps\/3\/fill: Say what to type/),
    ]);
  });

  it('"{valid}" for a field whose rule no value the gallery makes up can fit', () => {
    const dir = copy();
    const form = contact(dir);
    const field = first(form.form.schema.properties);
    form.form.schema.properties[field]!.pattern = '^[a-z]+$';
    writeJsonOf(dir, 'schemas/screens/contact.json', form);
    const p = only(
      check(dir, 'steps', { ...base, path: '/Contact', steps: [{ fill: field, with: '{valid}' }] }),
    );
    expect(p.pointer).toBe('/steps/0/with');
    expect(p.reason).toContain('cannot make up a value');
  });

  it('"{valid}" for a field without a pattern is any value the field can hold', () => {
    const dir = copy();
    const form = contact(dir);
    const field = first(form.form.schema.properties);
    delete form.form.schema.properties[field]?.pattern;
    writeJsonOf(dir, 'schemas/screens/contact.json', form);
    expect(
      check(dir, 'steps', { ...base, path: '/Contact', steps: [{ fill: field, with: '{valid}' }] }),
    ).toEqual([]);
  });
});

describe('scenario steps follow a correct staff edit', () => {
  it('a relabelled field and button, and a new phone rule: the steps find them by their new words', () => {
    const dir = copy();
    const form = register(dir);
    const field = first(form.form.schema.properties);
    const text = first(form.texts);
    const scenario = { ...base, steps: [{ fill: field, with: '{valid}' }, { press: `texts.${text}` }] };
    (form.form.schema.properties[field] as { title: string }).title = 'A label staff just wrote';
    form.texts[text] = 'A button staff just renamed';
    // A field that names the one mobile-number rule follows the rule in app.json; another its own pattern.
    const property = form.form.schema.properties[field] as { pattern?: string; format?: string };
    if (property.format === 'mobileNumber') {
      const app = readJsonOf(dir, 'schemas/app.json');
      (app.mobileNumber as { pattern: string }).pattern = '^09\\d{9}$';
      writeJsonOf(dir, 'schemas/app.json', app);
    } else property.pattern = '^09\\d{9}$';
    writeJsonOf(dir, 'schemas/screens/register.json', form);
    expect(check(dir, 'relabelled', scenario)).toEqual([]);
    const { steps, problems } = resolveSteps(scenario, dir);
    expect(problems).toEqual([]);
    expect(steps).toMatchObject([
      { kind: 'fill', label: 'A label staff just wrote' },
      { kind: 'press', name: 'A button staff just renamed' },
    ]);
    expect((steps[0] as { value: string }).value).toMatch(/^09\d{9}$/);
  });
});
