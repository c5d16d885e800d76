// `text`: a typed value whose keypad, input rule, length and pattern follow the item's inputType
// (text | number | phone | bankCard | money, SPEC.md section 5), as the screen schema defines them.
import { checkString } from './checks.ts';
import { baseSchema, placeholderOf } from './options.ts';
import {
  itemType,
  type BankItem,
  type FieldSchema,
  type InputTypeSpec,
  type ItemContext,
  type ItemField,
} from './types.ts';

const PLAIN: InputTypeSpec = { rule: 'text' };

/** What a text field reads; `enum` reads it too, for an item without options. */
export const textReads = {
  messages: ['required', 'invalid', 'tooLong'],
  texts: ['moneyConfirm', 'moneyDelete', 'moneyHide'],
} as const;

type TextContext = ItemContext<(typeof textReads.messages)[number], (typeof textReads.texts)[number]>;

export function textField(item: BankItem, ctx: TextContext): ItemField {
  const inputType = item.inputType ? ctx.inputTypes[item.inputType] : undefined;
  const spec = inputType ?? ctx.inputTypes.text ?? PLAIN;
  const specName = inputType ? item.inputType : 'text';
  const schema: FieldSchema = baseSchema(item);
  if (spec.maxLength !== undefined) schema.maxLength = spec.maxLength;
  if (spec.minLength !== undefined) schema.minLength = spec.minLength;
  if (spec.pattern !== undefined) schema.pattern = spec.pattern;
  const vars = { title: item.title };
  const invalid =
    spec.message ??
    (spec.patternMessage
      ? ctx.namedMessage(
          spec.patternMessage,
          `schemas/screens/bindBank.json#/data/inputTypes/${specName ?? 'text'}/patternMessage`,
          vars,
        )
      : ctx.message('invalid', vars));
  const isMoney = spec.rule === 'money';
  return {
    schema,
    uiSchema: {
      'ui:widget': isMoney ? 'MoneyWidget' : 'TextWidget',
      'ui:placeholder': placeholderOf(item, ''),
      'ui:options': {
        inputRule: spec.rule,
        maxLength: spec.maxLength,
        ...(spec.groups && { groups: spec.groups }),
        ...(isMoney && {
          confirmText: ctx.text('moneyConfirm'),
          deleteText: ctx.text('moneyDelete'),
          hideText: ctx.text('moneyHide'),
        }),
      },
    },
    messages: {
      required: ctx.message('required', vars),
      type: invalid,
      pattern: invalid,
      minLength: invalid,
      maxLength: ctx.message('tooLong', { ...vars, max: spec.maxLength }),
    },
    required: !ctx.isOptional(item),
  };
}

export const text = itemType({
  reads: textReads,
  // Values of a staff input rule (a phone, a card number) are left to the rule: the gallery's {valid}.
  samples: [
    {
      item: {
        code: 'accountName',
        title: 'Account name',
        subtitle: 'Full name as registered, e.g. Maria Santos',
      },
      value: 'Maria Santos',
    },
    { item: { code: 'walletMobile', title: 'E-wallet mobile number', inputType: 'phone', cardTypeMi: 1 } },
    {
      item: {
        code: 'cardNo',
        title: 'Card or account number',
        inputType: 'bankCard',
        subtitle: '10 to 19 digits',
        cardTypeMi: 2,
      },
    },
    {
      item: {
        code: 'postalCode',
        title: 'Postal code',
        inputType: 'number',
        subtitle: 'e.g. 1226',
        cardTypeMi: 2,
      },
    },
    {
      item: {
        code: 'monthlyIncome',
        title: 'Monthly income (₱)',
        inputType: 'money',
        subtitle: 'e.g. 25000',
        cardTypeMi: 2,
      },
    },
  ],
  field: textField,
  validate: checkString,
});
