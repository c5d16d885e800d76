// Where a UI schema names widgets: SchemaForm resolves each one, and the staff-file check judges
// each one, at the same JSON pointer. Apart from the widget list, which FlatForm brings to every
// public page, because FlatForm reads only its own fields' names.

/** Every `ui:widget` of a UI schema, with the JSON pointer of the field that names it. */
export function namedWidgets(uiSchema: unknown, pointer = ''): { name: unknown; pointer: string }[] {
  if (!uiSchema || typeof uiSchema !== 'object' || Array.isArray(uiSchema)) return [];
  const found: { name: unknown; pointer: string }[] = [];
  for (const [key, value] of Object.entries(uiSchema)) {
    if (key === 'ui:widget') found.push({ name: value, pointer });
    else if (!key.startsWith('ui:'))
      found.push(...namedWidgets(value, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  }
  return found;
}
