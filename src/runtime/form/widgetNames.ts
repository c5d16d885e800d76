// A `ui:widget` that names no registered widget is a mistake in staff data or an item type: it fails
// loudly with the form and field it came from, before RJSF would fail deep inside the form.
import { getDefaultRegistry } from '@rjsf/core';
import { hasWidget, type RegistryWidgetsType, type RJSFSchema } from '@rjsf/utils';
import { unknownName } from '../shared/failLoudly';

type Properties = Record<string, RJSFSchema | undefined>;

export function checkWidgetNames(
  schema: RJSFSchema,
  uiSchema: object | undefined,
  widgets: RegistryWidgetsType,
  where: string,
): void {
  const known = { ...getDefaultRegistry().widgets, ...widgets };
  const properties: Properties = (schema.properties as Properties | undefined) ?? {};
  for (const [key, ui] of Object.entries(uiSchema ?? {})) {
    const name: unknown =
      ui && typeof ui === 'object' ? (ui as Record<string, unknown>)['ui:widget'] : undefined;
    if (typeof name !== 'string') continue;
    if (!hasWidget(properties[key] ?? { type: 'string' }, name, known))
      unknownName(`widget "${name}"`, `${where}#/uiSchema/${key}`);
  }
}
