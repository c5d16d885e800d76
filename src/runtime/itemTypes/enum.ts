// `enum`: one choice among the options the item carries in `note` ({ name, type }); the name is
// shown and the type is sent. An item without usable options is typed as text instead of leaving
// the person stuck before an empty list.
import { checkField } from './checks';
import { baseSchema, choiceMessages, noteOptions, placeholderOf } from './options';
import { text } from './text';
import type { ItemType } from './types';

export const enumType: ItemType = {
  field(item, ctx) {
    const options = noteOptions(item.note);
    if (options.length === 0) return text.field(item, ctx);
    return {
      schema: { ...baseSchema(item), enum: options.map((o) => o.value) },
      uiSchema: {
        'ui:widget': 'SelectWidget',
        'ui:placeholder': placeholderOf(item, ctx.text('selectPlaceholder')),
        'ui:enumNames': options.map((o) => o.label),
      },
      messages: choiceMessages(item, ctx),
      required: !ctx.isOptional(item),
    };
  },
  validate: checkField,
};
