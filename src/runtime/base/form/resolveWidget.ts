// A `ui:widget` the renderer showing the form does not draw (widgetNames.ts) is a mistake in staff
// data or an item type: it fails loudly (runtime/failLoudly.ts) with the form and field it came from,
// never silently drawn as something else. Apart from the list, so the staff-file check reads the list
// without the app's toasts.
import { unknownName } from '../failLoudly';
import { draws, type DrawnBy, type Renderer } from './widgetNames';

/** `name` when `renderer` draws it; otherwise it fails loudly and gives undefined. */
export function resolveWidget<R extends Renderer>(
  renderer: R,
  name: unknown,
  where: string,
): DrawnBy[R] | undefined {
  if (typeof name === 'string' && draws(renderer, name)) return name;
  unknownName(`widget ${JSON.stringify(name)} for ${renderer}`, where);
  return undefined;
}
