// `enum`: one choice among the options the item carries in `note` ({ name, type }); the name is
// shown and the type is sent. An item without usable options is typed as text instead of leaving
// the person stuck before an empty list.
import { checkField } from './checks.ts';
import { baseSchema, CHOICE_MESSAGES, choiceMessages, noteOptions, placeholderOf } from './options.ts';
import { textField, textReads } from './text.ts';
import { itemType } from './types.ts';

export const enumType = itemType({
  reads: {
    messages: [...textReads.messages, ...CHOICE_MESSAGES],
    texts: [...textReads.texts, 'selectPlaceholder'],
  },
  samples: [
    {
      item: {
        code: 'bankCode',
        title: 'Bank name',
        cardTypeMi: 2,
        note: [
          { name: 'BDO Unibank', type: 'BDO' },
          { name: 'Bank of the Philippine Islands (BPI)', type: 'BPI' },
          { name: 'Metrobank', type: 'MBTC' },
          { name: 'Land Bank of the Philippines', type: 'LBP' },
          { name: 'Security Bank', type: 'SECB' },
          { name: 'UnionBank of the Philippines', type: 'UBP' },
          { name: 'RCBC', type: 'RCBC' },
          { name: 'China Banking Corporation', type: 'CBC' },
          { name: 'Philippine National Bank (PNB)', type: 'PNB' },
        ],
      },
      value: 'BDO',
    },
  ],
  field(item, ctx) {
    const options = noteOptions(item.note);
    if (options.length === 0) return textField(item, ctx);
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
});
