// @vitest-environment node
// The mobile-number rule is written once (`mobileNumber` in schemas/app.json): one edit of it changes
// every form where a phone number is typed, and the check refuses a rule no number can fit, a name that
// is not the rule's and a second copy of any part of it. Edits are made in a copy of schemas/.
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems, mistakes, warnings, type Problem } from '../../tools/check-schemas';
import { served } from '../../tools/vite-plugin-schemas';
import { withLimits } from '../../tools/limits';
import { samplePhone } from '../../src/sandbox/samplePhone';
import { readInputTypes, type InputTypeData } from '../../src/runtime/itemTypes/inputTypes';
import type { MobileNumberRule } from '../../src/runtime/form/mobileNumber';
import { copy, editCopy, readCopy } from '../support/schemaCopy';

type Json = Record<string, unknown>;
type ServedForm = {
  form: {
    schema: { properties: Record<string, Json> };
    uiSchema: Record<string, { 'ui:options': Json }>;
    errorMessages: Record<string, Record<string, string>>;
  };
};

/** A rule unlike the committed one in every part. */
function otherRule(committed: MobileNumberRule): MobileNumberRule {
  const length = committed.length + 1;
  return {
    pattern: `^8\\d{${length - 1}}$`,
    length,
    groups: [...committed.groups].reverse().concat(1),
    message: `${committed.message} (edited)`,
  };
}

const ruleOf = (dir: string) => readCopy(dir, 'schemas/app.json').mobileNumber as MobileNumberRule;
const setRule = (dir: string, change: (rule: Json) => void) =>
  editCopy(dir, 'schemas/app.json', (app) => change(app.mobileNumber as Json));

function only(problems: Problem[], file: string): Problem {
  const mine = problems.filter((p) => p.file === file);
  expect(mine, formatProblems(problems)).toHaveLength(1);
  return mine[0] as Problem;
}

describe('one mobile-number rule for every phone field', () => {
  it('one edit of app.json changes registration, the contact form and bank binding together', () => {
    const dir = copy();
    const edited = otherRule(ruleOf(dir));
    setRule(dir, (rule) => Object.assign(rule, edited));
    expect(formatProblems(mistakes(checkSchemas({ root: dir })))).toBe('');

    const fits = samplePhone('1234', edited.pattern);
    const fitsOnlyTheOld = samplePhone('1234', ruleOf(copy()).pattern);
    const formOf = (screen: string) =>
      (served(dir, readCopy(dir, `schemas/screens/${screen}.json`)) as ServedForm).form;
    // Every phone field is typed as the rule says: its keypad, length and groups.
    for (const screen of ['register', 'contact']) {
      const form = formOf(screen);
      expect(form.schema.properties.phone, screen).toMatchObject({ maxLength: edited.length });
      expect(form.schema.properties.phone, screen).not.toHaveProperty('format');
      expect(form.uiSchema.phone?.['ui:options'], screen).toMatchObject({
        inputRule: 'phone',
        groups: edited.groups,
        maxLength: edited.length,
      });
    }
    // Registration checks the number by the rule ("format": "mobileNumber"), with its message; the
    // validator, compiled as the build compiles it, takes the new numbers only.
    const register = formOf('register');
    expect(register.schema.properties.phone).toMatchObject({ pattern: edited.pattern });
    expect(register.errorMessages.phone).toMatchObject({
      pattern: edited.message,
      maxLength: edited.message,
    });
    const checked = new Ajv({ strict: false }).compile(register.schema.properties.phone as object);
    expect(checked(fits)).toBe(true);
    expect(checked(fitsOnlyTheOld)).toBe(false);
    // The contact form only types it ("mobileNumberKeypad"): any digits it can hold, its own messages.
    const contact = formOf('contact');
    expect(contact.schema.properties.phone).not.toHaveProperty('pattern');
    expect(contact.errorMessages.phone).not.toHaveProperty('pattern');
    const typed = new Ajv({ strict: false }).compile(contact.schema.properties.phone as object);
    expect(typed(fits)).toBe(true);
    expect(typed(fitsOnlyTheOld.slice(0, edited.length))).toBe(true);

    const bank = readCopy(dir, 'schemas/screens/bindBank.json') as { data: { inputTypes: Json } };
    const inputTypes = readInputTypes(
      bank.data.inputTypes as Record<string, InputTypeData>,
      'bindBank.json#/data/inputTypes',
      ruleOf(dir),
    );
    // Bank binding types a wallet number as the rule says, and leaves its digits to the server.
    expect(inputTypes.phone).toEqual({ rule: 'phone', maxLength: edited.length, groups: edited.groups });
  });

  it('a field that names no rule is served as it is written', () => {
    const dir = copy();
    const complaint = readCopy(dir, 'schemas/screens/complaintSubmit.json');
    expect(served(dir, complaint)).toEqual(withLimits(complaint));
  });
});

