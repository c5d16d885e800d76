// `day`: a day of the month (1 to 31, such as a salary day) picked from a list, or the item's own
// options in `note`; with inputType `date`, a calendar date (YYYY-MM-DD) from the date picker, kept
// within the range a text `note` gives ("2026-01-01..2026-12-31", either end may be left out).
import { checkField } from './checks.ts';
import {
  baseSchema,
  CHOICE_MESSAGES,
  choiceMessages,
  noteOptions,
  noteText,
  placeholderOf,
} from './options.ts';
import { itemType, type FieldSchema } from './types.ts';

const DAYS_IN_LONGEST_MONTH = 31;
const ISO_DATE = '^\\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\\d|3[01])$';
const RANGE = /^(\d{4}-\d{2}-\d{2})?\s*\.\.\s*(\d{4}-\d{2}-\d{2})?$/;

/** The range of a text note, as the schema keywords that hold a date to it. */
function dateRange(note: string): Pick<FieldSchema, 'format' | 'formatMinimum' | 'formatMaximum'> {
  const [, min, max] = RANGE.exec(note) ?? [];
  if (!min && !max) return {};
  return { format: 'date', ...(min && { formatMinimum: min }), ...(max && { formatMaximum: max }) };
}

export const day = itemType({
  reads: {
    messages: [...CHOICE_MESSAGES, 'invalidDate', 'dateOutOfRange'],
    texts: ['dayPlaceholder'],
  },
  samples: [
    {
      item: { code: 'salaryDay', title: 'Salary day', subtitle: 'Select your payday', cardTypeMi: 2 },
      value: '15',
    },
  ],
  field(item, ctx) {
    const messages = choiceMessages(item, ctx);
    const required = !ctx.isOptional(item);
    if (item.inputType === 'date') {
      const range = dateRange(noteText(item.note));
      const vars = { title: item.title, min: range.formatMinimum ?? '', max: range.formatMaximum ?? '' };
      const outOfRange = ctx.message('dateOutOfRange', vars);
      const schema: FieldSchema = { ...baseSchema(item), pattern: ISO_DATE, ...range };
      return {
        schema,
        uiSchema: {
          'ui:widget': 'DateWidget',
          'ui:options': { min: range.formatMinimum, max: range.formatMaximum },
        },
        messages: {
          ...messages,
          pattern: ctx.message('invalidDate', vars),
          format: ctx.message('invalidDate', vars),
          formatMinimum: outOfRange,
          formatMaximum: outOfRange,
        },
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
});
