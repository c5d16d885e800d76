// @vitest-environment node
// Each realistic staff mistake of issue 12, made in a temporary copy of schemas/ and content/, must be
// reported with its file, line, JSON pointer and a plain sentence.
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkSchemas,
  didYouMean,
  formatProblems,
  mistakes,
  warnings,
  type Problem,
} from '../../tools/check-schemas';
import { root } from '../../tools/schema-files';
import { compileContent } from '../../tools/content-compiler';

let copies: string[] = [];
afterEach(() => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
  copies = [];
});

function copy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'schemas-check-'));
  copies.push(dir);
  cpSync(join(root, 'schemas'), join(dir, 'schemas'), { recursive: true });
  cpSync(join(root, 'content'), join(dir, 'content'), { recursive: true });
  symlinkSync(join(root, 'public'), join(dir, 'public'));
  return dir;
}

/** Replaces `from` (which must be there) in a file of the copy; returns the 1-based line of the change. */
function edit(dir: string, rel: string, from: string, to: string): number {
  const path = join(dir, rel);
  const text = readFileSync(path, 'utf8');
  const at = text.indexOf(from);
  expect(at, `${from} in ${rel}`).toBeGreaterThanOrEqual(0);
  writeFileSync(path, text.slice(0, at) + to + text.slice(at + from.length));
  return text.slice(0, at).split('\n').length + to.slice(0, to.search(/\S|$/)).split('\n').length - 1;
}

/** The one mistake in `file`; warnings (the committed theme colour's contrast) are not mistakes. */
function only(problems: Problem[], file: string): Problem {
  const mine = mistakes(problems).filter((p) => p.file === file);
  expect(mine, formatProblems(problems)).toHaveLength(1);
  return mine[0] as Problem;
}

