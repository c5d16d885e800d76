// @vitest-environment node
// Each realistic staff mistake of issue 12, made in a temporary copy of schemas/ and content/, must be
// reported with its file, line, JSON pointer and a plain sentence. Each test finds its place by the
// files' structure (keys the code reads, rule lists walked for what they hold), never by today's copy,
// numbers, order or formatting, so a correct staff edit never moves a test off its mark.
import { copy, findInScreens, readCopy, setAt } from '../support/schemaCopy';
import { readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  checkSchemas,
  didYouMean,
  formatProblems,
  mistakes,
  type Problem,
} from '../../tools/check/checkSchemas';
import { contractPath } from '../../tools/staff/schemaFiles';
import { compileContent } from '../../tools/staff/contentCompiler';
import { isObject, PLACEHOLDER, pointerOf } from '../../tools/staff/json';
import { JsonCopy, misspell } from '../support/jsonCopy';
import { GALLERY_MARKER } from '../../src/runtime/base/galleryMarker';

const screenFile = (dir: string, name: string) => new JsonCopy(dir, `schemas/screens/${name}.json`);

/** Replaces the text at `at` (which must be inside the file) in a Markdown file of the copy; returns its line. */
function editText(dir: string, rel: string, at: number, length: number, to: string): number {
  const path = join(dir, rel);
  const text = readFileSync(path, 'utf8');
  writeFileSync(path, text.slice(0, at) + to + text.slice(at + length));
  return text.slice(0, at).split('\n').length;
}

/** The one mistake in `file`; warnings (the committed theme colour's contrast) are not mistakes. */
function only(problems: Problem[], file: string): Problem {
  const mine = mistakes(problems).filter((p) => p.file === file);
  expect(mine, formatProblems(problems)).toHaveLength(1);
  return mine[0] as Problem;
}

/** The first placeholder of a text with a name of at least `min` letters: its name and where it starts. */
function placeholderIn(text: string, min = 1): { name: string; index: number } | undefined {
  for (const m of text.matchAll(PLACEHOLDER))
    if ((m[1] as string).length >= min) return { name: m[1] as string, index: m.index };
  return undefined;
}

/** Misspells the first placeholder (of at least `min` letters) of the text at `at`; returns where. */
function misspellPlaceholder(file: JsonCopy, at: string, min = 1) {
  const text = file.get(at) as string;
  const { name, index } = placeholderIn(text, min) as { name: string; index: number };
  const typo = misspell(name);
  const line = file.replace(
    at,
    JSON.stringify(`${text.slice(0, index)}{${typo}}${text.slice(index + name.length + 2)}`),
  );
  return { name, typo, line };
}

const last = (pointer: string) => pointer.slice(pointer.lastIndexOf('/') + 1);
const parentOf = (pointer: string) => pointer.slice(0, pointer.lastIndexOf('/'));
const isAction = (type?: string) => (v: unknown) =>
  isObject(v) && typeof v.type === 'string' && (type === undefined || v.type === type);

