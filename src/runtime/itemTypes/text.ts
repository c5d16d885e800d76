// `text`: a typed value whose keypad, input rule, length and pattern follow the item's inputType
// (text | number | phone | bankCard | money, SPEC.md section 5), as the screen schema defines them.
import { checkString } from './checks';
import { baseSchema, placeholderOf } from './options';
import type { FieldSchema, InputTypeSpec, ItemType } from './types';

const PLAIN: InputTypeSpec = { rule: 'text' };

export const text: ItemType = {
  field(item, ctx) {
    const spec =
      (item.inputType ? ctx.inputTypes[item.inputType] : undefined) ?? ctx.inputTypes.text ?? PLAIN;
    const schema: FieldSchema = baseSchema(item);
    if (spec.maxLength !== undefined) schema.maxLength = spec.maxLength;
    if (spec.minLength !== undefined) schema.minLength = spec.minLength;
    if (spec.pattern !== undefined) schema.pattern = spec.pattern;
    const vars = { title: item.title };
    const invalid =
      spec.message ??
      (spec.patternMessage ? ctx.message(spec.patternMessage, vars) : ctx.message('invalid', vars));
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
  },
  validate: checkString,
};