describe('schema and content check', () => {
  it('accepts every file in schemas/ and content/ as committed', () => {
    expect(formatProblems(mistakes(checkSchemas()))).toBe('');
  });

  it('a button naming a missing action', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/orderDetails.json',
      '"action": "borrowAgain"',
      '"action": "borowAgain"',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/orderDetails.json');
    expect(p.line).toBe(line);
    expect(p.pointer).toBe('/rules/buttons/3/then/0/action');
    expect(p.reason).toContain('There is no action "borowAgain"');
    expect(p.reason).toContain('Did you mean "borrowAgain"?');
  });

  it('an unknown bridge handler', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/orderDetails.json',
      '"name": "goAppStoreRating"',
      '"name": "goAppstoreRatng"',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/orderDetails.json');
    expect(formatProblems([p])).toMatch(
      new RegExp(
        `^schemas/screens/orderDetails.json:${line}:\\d+ #/actions/sendRating/onSuccess/actions/1/rules/0/then/name: The app has no bridge handler "goAppstoreRatng"`,
      ),
    );
    expect(p.reason).toContain('Did you mean "goAppStoreRating"?');
  });

  it('an unknown kind of action', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/orderDetails.json',
      '"type": "navigate",\n      "to": "/confirmLoan"',
      '"type": "navigat",\n      "to": "/confirmLoan"',
    );
    const problems = mistakes(checkSchemas({ root: dir }));
    expect(problems.every((p) => p.file === 'schemas/screens/orderDetails.json' && p.line === line)).toBe(
      true,
    );
    expect(formatProblems(problems)).toContain('#/actions/withdraw/type: "navigat" is not');
    expect(formatProblems(problems)).toContain('Did you mean "navigate"?');
  });

  it('`required` naming a field missing from `properties`', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/register.json',
      '"required": ["phone",',
      '"required": ["mobile",',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/register.json');
    expect([p.line, p.pointer]).toEqual([line, '/form/schema/required/0']);
    expect(p.reason).toContain('the form has no field "mobile"');
  });

  it('`errorMessages` for a misspelled field', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/register.json',
      '"capcode": {\n        "*"',
      '"capcod": {\n        "*"',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/register.json');
    expect([p.line, p.pointer]).toEqual([line, '/form/errorMessages/capcod']);
    expect(p.reason).toContain('Did you mean "capcode"?');
  });

  it('`errorMessages` for a check the field does not have', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/complaintSubmit.json',
      '"maxLength": "Please keep',
      '"maxLenght": "Please keep',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/complaintSubmit.json');
    expect([p.line, p.pointer]).toEqual([line, '/form/errorMessages/problemDetail/maxLenght']);
    expect(p.reason).toContain('Did you mean "maxLength"?');
  });

  it('a duplicated JSON key', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/register.json',
      '"apply": "Apply",',
      '"apply": "Apply",\n    "apply": "Apply now",',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/register.json');
    expect([p.line, p.pointer]).toEqual([line + 1, '/texts/apply']);
    expect(p.reason).toContain('appears twice');
  });

  it('a missing icon file', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/orderDetails.json',
      '"then": "/icons/status-180.svg"\n      },',
      '"then": "/icons/status-180.svg"\n      },\n      { "when": { "orderStatus": 190 }, "then": "/icons/status-190.svg" },',
    );
    const problems = checkSchemas({ root: dir });
    const p = only(mistakes(problems), 'schemas/screens/orderDetails.json');
    expect([p.line, p.pointer]).toEqual([line + 2, '/rules/statusIcon/5/then']);
    expect(p.reason).toContain('The image "/icons/status-190.svg" does not exist');
    // A status the server is not known to send is worth a second look, not a mistake.
    expect(
      warnings(problems)
        .filter((w) => w.file === 'schemas/screens/orderDetails.json')
        .map((w) => w.pointer),
    ).toEqual(['/rules/statusIcon/5/when/orderStatus']);
  });

  it('an unknown {placeholder} in a JSON text', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/orderDetails.json',
      '"Customer service: {phone}"',
      '"Customer service: {phnoe}"',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/orderDetails.json');
    expect([p.line, p.pointer]).toEqual([line, '/texts/servicePhone']);
    expect(p.reason).toContain('{phnoe}');
    expect(p.reason).toContain('Did you mean "phone"?');
  });

  it('a {limits.…} placeholder naming a limit the screen does not have', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/register.json',
      '"countdown": "{n}s"',
      '"countdown": "{n}s of {limits.countdownSecond}"',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/register.json');
    expect([p.line, p.pointer]).toEqual([line, '/texts/countdown']);
    expect(p.reason).toContain('Did you mean "limits.countdownSeconds"?');
  });

  it('a misspelled key inside `texts`', () => {
    const dir = copy();
    const line = edit(dir, 'schemas/screens/register.json', '"getCode": "Get code"', '"getcode": "Get code"');
    const problems = checkSchemas({ root: dir }).filter((p) => p.file === 'schemas/screens/register.json');
    expect(problems.map((p) => [p.line, p.pointer])).toEqual([
      [line, '/texts/getcode'],
      [expect.any(Number), '/texts'],
    ]);
    expect(problems[0]?.reason).toContain('Did you mean "getCode"?');
    expect(problems[1]?.reason).toContain('The text "getCode" is missing');
  });

  it('a misspelled countdown limit', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/register.json',
      '"countdownSeconds": 60',
      '"countdownSecond": 60',
    );
    const problems = checkSchemas({ root: dir }).filter((p) => p.file === 'schemas/screens/register.json');
    expect(problems[0]).toMatchObject({ line, pointer: '/limits/countdownSecond' });
    expect(problems[0]?.reason).toContain('Did you mean "countdownSeconds"?');
    expect(problems[1]?.reason).toContain('The limit "countdownSeconds" is missing');
  });

  it('a rule after the catch-all rule', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/orderDetails.json',
      '"comment": "200 and every other status"\n      }',
      '"comment": "200 and every other status"\n      },\n      { "when": { "orderStatus": 190 }, "then": "/icons/status-110.svg" }',
    );
    const problems = checkSchemas({ root: dir });
    const p = only(mistakes(problems), 'schemas/screens/orderDetails.json');
    expect([p.line, p.pointer]).toEqual([line + 2, '/rules/statusIcon/6']);
    expect(p.reason).toContain('can never match');
    expect(
      warnings(problems)
        .filter((w) => w.file === 'schemas/screens/orderDetails.json')
        .map((w) => w.pointer),
    ).toEqual(['/rules/statusIcon/6/when/orderStatus']);
  });

  it('a rule with a misspelled fact', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/orderDetails.json',
      '"orderStatus": 170\n',
      '"orderStatu": 170\n',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/orderDetails.json');
    expect([p.line, p.pointer]).toEqual([line, '/rules/buttons/2/when/orderStatu']);
    expect(p.reason).toContain('Did you mean "orderStatus"?');
  });

  it('an invalid regular expression in the bank input types', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/bindBank.json',
      '"pattern": "^\\\\d{10,19}$"',
      '"pattern": "^(\\\\d{10,19}$"',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/bindBank.json');
    expect(p.line).toBe(line);
    expect(p.pointer).toMatch(/^\/data\/.*\/pattern$/);
    expect(p.reason).toContain('is not a valid regular expression');
  });

  it('an invalid regular expression in a form', () => {
    const dir = copy();
    const line = edit(dir, 'schemas/screens/register.json', '"pattern": "\\\\S"', '"pattern": "(\\\\S"');
    const problems = checkSchemas({ root: dir });
    expect(formatProblems(problems)).toContain(
      `schemas/screens/register.json:${line}:11 #/form/schema/properties/capcode/pattern: The pattern`,
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
    const line = edit(dir, 'content/privacyPolicy.md', '{company.email}', '{company.emial}');
    const p = only(checkSchemas({ root: dir }), 'content/privacyPolicy.md');
    expect(p.line).toBe(line);
    expect(p.reason).toContain('Did you mean "company.email"?');
  });

  it('a file that is not JSON, at the place it breaks', () => {
    const dir = copy();
    const line = edit(dir, 'schemas/screens/register.json', '"apply": "Apply",', '"apply": "Apply"');
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/register.json');
    expect(p.line).toBe(line + 1);
    expect(p.reason).toContain('not valid JSON');
  });

  it('a limit written as text', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/register.json',
      '"countdownSeconds": 60',
      '"countdownSeconds": "90"',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/register.json');
    expect(formatProblems([p])).toBe(
      `schemas/screens/register.json:${line}:5 #/limits/countdownSeconds: This value must be a number.`,
    );
  });

  it('an unknown top-level key', () => {
    const dir = copy();
    const line = edit(dir, 'schemas/screens/register.json', '"title":', '"titel":');
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/register.json');
    expect([p.line, p.pointer]).toEqual([line, '/titel']);
    expect(p.reason).toContain('Did you mean "title"?');
  });

  it('an unknown {placeholder} in a shared message', () => {
    const dir = copy();
    const line = edit(dir, 'schemas/messages.json', '"{n} stars"', '"{m} stars"');
    const p = only(checkSchemas({ root: dir }), 'schemas/messages.json');
    expect([p.line, p.pointer]).toEqual([line, '/starsLabel']);
    expect(p.reason).toContain('The placeholder {m} has no value in this message');
    expect(p.reason).toContain('Did you mean "n"?');
  });

  it('a {placeholder} in a shared message the app gives no values', () => {
    const dir = copy();
    const line = edit(dir, 'schemas/messages.json', '"retry": "Retry"', '"retry": "Retry {appName}"');
    const p = only(checkSchemas({ root: dir }), 'schemas/messages.json');
    expect([p.line, p.pointer]).toEqual([line, '/retry']);
    expect(p.reason).toContain('this message is given none');
  });

  it('a screen opening on an endpoint the catalogue does not have', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/orderDetails.json',
      '"endpoint": "loanDetails"',
      '"endpoint": "loanDetail"',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/orderDetails.json');
    expect([p.line, p.pointer]).toEqual([line, '/open/endpoint']);
    expect(p.reason).toContain('There is no endpoint "loanDetail" in the app\'s endpoint catalogue');
    expect(p.reason).toContain('Did you mean "loanDetails"?');
  });

  it('a screen opening on an endpoint that changes something on the server', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/complaintList.json',
      '"endpoint": "problemList"',
      '"endpoint": "problemSave"',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/complaintList.json');
    expect([p.line, p.pointer]).toEqual([line, '/open/endpoint']);
    expect(p.reason).toContain('"problemSave" changes something on the server, so it cannot open a page');
    expect(p.reason).toContain('Name an endpoint that only reads.');
  });

  it('one of several openings naming an unknown endpoint', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/repayment.json',
      '"endpoint": "repaymentDelay"',
      '"endpoint": "repaymentDelai"',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/repayment.json');
    expect([p.line, p.pointer]).toEqual([line, '/opens/delay/endpoint']);
    expect(p.reason).toContain('Did you mean "repaymentDelay"?');
  });

  it('a request action naming an unknown endpoint', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/orderDetails.json',
      '"endpoint": "storeScore"',
      '"endpoint": "storScore"',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/orderDetails.json');
    expect(p.line).toBe(line);
    expect(p.pointer).toMatch(/^\/actions\/.*\/endpoint$/);
    expect(p.reason).toContain('this request would never be sent');
    expect(p.reason).toContain('Did you mean "storeScore"?');
  });

  it('a rule giving a value of another kind than the page takes', () => {
    const dir = copy();
    const line = edit(dir, 'schemas/screens/repayment.json', '"then": true', '"then": "yes"');
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/repayment.json');
    expect([p.line, p.pointer]).toEqual([line, '/rules/showNotice/0/then']);
    expect(p.reason).toBe('This value must be true or false.');
  });

  it('a data entry of another kind than the page takes', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/screens/bindBank.json',
      '"defaultChannel": "90006"',
      '"defaultChannel": 90006',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/bindBank.json');
    expect([p.line, p.pointer]).toEqual([line, '/data/defaultChannel']);
    expect(p.reason).toBe('This value must be a text in quotes.');
  });

  it('a top-level part of a screen file taken away', () => {
    const dir = copy();
    edit(dir, 'schemas/screens/orderDetails.json', '"title": "Order Details",', '');
    const p = only(checkSchemas({ root: dir }), 'schemas/screens/orderDetails.json');
    expect(p.pointer).toBe('');
    expect(p.reason).toBe('"title" is missing here, and it is required. The page reads it.');
  });

  it('a developer value written back into app.json', () => {
    const dir = copy();
    const line = edit(
      dir,
      'schemas/app.json',
      '"appName": "PesoAgad",',
      '"appName": "PesoAgad",\n  "basePath": "/v2",',
    );
    const p = only(checkSchemas({ root: dir }), 'schemas/app.json');
    expect([p.line, p.pointer]).toEqual([line + 1, '/basePath']);
    expect(p.reason).toContain('a developer keeps it in src/config/developer.ts');
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
