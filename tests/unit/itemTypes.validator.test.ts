// The bank form is built at run time and validated without ajv (the strict CSP forbids compiling
// schemas in the browser). These properties prove the hand-written validators give what ajv gives,
// for every schema the item types build: same validity, same failed keywords at the same places.
// ajv is strict, so a keyword a type's schema uses that it does not know fails here too.
import type { ValidateFunction } from 'ajv';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import screen from '../../schemas/screens/bindBank.json';
import app from '../../schemas/app.json';
import { samplePhone } from '../../src/sandbox/samplePhone';
import { typeSamples } from '../../src/sandbox/bankItems';
import { strictAjv } from '../support/strictAjv';
import { readInputTypes } from '../../src/runtime/itemTypes/inputTypes';
import { buildItemForm } from '../../src/runtime/itemTypes/buildForm';
import { itemTypes } from '../../src/runtime/itemTypes';
import type { BankItem, InputTypeSpec, ItemContext } from '../../src/runtime/itemTypes';
import { codePointLength } from '../../src/runtime/itemTypes/checks';
import type { RawError } from '../../src/runtime/itemTypes/validator';
import { fill } from '../../src/runtime/base/template';

// As RJSF's ajv8 validator sets it up (every error, unicode patterns), strict, with the date format.
const ajv = strictAjv();
const compiled = new Map<string, ValidateFunction>();
function ajvErrors(schema: object, data: unknown): string[] {
  const key = JSON.stringify(schema);
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    compiled.set(key, validate);
  }
  validate(data);
  return (validate.errors ?? [])
    .map(
      (e) =>
        `${e.instancePath}|${e.keyword}|${(e.params as { missingProperty?: string }).missingProperty ?? ''}`,
    )
    .sort();
}
const ours = (errors: readonly RawError[]) =>
  errors
    .map((e) => `${e.instancePath}|${e.keyword}|${(e.params.missingProperty as string | undefined) ?? ''}`)
    .sort();

const screenTypes = readInputTypes(
  screen.data.inputTypes,
  'bindBank.json#/data/inputTypes',
  app.mobileNumber,
);

function contextWith(
  inputTypes: Record<string, InputTypeSpec>,
  optional: readonly string[] = [],
): ItemContext {
  return {
    inputTypes,
    text: (key) => key,
    message: (key, vars = {}) => fill(`${key}: {title}`, vars),
    namedMessage: (key, _where, vars = {}) => fill(`${key}: {title}`, vars),
    retry: () => 'retry',
    isOptional: (item) => optional.includes(item.code),
  };
}

const PATTERNS = [
  '^\\d+$',
  '^\\d{11}$',
  '^\\d{10,19}$',
  '^\\d+(\\.\\d{1,2})?$',
  '^[A-Za-z ]*$',
  '\\p{L}',
  'é',
  '^.{2,4}$',
  '[😀]',
];
const inputTypeSpec: fc.Arbitrary<InputTypeSpec> = fc.record(
  {
    rule: fc.constantFrom('text', 'digits', 'phone', 'bankCard', 'money'),
    maxLength: fc.nat(25),
    minLength: fc.nat(6),
    pattern: fc.constantFrom(...PATTERNS),
  },
  { requiredKeys: ['rule'] },
);
/** The screen's own input types, or made-up ones staff might write. */
const inputTypes = fc.oneof(
  fc.constant(screenTypes),
  fc.dictionary(fc.constantFrom('text', 'number', 'phone', 'bankCard', 'money'), inputTypeSpec),
);

const noteOption = fc.record({
  name: fc.string({ maxLength: 12 }),
  type: fc.oneof(fc.string({ maxLength: 6 }), fc.integer({ min: -3, max: 40 })),
});
// Server codes, with names that read as paths and names every object already has.
const CODES = [
  'accountName',
  'walletMobile',
  'bankCode',
  'cardNo',
  'branch/city',
  'a~b',
  'holder.name',
  'salaryDay',
  'constructor',
  'toString',
  'x',
];

