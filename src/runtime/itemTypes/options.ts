// Helpers item types share: the options an item carries in `note`, and its common field parts.
import type { BankItem, FieldSchema, ItemContext, Keyword } from './types.ts';

interface Option {
  label: string;
  value: string;
}

/** The usable options of a list `note` ({ name, type }), values as strings, each value once. */
export function noteOptions(note: BankItem['note']): Option[] {
  if (!Array.isArray(note)) return [];
  const seen = new Set<string>();
  const options: Option[] = [];
  for (const entry of note) {
    if (!entry || typeof entry !== 'object') continue;
    const { name, type } = entry as { name?: unknown; type?: unknown };
    if (typeof type !== 'string' && typeof type !== 'number') continue;
    const value = String(type);
    if (value === '' || seen.has(value)) continue;
    seen.add(value);
    const label = typeof name === 'string' || typeof name === 'number' ? String(name) : '';
    options.push({ value, label: label || value });
  }
  return options;
}

/** A text `note`, trimmed, for a type that reads its own settings there (a list gives ''). */
export function noteText(note: BankItem['note']): string {
  return typeof note === 'string' ? note.trim() : '';
}

export function baseSchema(item: BankItem): FieldSchema {
  return { type: 'string', title: item.title };
}

/** The messages choiceMessages reads, for a choice type's `reads`. */
export const CHOICE_MESSAGES = ['requiredChoice', 'invalidChoice'] as const;

/** Messages of a choice field: "Please select …" when empty, "choose from the list" otherwise. */
export function choiceMessages(
  item: BankItem,
  ctx: Pick<ItemContext<(typeof CHOICE_MESSAGES)[number], never>, 'message'>,
): Partial<Record<Keyword, string>> {
  const vars = { title: item.title };
  const invalid = ctx.message('invalidChoice', vars);
  return {
    required: ctx.message('requiredChoice', vars),
    enum: invalid,
    type: invalid,
    minLength: ctx.message('requiredChoice', vars),
  };
}

/** The subtitle, when the server sends one, is the field's placeholder hint. */
export function placeholderOf(item: BankItem, fallback: string): string {
  return typeof item.subtitle === 'string' && item.subtitle.trim() !== '' ? item.subtitle : fallback;
}