describe('the check of the mobile-number rule', () => {
  it.each([
    ['a broken regular expression', '^09(\\d{9}$', 'is not a valid regular expression'],
    ['a pattern without ^ and $', '09\\d{9}', 'must start with ^ and end with $'],
    ['a pattern the example numbers cannot follow', '^(09|639)\\d{9}$', 'cannot make an example number'],
  ])('refuses %s', (_what, pattern, says) => {
    const dir = copy();
    setRule(dir, (rule) => (rule.pattern = pattern));
    const p = only(mistakes(checkSchemas({ root: dir })), 'schemas/app.json');
    expect(p.pointer).toBe('/mobileNumber/pattern');
    expect(p.reason).toContain(says);
  });

  it('refuses a length too short for any number that fits the pattern', () => {
    const dir = copy();
    const digits = samplePhone('', ruleOf(dir).pattern).length;
    setRule(dir, (rule) => (rule.length = digits - 1));
    const p = only(mistakes(checkSchemas({ root: dir })), 'schemas/app.json');
    expect(p.pointer).toBe('/mobileNumber/length');
    expect(p.reason).toContain(`Make "length" ${digits}`);
  });

  it('refuses an app.json without the rule', () => {
    const dir = copy();
    editCopy(dir, 'schemas/app.json', (app) => delete app.mobileNumber);
    const problems = mistakes(checkSchemas({ root: dir }));
    expect(formatProblems(problems)).toContain('"mobileNumber" is missing here, and it is required.');
  });

  it('refuses a misspelt name of the rule, in a form and in the bank input types', () => {
    const dir = copy();
    editCopy(dir, 'schemas/screens/register.json', (s) => {
      ((s.form as ServedForm['form']).schema.properties.phone as Json).format = 'mobilNumber';
    });
    editCopy(dir, 'schemas/screens/bindBank.json', (s) => {
      ((s.data as { inputTypes: Record<string, Json> }).inputTypes.phone as Json).format = 'mobileNumbr';
    });
    editCopy(dir, 'schemas/screens/contact.json', (s) => {
      ((s.form as ServedForm['form']).schema.properties.phone as Json).format = 'mobileNumberKeypd';
    });
    const problems = mistakes(checkSchemas({ root: dir }));
    const form = only(problems, 'schemas/screens/register.json');
    expect(form.pointer).toBe('/form/schema/properties/phone/format');
    expect(form.reason).toContain('There is no rule "mobilNumber"');
    expect(form.reason).toContain('Did you mean "mobileNumber"?');
    const bank = only(problems, 'schemas/screens/bindBank.json');
    expect(bank.pointer).toBe('/data/inputTypes/phone/format');
    expect(bank.reason).toContain('Did you mean "mobileNumber"?');
    const contact = only(problems, 'schemas/screens/contact.json');
    expect(contact.pointer).toBe('/form/schema/properties/phone/format');
    expect(contact.reason).toContain('Did you mean "mobileNumberKeypad"?');
  });

  it('refuses a second copy of a part of the rule beside the name', () => {
    const dir = copy();
    editCopy(dir, 'schemas/screens/contact.json', (s) => {
      const form = s.form as ServedForm['form'];
      form.schema.properties.phone!.pattern = '^\\d+$';
      form.uiSchema.phone!['ui:options'].groups = [4];
    });
    editCopy(dir, 'schemas/screens/bindBank.json', (s) => {
      ((s.data as { inputTypes: Record<string, Json> }).inputTypes.phone as Json).maxLength = 13;
    });
    const problems = mistakes(checkSchemas({ root: dir }));
    const contact = problems.filter((p) => p.file === 'schemas/screens/contact.json');
    expect(contact.map((p) => p.pointer)).toEqual([
      '/form/schema/properties/phone/pattern',
      '/form/uiSchema/phone/ui:options/groups',
    ]);
    // The contact form's phone names only the rule's keypad: a pattern of its own is a check the
    // rule would make, under its own name.
    expect(contact[0]?.reason).toContain('write "format": "mobileNumber" for a field whose number must fit');
    const bank = only(problems, 'schemas/screens/bindBank.json');
    expect(bank.pointer).toBe('/data/inputTypes/phone/maxLength');
    expect(bank.reason).toContain('take "maxLength" out here');
  });

  it('asks, without refusing, that a phone field with a rule of its own name the one rule', () => {
    const dir = copy();
    editCopy(dir, 'schemas/screens/bindBank.json', (s) => {
      (s.data as { inputTypes: Record<string, Json> }).inputTypes.phone = {
        rule: 'phone',
        maxLength: 11,
        pattern: '^\\d{11}$',
      };
    });
    const problems = checkSchemas({ root: dir });
    expect(formatProblems(mistakes(problems))).toBe('');
    const p = only(warnings(problems), 'schemas/screens/bindBank.json');
    expect(p.pointer).toBe('/data/inputTypes/phone/rule');
    expect(p.reason).toContain('"format": "mobileNumber"');
  });
});