/** A date, a date just off the calendar, or a text that is none; ends of a range a note may give. */
const isoDate = fc.oneof(
  fc.constantFrom('2026-01-01', '2026-02-28', '2026-02-29', '2024-02-29', '2026-12-31', '2026-13-01'),
  fc
    .tuple(
      fc.integer({ min: 1999, max: 2030 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
    )
    .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`),
);
/** A text note: a date range (either end may be left out) or any text a server might send. */
const noteText = fc.oneof(
  fc.tuple(fc.option(isoDate, { nil: '' }), fc.option(isoDate, { nil: '' })).map(([a, b]) => `${a}..${b}`),
  fc.string({ maxLength: 10 }),
);
/** The items every registered type declares as its samples, as the sandbox sends them. */
const samples = typeSamples('09171234567');

const item = (code: string): fc.Arbitrary<BankItem> =>
  fc.record(
    {
      code: fc.constant(code),
      cate: fc.constantFrom(...Object.keys(itemTypes), 'mystery'),
      title: fc.string({ maxLength: 12 }),
      value: fc.option(fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { nil: undefined }),
      subtitle: fc.option(fc.string({ maxLength: 8 }), { nil: undefined }),
      note: fc.option(fc.oneof(fc.array(noteOption, { maxLength: 5 }), noteText), { nil: undefined }),
      inputType: fc.option(fc.constantFrom('text', 'number', 'phone', 'bankCard', 'money', 'date', 'weird'), {
        nil: undefined,
      }),
    },
    { requiredKeys: ['code', 'cate', 'title'] },
  );
const items = fc
  .uniqueArray(fc.constantFrom(...CODES), { minLength: 1, maxLength: CODES.length })
  .chain((codes) => fc.tuple(...codes.map(item)));

/** Values a person, a prefill or a broken caller might put in a field. */
const fieldValue = fc.oneof(
  fc.string({ maxLength: 24 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.stringMatching(/^\d{0,21}$/),
  fc.stringMatching(/^\d{1,6}(\.\d{0,3})?$/),
  fc.constantFrom(
    '',
    '15',
    '31',
    '32',
    '2026-02-28',
    '2026-13-01',
    'BDO',
    'Makati, Metro Manila, National Capital Region (NCR)',
  ),
  isoDate,
  fc.constantFrom(...samples.flatMap((s) => (s.value === undefined ? [] : [s.value]))),
  fc.integer(),
  fc.constant(null),
  fc.boolean(),
);
const formValues = fc.dictionary(fc.constantFrom(...CODES), fc.option(fieldValue, { nil: undefined }));

describe('hand-written validators equal ajv', () => {
  it('for each item type, on the field schema it builds', () => {
    fc.assert(
      fc.property(
        item('field'),
        inputTypes,
        fc.oneof(fieldValue, fc.constantFrom('0', '1', '7')),
        (it, types, value) => {
          const type = itemTypes[it.cate];
          if (!type) return;
          const field = type.field(it, contextWith(types));
          const mine = type
            .validate(value, field.schema)
            .map((e) => `|${e.keyword}|`)
            .sort();
          expect(mine).toEqual(ajvErrors(field.schema, value));
        },
      ),
      { numRuns: 600 },
    );
  });

  it('for whole forms of server items, including required fields and unknown types', () => {
    fc.assert(
      fc.property(items, inputTypes, fc.subarray(CODES), formValues, (list, types, optional, values) => {
        const { form, validator } = buildItemForm(list, contextWith(types, optional));
        // ajv would find "constructor" on Object's prototype; form values hold what was entered.
        const entered = Object.assign(Object.create(null) as object, values);
        expect(ours(validator.errorsOf(form.schema, values))).toEqual(ajvErrors(form.schema, entered));
      }),
      { numRuns: 400 },
    );
  });

  it("for every registered type's samples, with their own values and any other", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...samples),
        inputTypes,
        fieldValue,
        ({ item: sample, value }, types, other) => {
          const { form, validator } = buildItemForm([sample], contextWith(types));
          for (const entered of [value, other]) {
            const values = entered === undefined ? {} : { [sample.code]: entered };
            expect(ours(validator.errorsOf(form.schema, values))).toEqual(ajvErrors(form.schema, values));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('when the form data is not an object at all', () => {
    const { form, validator } = buildItemForm(
      [{ code: 'x', cate: 'text', title: 'X' }],
      contextWith(screenTypes),
    );
    for (const data of [null, 'x', 3, [], true]) {
      expect(ours(validator.errorsOf(form.schema, data))).toEqual(ajvErrors(form.schema, data));
    }
  });

  it('counts length in code points, as ajv does', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 12 }), fc.nat(12), (s, n) => {
        expect(codePointLength(s) > n).toBe(ajvErrors({ type: 'string', maxLength: n }, s).length > 0);
      }),
    );
  });
});

describe('the messages of a whole form', () => {
  // A card number the screen's bank-card rule takes, and one it refuses: too short to fit it.
  const CARD = samplePhone('4111111111111111', String(screenTypes.bankCard?.pattern));
  const list: BankItem[] = [
    { code: 'accountName', cate: 'text', title: 'Account name' },
    { code: 'cardNo', cate: 'text', title: 'Card', inputType: 'bankCard' },
    { code: 'bankCode', cate: 'enum', title: 'Bank', note: [{ name: 'BDO Unibank', type: 'BDO' }] },
  ];
  const { form, validator } = buildItemForm(list, contextWith(screenTypes));

  it('names each failed field with the message its item type chose, as RJSF lists errors', () => {
    const errors = validator.validationErrors({ cardNo: CARD.slice(0, 4), bankCode: 'XYZ' }, form.schema);
    const cardMessage = `${String(screenTypes.bankCard?.patternMessage)}: Card`;
    expect(errors.map((e) => [e.property, e.name, e.message, e.stack])).toEqual([
      ['accountName', 'required', 'required: Account name', 'required: Account name'],
      ['.cardNo', 'pattern', cardMessage, cardMessage],
      ['.bankCode', 'enum', 'invalidChoice: Bank', 'invalidChoice: Bank'],
    ]);
  });

  it("passes the errors through the form's transformErrors", () => {
    const errors = validator.validationErrors({ accountName: 'Maria', cardNo: CARD }, form.schema, (errs) =>
      errs.map((e) => ({ ...e, message: `staff: ${e.name}` })),
    );
    expect(errors.map((e) => [e.property, e.message])).toEqual([['bankCode', 'staff: required']]);
    expect(
      validator.validationErrors({ accountName: 'Maria', cardNo: CARD, bankCode: 'BDO' }, form.schema),
    ).toEqual([]);
  });
});
