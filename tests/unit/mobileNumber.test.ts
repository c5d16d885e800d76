// @vitest-environment node
// The mobile-number rule is written once (`mobileNumber` in schemas/app.json): one edit of it changes
// every form where a phone number is typed, and the check refuses a rule no number can fit, a name that
// is not the rule's and a second copy of any part of it. Edits are made in a copy of schemas/.
import Ajv from 'ajv';
import { describe, expect, it } from 'vitest';
import {
  checkSchemas,
  formatProblems,
  mistakes,
  warnings,
  type Problem,
} from '../../tools/check/checkSchemas';
import { served } from '../../tools/bundle/schemasPlugin';
import { withLimits } from '../../tools/staff/limits';
import { samplePhone } from '../../src/sandbox/samplePhone';
import { readInputTypes, type InputTypeData } from '../../src/runtime/itemTypes/inputTypes';
import {
  MOBILE_NUMBER,
  MOBILE_NUMBER_KEYPAD,
  type MobileNumberRule,
} from '../../src/runtime/form/mobileNumber';
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
    // Each phone field takes what its own "format" names: all of the rule, or how a number is typed.
    for (const screen of ['register', 'contact']) {
      const file = `schemas/screens/${screen}.json`;
      const format = (readCopy(dir, file) as ServedForm).form.schema.properties.phone?.format;
      const { form } = served(dir, readCopy(dir, file)) as ServedForm;
      const phone = form.schema.properties.phone as Json;
      expect(phone, screen).toMatchObject({ maxLength: edited.length });
      expect(phone, screen).not.toHaveProperty('format');
      expect(form.uiSchema.phone?.['ui:options'], screen).toMatchObject({
        inputRule: 'phone',
        groups: edited.groups,
        maxLength: edited.length,
      });
      // The form's validator, compiled as the build compiles it, takes the new numbers; one that
      // checks them refuses a number of the old rule, with the rule's message.
      const validate = new Ajv({ strict: false }).compile(phone);
      expect(validate(fits), screen).toBe(true);
      if (format === MOBILE_NUMBER) {
        expect(phone, screen).toMatchObject({ pattern: edited.pattern });
        expect(form.errorMessages.phone, screen).toMatchObject({
          pattern: edited.message,
          maxLength: edited.message,
        });
        expect(validate(fitsOnlyTheOld), screen).toBe(false);
      } else {
        expect(format, screen).toBe(MOBILE_NUMBER_KEYPAD);
        expect(phone, screen).not.toHaveProperty('pattern');
        expect(form.errorMessages.phone ?? {}, screen).not.toHaveProperty('pattern');
        expect(validate(fitsOnlyTheOld.slice(0, edited.length)), screen).toBe(true);
      }
    }

    const bank = readCopy(dir, 'schemas/screens/bindBank.json') as { data: { inputTypes: Json } };
    const inputTypes = readInputTypes(
      bank.data.inputTypes as Record<string, InputTypeData>,
      'bindBank.json#/data/inputTypes',
      ruleOf(dir),
    );
    const keypad = { rule: 'phone', maxLength: edited.length, groups: edited.groups };
    const bankFormat = (bank.data.inputTypes.phone as Json).format;
    expect(inputTypes.phone).toEqual(
      bankFormat === MOBILE_NUMBER ? { ...keypad, pattern: edited.pattern, message: edited.message } : keypad,
    );
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
    expect(formatProblems(problems)).toContain(`"${MOBILE_NUMBER}" is missing here, and it is required.`);
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
      ((s.form as ServedForm['form']).schema.properties.phone as Json).format =
        MOBILE_NUMBER_KEYPAD.slice(0, -2) + 'd';
    });
    const problems = mistakes(checkSchemas({ root: dir }));
    const form = only(problems, 'schemas/screens/register.json');
    expect(form.pointer).toBe('/form/schema/properties/phone/format');
    expect(form.reason).toContain('There is no rule "mobilNumber"');
    expect(form.reason).toContain(`Did you mean "${MOBILE_NUMBER}"?`);
    const bank = only(problems, 'schemas/screens/bindBank.json');
    expect(bank.pointer).toBe('/data/inputTypes/phone/format');
    expect(bank.reason).toContain(`Did you mean "${MOBILE_NUMBER}"?`);
    const contact = only(problems, 'schemas/screens/contact.json');
    expect(contact.pointer).toBe('/form/schema/properties/phone/format');
    expect(contact.reason).toContain(`Did you mean "${MOBILE_NUMBER_KEYPAD}"?`);
  });

  it('refuses a second copy of a part of the rule beside the name', () => {
    const dir = copy();
    editCopy(dir, 'schemas/screens/contact.json', (s) => {
      const form = s.form as ServedForm['form'];
      form.schema.properties.phone!.format = MOBILE_NUMBER_KEYPAD;
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
    // A field that names only the rule's keypad: a pattern of its own is a check the rule would make,
    // under its own name.
    expect(contact[0]?.reason).toContain(
      `write "format": "${MOBILE_NUMBER}" for a field whose number must fit`,
    );
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
    expect(p.reason).toContain(`"format": "${MOBILE_NUMBER}"`);
  });
});
