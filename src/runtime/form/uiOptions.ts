// What RJSF's getUiOptions and optionsList (the `enum` case) give a widget, for the server form that
// draws its fields without RJSF's Form. RJSF's own functions bring its path and discriminator helpers
// (about 1.5 KB gz) onto the bank page's first load for these few lines;
// tests/unit/uiOptions.test.ts holds both to RJSF's answers.
import type { EnumOptionsType, RJSFSchema, UiSchema, WidgetProps } from '@rjsf/utils';

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** The `ui:` keys of a UI schema without their prefix, with `ui:options` spread among them. */
export function uiOptions(ui: UiSchema = {}): WidgetProps['options'] {
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(ui)) {
    if (!key.startsWith('ui:')) continue;
    // Options given through `ui:widget` are no longer read by RJSF, nor here.
    if (key === 'ui:widget' && isPlainObject(value)) continue;
    if (key === 'ui:options' && isPlainObject(value)) Object.assign(options, value);
    else options[key.slice(3)] = value;
  }
  return options as WidgetProps['options'];
}

/**
 * The choices of an `enum` schema: each value labelled by `ui:enumNames` (a list in the enum's order,
 * or a map by value), or by itself, then put in `ui:enumOrder`'s order, where `*` stands for the rest.
 */
export function enumOptions(schema: RJSFSchema, ui?: UiSchema): EnumOptionsType[] {
  const { enumNames, enumOrder } = ui ? uiOptions(ui) : {};
  const options = (schema.enum ?? []).map((value, i) => {
    const label = Array.isArray(enumNames)
      ? (enumNames[i] as string | undefined) || String(value)
      : (enumNames as Record<string, string> | undefined)?.[String(value)] || String(value);
    return { label, value };
  });
  if (!Array.isArray(enumOrder)) return options;
  const byValue = new Map(options.map((option) => [String(option.value), option]));
  const listed = new Set(enumOrder.filter((entry) => entry !== '*').map(String));
  const rest = options.filter((option) => !listed.has(String(option.value)));
  return enumOrder.flatMap((entry) => {
    if (entry === '*') return rest;
    const option = byValue.get(String(entry));
    return option ? [option] : [];
  });
}