describe('schema and content check', () => {
  it('accepts every file in schemas/ and content/ as committed', () => {
    expect(formatProblems(mistakes(checkSchemas()))).toBe('');
  });

  it('a button naming a missing action', () => {
    const file = screenFile(copy(), 'orderDetails');
    const at = file.find((v, path) => path.at(-1) === 'action' && typeof v === 'string', '/rules/buttons');
    const action = file.get(at) as string;
    const line = file.replace(at, JSON.stringify(misspell(action)));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect(p.line).toBe(line);
    expect(p.pointer).toBe(at);
    expect(p.reason).toContain(`There is no action "${misspell(action)}"`);
    expect(p.reason).toContain(`Did you mean "${action}"?`);
  });

  it('an unknown bridge handler', () => {
    const file = screenFile(copy(), 'orderDetails');
    const at = `${file.find(isAction('bridge'), '/actions')}/name`;
    const handler = file.get(at) as string;
    const line = file.replace(at, JSON.stringify(misspell(handler)));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect(formatProblems([p])).toMatch(
      new RegExp(`^${file.rel}:${line}:\\d+ #${at}: The app has no bridge handler "${misspell(handler)}"`),
    );
    expect(p.reason).toContain(`Did you mean "${handler}"?`);
  });

  it('an unknown kind of action', () => {
    const file = screenFile(copy(), 'orderDetails');
    const at = `${file.find((v, path) => path.length === 1 && isAction('navigate')(v), '/actions')}/type`;
    const line = file.replace(at, JSON.stringify('navigat'));
    const problems = mistakes(checkSchemas({ root: file.root }));
    expect(problems.every((p) => p.file === file.rel && p.line === line)).toBe(true);
    expect(formatProblems(problems)).toContain(`#${at}: "navigat" is not`);
    expect(formatProblems(problems)).toContain('Did you mean "navigate"?');
  });

  it('an unknown kind of action in the rules of a choose action', () => {
    const file = screenFile(copy(), 'orderDetails');
    const choose = file.find(isAction('choose'), '/actions');
    const at = `${file.find((v, path) => path.length === 2 && path[1] === 'then' && isAction()(v), `${choose}/rules`)}/type`;
    const kind = file.get(at) as string;
    const line = file.replace(at, JSON.stringify(misspell(kind)));
    const problems = mistakes(checkSchemas({ root: file.root }));
    expect(problems.map((p) => [p.file, p.line, p.pointer])).toEqual([[file.rel, line, at]]);
    expect(problems[0]?.reason).toContain(`Did you mean "${kind}"?`);
  });

  it('`required` naming a field missing from `properties`', () => {
    const file = screenFile(copy(), 'register');
    const line = file.replace('/form/schema/required/0', JSON.stringify('notAField'));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, '/form/schema/required/0']);
    expect(p.reason).toContain('the form has no field "notAField"');
  });

  it('`errorMessages` for a misspelled field', () => {
    const file = screenFile(copy(), 'register');
    const field = Object.keys(file.get('/form/errorMessages') as object)[0] as string;
    const line = file.rename(`/form/errorMessages/${field}`, misspell(field));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, `/form/errorMessages/${misspell(field)}`]);
    expect(p.reason).toContain(`Did you mean "${field}"?`);
  });

  it('`errorMessages` for a check the field does not have', () => {
    const file = screenFile(copy(), 'complaintSubmit');
    const at = file.find((_, path) => path.length === 2 && path[1] !== '*', '/form/errorMessages');
    const check = last(at);
    const line = file.rename(at, misspell(check));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, `${parentOf(at)}/${misspell(check)}`]);
    expect(p.reason).toContain(`Did you mean "${check}"?`);
  });

  it('a duplicated JSON key', () => {
    const file = screenFile(copy(), 'register');
    const [key, text] = Object.entries(file.get('/texts') as object)[0] as [string, string];
    const line = file.insertAfter(`/texts/${key}`, `"${key}": ${JSON.stringify(`${text}!`)}`);
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, `/texts/${key}`]);
    expect(p.reason).toContain('appears twice');
  });

  it('a missing icon file', () => {
    const file = screenFile(copy(), 'orderDetails');
    const icons = file.get('/rules/statusIcon') as { when: Record<string, unknown> }[];
    const rule = unusedRule(icons, '"/icons/no-such-status.svg"');
    const line = file.insertBefore(`/rules/statusIcon/${icons.length - 1}`, rule);
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, `/rules/statusIcon/${icons.length - 1}/then`]);
    expect(p.reason).toContain('The image "/icons/no-such-status.svg" does not exist');
  });

  it('an unknown {placeholder} in a JSON text', () => {
    const file = screenFile(copy(), 'orderDetails');
    const at = file.find(
      (v) => typeof v === 'string' && !!placeholderIn(v, 3)?.name.match(/^\w+$/),
      '/texts',
    );
    const { name, typo, line } = misspellPlaceholder(file, at, 3);
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, at]);
    expect(p.reason).toContain(`{${typo}}`);
    expect(p.reason).toContain(`Did you mean "${name}"?`);
  });

  it('a {limits.…} placeholder naming a limit the screen does not have', () => {
    const file = screenFile(copy(), 'register');
    const limit = Object.keys(file.get('/limits') as object)[0] as string;
    const [key, text] = Object.entries(file.get('/texts') as object)[0] as [string, string];
    const line = file.replace(`/texts/${key}`, JSON.stringify(`${text} {limits.${misspell(limit)}}`));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, `/texts/${key}`]);
    expect(p.reason).toContain(`Did you mean "limits.${limit}"?`);
  });

  it('a misspelled key inside `texts`', () => {
    const file = screenFile(copy(), 'register');
    const contract = JSON.parse(readFileSync(contractPath('register', file.root), 'utf8')) as {
      properties: { texts: { required: string[] } };
    };
    const key = contract.properties.texts.required[0] as string;
    const line = file.rename(`/texts/${key}`, misspell(key));
    const problems = checkSchemas({ root: file.root }).filter((p) => p.file === file.rel);
    expect(problems.map((p) => [p.line, p.pointer])).toEqual([
      [line, `/texts/${misspell(key)}`],
      [expect.any(Number), '/texts'],
    ]);
    expect(problems[0]?.reason).toContain(`Did you mean "${key}"?`);
    expect(problems[1]?.reason).toContain(`The text "${key}" is missing`);
  });

  it('a misspelled countdown limit', () => {
    const file = screenFile(copy(), 'register');
    const line = file.rename('/limits/countdownSeconds', 'countdownSecond');
    const problems = checkSchemas({ root: file.root }).filter((p) => p.file === file.rel);
    expect(problems[0]).toMatchObject({ line, pointer: '/limits/countdownSecond' });
    expect(problems[0]?.reason).toContain('Did you mean "countdownSeconds"?');
    expect(problems[1]?.reason).toContain('The limit "countdownSeconds" is missing');
  });

  it('a rule after the catch-all rule', () => {
    const file = screenFile(copy(), 'orderDetails');
    const icons = file.get('/rules/statusIcon') as { when: Record<string, unknown>; then: unknown }[];
    expect(icons.at(-1)?.when).toEqual({});
    const rule = unusedRule(icons, JSON.stringify(icons.at(-1)?.then));
    const line = file.insertAfter(`/rules/statusIcon/${icons.length - 1}`, rule);
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, `/rules/statusIcon/${icons.length}`]);
    expect(p.reason).toContain('can never match');
  });

  it('a rule with a misspelled fact', () => {
    const file = screenFile(copy(), 'orderDetails');
    const at = file.find((_, path) => path.length === 3 && path[1] === 'when', '/rules/buttons');
    const fact = last(at);
    const line = file.rename(at, misspell(fact));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, `${parentOf(at)}/${misspell(fact)}`]);
    expect(p.reason).toContain(`Did you mean "${fact}"?`);
  });

  it('an invalid regular expression in the bank input types', () => {
    const file = screenFile(copy(), 'bindBank');
    const at = file.find((v, path) => path.at(-1) === 'pattern' && typeof v === 'string', '/data');
    const line = file.replace(at, JSON.stringify(`(${file.get(at) as string}`));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect(p.line).toBe(line);
    expect(p.pointer).toBe(at);
    expect(p.reason).toContain('is not a valid regular expression');
  });

  it('an invalid regular expression in a form', () => {
    const file = screenFile(copy(), 'register');
    const at = file.find(
      (v, path) => path.at(-1) === 'pattern' && typeof v === 'string',
      '/form/schema/properties',
    );
    const line = file.replace(at, JSON.stringify(`(${file.get(at) as string}`));
    const { col } = file.at(at);
    expect(formatProblems(checkSchemas({ root: file.root }))).toContain(
      `${file.rel}:${line}:${col} #${at}: The pattern`,
    );
  });

  it('a deleted Markdown file, naming the screen that shows it', () => {
    const dir = copy();
    rmSync(join(dir, 'content/aboutUs.md'));
    const p = only(checkSchemas({ root: dir }), 'content/aboutUs.md');
    expect(p.reason).toContain('src/screens/site/About.tsx');
  });

  it('an unknown {placeholder} in Markdown', () => {
    const dir = copy();
    const [rel, text, found] = readdirSync(join(dir, 'content'))
      .sort()
      .map((name) => `content/${name}`)
      .map((rel) => [rel, readFileSync(join(dir, rel), 'utf8')] as const)
      .map(([rel, text]) => [rel, text, placeholderIn(text, 3)] as const)
      .find(([, , found]) => found) as [string, string, { name: string; index: number }];
    expect(text).toContain(`{${found.name}}`);
    const line = editText(dir, rel, found.index, found.name.length + 2, `{${misspell(found.name)}}`);
    const p = only(checkSchemas({ root: dir }), rel);
    expect(p.line).toBe(line);
    expect(p.reason).toContain(`Did you mean "${found.name}"?`);
  });

  it('a file that is not JSON, at the place it breaks', () => {
    const file = screenFile(copy(), 'register');
    const key = Object.keys(file.get('/texts') as object)[0] as string;
    const line = file.dropCommaAfter(`/texts/${key}`);
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect(p.line).toBe(line);
    expect(p.reason).toContain('not valid JSON');
    expect(p.reason).toContain('a comma is missing between two entries');
  });

  it('single quotes, a line broken inside a text and a straight quote inside one, each said in words', () => {
    // Each slip is made in a text of the test's own wording, so whatever the file says today.
    const TEXT = 'Abc def';
    const slips: [string, string][] = [
      ['not single ones', `'${TEXT}'`],
      ['must stay on one line', `"${TEXT.replace(' ', '\n')}"`],
      ['ends the text early', `"${TEXT.replace(' ', ' "x" ')}"`],
    ];
    for (const [words, slipped] of slips) {
      const file = screenFile(copy(), 'register');
      const key = Object.keys(file.get('/texts') as object)[0] as string;
      file.replace(`/texts/${key}`, JSON.stringify(TEXT));
      const path = join(file.root, file.rel);
      const text = readFileSync(path, 'utf8');
      const at = text.indexOf(JSON.stringify(TEXT));
      writeFileSync(path, text.slice(0, at) + slipped + text.slice(at + JSON.stringify(TEXT).length));
      const p = only(checkSchemas({ root: file.root }), file.rel);
      expect(p.line, words).toBe(text.slice(0, at).split('\n').length);
      expect(p.reason).toMatch(/^This is not valid JSON: /);
      expect(p.reason).toContain(words);
    }
  });

  it('a comma after the last entry of a group, at the comma, saying to take it out', () => {
    const file = screenFile(copy(), 'register');
    const texts = Object.keys(file.get('/texts') as object);
    const key = texts.at(-1) as string;
    const { line, col } = file.at(`/texts/${key}`);
    file.insertAfter(`/texts/${key}`, '');
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect(p.line).toBe(line);
    expect(p.col).toBeGreaterThan(col);
    expect(p.reason).toContain('JSON allows no comma after the last one of a group. Take this comma out.');
  });

  it('curly quotes around a name, at the quote', () => {
    const file = screenFile(copy(), 'register');
    const key = Object.keys(file.get('/texts') as object)[0] as string;
    const line = file.rename(`/texts/${key}`, key);
    const path = join(file.root, file.rel);
    writeFileSync(path, readFileSync(path, 'utf8').replace(`"${key}":`, `\u201C${key}\u201D:`));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect(p.line).toBe(line);
    expect(p.reason).toContain('is a typographic (curly) quote');
  });

  it('the policy page, shown in a frame, must be a secure address: the CSP frames no other', () => {
    const file = new JsonCopy(copy(), 'schemas/app.json');
    const at = '/policyUrl';
    const plain = String(file.get(at)).replace(/^https:/, 'http:');
    const line = file.replace(at, JSON.stringify(plain));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, at]);
    expect(p.reason).toContain('starting with https://');
  });

  it('an address or a number of the wrong form, in words and not as a pattern', () => {
    const file = new JsonCopy(copy(), 'schemas/app.json');
    // Any web address but the policy page's, which must be a secure one (the test above).
    const at = file.find(
      (v, path) => typeof v === 'string' && /^https?:\/\//.test(v) && path[0] !== 'policyUrl',
    );
    const line = file.replace(at, JSON.stringify('javascript:alert(1)'));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, at]);
    expect(p.reason).toBe(
      '"javascript:alert(1)" is not a web address: write it in full, starting with https://.',
    );
    const screen = findInScreens((v, path) => path.at(-1) === 'stars' && typeof v === 'number');
    const dir = copy();
    const starsLine = setAt(dir, screen.rel, screen.path, 0);
    const stars = only(checkSchemas({ root: dir }), screen.rel);
    expect(stars.line).toBe(starsLine);
    expect(stars.reason).toMatch(/^This number must be at least \d+\.$/);
  });

  it('a name holding a character that cannot be seen, named as such', () => {
    const file = screenFile(copy(), 'register');
    const key = Object.keys(file.get('/texts') as object)[0] as string;
    const line = file.rename(`/texts/${key}`, `${key}\u00A0`);
    const said = mistakes(checkSchemas({ root: file.root })).filter((p) =>
      p.reason.includes('cannot be seen'),
    );
    expect(said.map((p) => [p.file, p.line, p.pointer])).toEqual([[file.rel, line, `/texts/${key}\u00A0`]]);
    expect(said[0]?.reason).toContain(`the app would not find it under "${key}"`);
  });

  it('a broken app.json is the one mistake said, not every text that reads its values', () => {
    const dir = copy();
    const text = readFileSync(join(dir, 'schemas/app.json'), 'utf8');
    writeFileSync(join(dir, 'schemas/app.json'), text.replace(/,\n/, '\n'));
    const problems = mistakes(checkSchemas({ root: dir }));
    expect(problems.map((p) => p.file)).toEqual(['schemas/app.json']);
    expect(problems[0]?.reason).toContain('not valid JSON');
  });

  it('a limit written as text', () => {
    const file = screenFile(copy(), 'register');
    const seconds = file.get('/limits/countdownSeconds') as number;
    const line = file.replace('/limits/countdownSeconds', JSON.stringify(String(seconds)));
    const { col } = file.at('/limits/countdownSeconds');
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect(formatProblems([p])).toBe(
      `${file.rel}:${line}:${col} #/limits/countdownSeconds: This value must be a number.`,
    );
  });

  it('an unknown top-level key', () => {
    const file = screenFile(copy(), 'register');
    const line = file.rename('/title', 'titel');
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, '/titel']);
    expect(p.reason).toContain('Did you mean "title"?');
  });

  it('an unknown {placeholder} in a shared message', () => {
    const file = new JsonCopy(copy(), 'schemas/messages.json');
    const at = file.find((v, path) => path.length === 1 && typeof v === 'string' && !!placeholderIn(v));
    const { name, typo, line } = misspellPlaceholder(file, at);
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, at]);
    expect(p.reason).toContain(`The placeholder {${typo}} has no value in this message`);
    expect(p.reason).toContain(`Did you mean "${name}"?`);
  });

  it('a {placeholder} in a shared message the app gives no values', () => {
    const file = new JsonCopy(copy(), 'schemas/messages.json');
    const line = file.replace('/retry', JSON.stringify(`${file.get('/retry') as string} {appName}`));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, '/retry']);
    expect(p.reason).toContain('this message is given none');
  });

  it('a screen opening on an endpoint the catalogue does not have', () => {
    const file = screenFile(copy(), 'orderDetails');
    const endpoint = file.get('/open/endpoint') as string;
    const line = file.replace('/open/endpoint', JSON.stringify(misspell(endpoint)));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, '/open/endpoint']);
    expect(p.reason).toContain(
      `There is no endpoint "${misspell(endpoint)}" in the app's endpoint catalogue`,
    );
    expect(p.reason).toContain(`Did you mean "${endpoint}"?`);
  });

  it('a screen opening on an endpoint that changes something on the server', () => {
    const file = screenFile(copy(), 'complaintList');
    const line = file.replace('/open/endpoint', JSON.stringify('problemSave'));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, '/open/endpoint']);
    expect(p.reason).toContain('"problemSave" changes something on the server, so it cannot open a page');
    expect(p.reason).toContain('Name an endpoint that only reads.');
  });

  it('one of several openings naming an unknown endpoint', () => {
    const file = screenFile(copy(), 'repayment');
    const endpoint = file.get('/opens/delay/endpoint') as string;
    const line = file.replace('/opens/delay/endpoint', JSON.stringify(misspell(endpoint)));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, '/opens/delay/endpoint']);
    expect(p.reason).toContain(`Did you mean "${endpoint}"?`);
  });

  it('a request action naming an unknown endpoint', () => {
    const file = screenFile(copy(), 'orderDetails');
    const at = `${file.find(isAction('request'), '/actions')}/endpoint`;
    const endpoint = file.get(at) as string;
    const line = file.replace(at, JSON.stringify(misspell(endpoint)));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect(p.line).toBe(line);
    expect(p.pointer).toBe(at);
    expect(p.reason).toContain('this request would never be sent');
    expect(p.reason).toContain(`Did you mean "${endpoint}"?`);
  });

  it('a rule giving a value of another kind than the page takes', () => {
    const file = screenFile(copy(), 'repayment');
    const at = file.find((v, path) => path.at(-1) === 'then' && typeof v === 'boolean', '/rules');
    const line = file.replace(at, '"yes"');
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, at]);
    expect(p.reason).toBe('This value must be true or false.');
  });

  it('a data entry of another kind than the page takes', () => {
    const file = screenFile(copy(), 'bindBank');
    const channel = file.get('/data/defaultChannel') as string;
    const line = file.replace('/data/defaultChannel', String(Number(channel) || 1));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, '/data/defaultChannel']);
    expect(p.reason).toBe('This value must be a text in quotes.');
  });

  it('a top-level part of a screen file taken away', () => {
    const file = screenFile(copy(), 'orderDetails');
    file.remove('/title');
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect(p.pointer).toBe('');
    expect(p.reason).toBe('"title" is missing here, and it is required. The page reads it.');
  });

  it('a developer value written back into app.json', () => {
    const file = new JsonCopy(copy(), 'schemas/app.json');
    const line = file.insertAfter('/appName', '"basePath": "/v2"');
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, '/basePath']);
    expect(p.reason).toContain('a developer keeps it in schemas/developer.json');
  });

  it('suggests only near names', () => {
    expect(didYouMean('phnoe', ['phone', 'email'])).toBe(' Did you mean "phone"?');
    expect(didYouMean('zzz', ['phone', 'email'])).toBe('');
  });

  it('compiles Markdown to HTML with placeholders filled and escaped', () => {
    const html = compileContent('# Title\n\nMail {company.email}', { company: { email: 'a<b>@x.ph' } });
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('a&lt;b&gt;@x.ph');
  });
});

