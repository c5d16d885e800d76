// `day`: a day of the month (1 to 31, such as a salary day) picked from a list, or the item's own
// options in `note`; with inputType `date`, a calendar date (YYYY-MM-DD) from the date picker.
import { checkField } from './checks';
import { baseSchema, choiceMessages, noteOptions, placeholderOf } from './options';
import type { ItemType } from './types';

const DAYS_IN_LONGEST_MONTH = 31;
const ISO_DATE = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';

export const day: ItemType = {
  field(item, ctx) {
    const messages = choiceMessages(item, ctx);
    const required = !ctx.isOptional(item);
    if (item.inputType === 'date') {
      return {
        schema: { ...baseSchema(item), pattern: ISO_DATE },
        uiSchema: { 'ui:widget': 'DateWidget' },
        messages: { ...messages, pattern: ctx.message('invalidDate', { title: item.title }) },
        required,
      };
    }
    const own = noteOptions(item.note);
    const options = own.length
      ? own
      : Array.from({ length: DAYS_IN_LONGEST_MONTH }, (_, i) => ({
          value: String(i + 1),
          label: String(i + 1),
        }));
    return {
      schema: { ...baseSchema(item), enum: options.map((o) => o.value) },
      uiSchema: {
        'ui:widget': 'SelectWidget',
        'ui:placeholder': placeholderOf(item, ctx.text('dayPlaceholder')),
        'ui:enumNames': options.map((o) => o.label),
      },
      messages,
      required,
    };
  },
  validate: checkField,
};