/** A rule on a one-line JSON text for a value of the list's first fact that no rule of it names yet. */
function unusedRule(rules: { when: Record<string, unknown> }[], then: string): string {
  const fact = Object.keys(rules.find((r) => Object.keys(r.when).length)?.when ?? {})[0] as string;
  const named = new Set<unknown>();
  for (const r of rules) [r.when[fact]].flat().forEach((v) => named.add(Number(v)));
  let value = 1;
  while (named.has(value)) value++;
  return `{ "when": { ${JSON.stringify(fact)}: ${value} }, "then": ${then} }`;
}

describe('slips that would reach a borrower as written', () => {
  /** The first text of a screen file's `texts` with a placeholder, its pointer and the placeholder. */
  function placeholderText(file: JsonCopy) {
    const at = file.find((v) => typeof v === 'string' && !!placeholderIn(v, 3), '/texts');
    const text = file.get(at) as string;
    return { at, text, ...(placeholderIn(text, 3) as { name: string; index: number }) };
  }

  it('a placeholder left open, or written with spaces, in a JSON text', () => {
    for (const broken of [(name: string) => `{${name}`, (name: string) => `{ ${name} }`]) {
      const file = screenFile(copy(), 'orderDetails');
      const { at, text, name, index } = placeholderText(file);
      const written = `${text.slice(0, index)}${broken(name)}${text.slice(index + name.length + 2)}`;
      const line = file.replace(at, JSON.stringify(written));
      const p = only(checkSchemas({ root: file.root }), file.rel);
      expect([p.line, p.pointer]).toEqual([line, at]);
      expect(p.reason).toContain('belongs to no placeholder, so the borrower would see it as it is');
    }
  });

  it('a placeholder left open in Markdown, at its line', () => {
    const dir = copy();
    const [rel, found] = readdirSync(join(dir, 'content'))
      .sort()
      .map((name) => `content/${name}`)
      .map((rel) => [rel, placeholderIn(readFileSync(join(dir, rel), 'utf8'), 3)] as const)
      .find(([, found]) => found) as [string, { name: string; index: number }];
    const line = editText(dir, rel, found.index, found.name.length + 2, `{${found.name}`);
    const p = only(checkSchemas({ root: dir }), rel);
    expect(p.line).toBe(line);
    expect(p.reason).toContain('belongs to no placeholder');
  });

  it('an HTML tag in a JSON text', () => {
    const file = screenFile(copy(), 'register');
    const [key, text] = Object.entries(file.get('/texts') as object)[0] as [string, string];
    const line = file.replace(`/texts/${key}`, JSON.stringify(`<b>${text}</b>`));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, `/texts/${key}`]);
    expect(p.reason).toContain('"<b>" would show as these very characters');
  });

  it('a Markdown link that opens nothing: a misspelt scheme, a missing colon', () => {
    const dir = copy();
    const rel = `content/${readdirSync(join(dir, 'content')).sort()[0] as string}`;
    const text = readFileSync(join(dir, rel), 'utf8');
    const line = text.split('\n').length + 1;
    writeFileSync(
      join(dir, rel),
      `${text}\nSee [SEC](htps://www.sec.gov.ph).\n\nOr [our site](http//example.ph).\n`,
    );
    const found = mistakes(checkSchemas({ root: dir })).filter((p) => p.file === rel);
    expect(found.map((p) => p.line)).toEqual([line, line + 2]);
    expect(found[0]?.reason).toContain('"htps://www.sec.gov.ph" is no address a reader can open');
    expect(found[1]?.reason).toContain('"http//example.ph" is no address a reader can open');
  });

  it('a gallery marker of a Markdown page that names no gallery of its screen file, at the marker', () => {
    const dir = copy();
    const marked = readdirSync(join(dir, 'content'))
      .map((name) => ({ rel: `content/${name}`, text: readFileSync(join(dir, 'content', name), 'utf8') }))
      .find(({ text }) => GALLERY_MARKER.test(text));
    expect(marked, 'a Markdown page that places a gallery').toBeDefined();
    const { rel, text } = marked as { rel: string; text: string };
    const m = GALLERY_MARKER.exec(text) as RegExpExecArray;
    const id = m[1] as string;
    const line = editText(dir, rel, m.index + m[0].indexOf(id), id.length, misspell(id));
    const p = only(checkSchemas({ root: dir }), rel);
    expect(p.line).toBe(line);
    expect(p.reason).toContain('names no gallery');
    expect(p.reason).toContain(`Did you mean "${id}"?`);
  });

  it('a list item written twice, and two items with the same identity', () => {
    const KEYS = ['id', 'channelNumber', 'to'];
    const keyed = findInScreens(
      (v, path) =>
        path[0] !== 'rules' &&
        Array.isArray(v) &&
        v.length > 1 &&
        v.every((item) => isObject(item) && KEYS.some((k) => k in item)),
    );
    // Rule lists are judged by the rule check, which says which rule a case reaches.
    const plainList = findInScreens(
      (v, path) =>
        path[0] !== 'rules' &&
        Array.isArray(v) &&
        v.length > 0 &&
        v.every((item) => isObject(item) && !KEYS.some((k) => k in item)),
    );
    // The last item again under the first one's identity: another item, taken for the first.
    const keyedFile = new JsonCopy(copy(), keyed.rel);
    const keyedAt = pointerOf(keyed.path);
    const items = keyedFile.get(keyedAt) as Record<string, unknown>[];
    const key = KEYS.find((k) => items.every((item) => k in item)) as string;
    const clash = { ...items.at(-1), [key]: items[0]?.[key] };
    let line = keyedFile.insertAfter(`${keyedAt}/${items.length - 1}`, JSON.stringify(clash));
    let p = only(checkSchemas({ root: keyedFile.root }), keyed.rel);
    expect([p.line, p.pointer]).toEqual([line, `${keyedAt}/${items.length}`]);
    expect(p.reason).toContain(`has the same "${key}"`);
    // The first item of a list of plain items, written again at its end.
    const plainFile = new JsonCopy(copy(), plainList.rel);
    const plainAt = pointerOf(plainList.path);
    const plainItems = plainFile.get(plainAt) as unknown[];
    line = plainFile.insertAfter(`${plainAt}/${plainItems.length - 1}`, JSON.stringify(plainItems[0]));
    p = only(checkSchemas({ root: plainFile.root }), plainList.rel);
    expect([p.line, p.pointer]).toEqual([line, `${plainAt}/${plainItems.length}`]);
    expect(p.reason).toContain('repeats item 1 of the list word for word');
  });

  it('a misspelt word for what a rule does', () => {
    const file = screenFile(copy(), 'complaintHome');
    const at = `${file.find((v) => isObject(v) && typeof v.do === 'string', '/rules')}/do`;
    const word = file.get(at) as string;
    const line = file.replace(at, JSON.stringify(misspell(word)));
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect([p.line, p.pointer]).toEqual([line, at]);
    expect(p.reason).toContain(`Did you mean "${word}"?`);
  });

  it('a refusal without the message it shows', () => {
    const file = screenFile(copy(), 'complaintHome');
    const at = file.find((v) => isObject(v) && v.do === 'refuse' && 'message' in v, '/rules');
    file.remove(`${at}/message`);
    const p = only(checkSchemas({ root: file.root }), file.rel);
    expect(p.pointer).toBe(at);
    expect(p.reason).toContain('"message" is missing here');
  });

  it("a server code's message left blank", () => {
    const dir = copy();
    const found = findInScreens(
      (v, path) => typeof v === 'string' && path[0] === 'codes' && path.at(-1) === 'message',
    );
    const line = setAt(dir, found.rel, found.path, ' ');
    const p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, pointerOf(found.path)]);
    expect(p.reason).toContain('the borrower would get an empty message');
  });

  it("a form field left out of the form's order", () => {
    const dir = copy();
    const found = findInScreens(
      (v, path) =>
        path.join('/') === 'form/uiSchema/ui:order' && Array.isArray(v) && !v.includes('*') && v.length > 1,
    );
    const order = (readCopy(dir, found.rel) as { form: { uiSchema: Record<string, string[]> } }).form
      .uiSchema['ui:order'] as string[];
    const left = order.at(-1) as string;
    const line = setAt(dir, found.rel, found.path, order.slice(0, -1));
    const p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, '/form/uiSchema/ui:order']);
    expect(p.reason).toContain(`The field "${left}" is not in this order, so the form would not show it`);
  });

  it('a form field no answer could pass: no room at all, or more asked than it takes', () => {
    const found = findInScreens(
      (v, path) => path.length === 4 && path[1] === 'schema' && isObject(v) && v.type === 'string',
    );
    const field = String(found.path.at(-1));
    let dir = copy();
    let line = setAt(dir, found.rel, [...found.path, 'maxLength'], 0);
    let p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, `${pointerOf(found.path)}/maxLength`]);
    expect(p.reason).toContain(`The field "${field}" would take no character at all`);
    dir = copy();
    setAt(dir, found.rel, [...found.path, 'maxLength'], 5);
    line = setAt(dir, found.rel, [...found.path, 'minLength'], 6);
    p = only(checkSchemas({ root: dir }), found.rel);
    expect([p.line, p.pointer]).toEqual([line, `${pointerOf(found.path)}/minLength`]);
    expect(p.reason).toContain('no answer could pass and the form could never be sent');
  });
});
