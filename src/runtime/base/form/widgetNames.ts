// The one list of the widgets a form may name in `ui:widget`, and which of the three form renderers
// draws each:
// - flatForm: the light renderer of the public pages (FlatForm.tsx), without RJSF, which draws a
//   widget with one of its plain controls;
// - schemaForm: RJSF's Form (SchemaForm.tsx), for forms with nested data or widgets of their own;
// - itemForm: the server-sent bank form (ItemFormView.tsx), which draws the registry's widgets.
// Names only, no component: FlatForm is on every public page, and each renderer brings the widgets it
// draws (the RJSF ones in widgets/index.ts, typed against this list). The staff-file check
// (tools/check/widgets.ts) refuses a name that the renderer showing that form does not draw.

export type Renderer = 'flatForm' | 'schemaForm' | 'itemForm';
export const RENDERERS: readonly Renderer[] = ['flatForm', 'schemaForm', 'itemForm'];

/** The plain controls FlatForm draws: a one-line input, a multi-line one, a list of the field's `enum`. */
export type FlatControl = 'text' | 'textarea' | 'select';

interface Declaration {
  /**
   * Where the RJSF renderers take its component: the registry (widgets/index.ts), RJSF's own
   * defaults (SchemaForm only), or the one screen that brings it through SchemaForm's `widgets`
   * because it needs that screen's state.
   */
  from: 'registry' | 'rjsf' | 'screen';
  /** The plain control FlatForm draws for it; without one, FlatForm refuses it. */
  flat?: FlatControl;
  /** For a widget a screen brings: that screen's file name (schemas/screens/<screen>.json). */
  screen?: string;
}

export const widgetNames = {
  TextWidget: { from: 'registry', flat: 'text' },
  textarea: { from: 'registry', flat: 'textarea' },
  SelectWidget: { from: 'registry', flat: 'select' },
  MoneyWidget: { from: 'registry' },
  DateWidget: { from: 'registry' },
  CitySelectWidget: { from: 'registry' },
  UnknownItemWidget: { from: 'registry' },
  hidden: { from: 'rjsf' },
  typeTags: { from: 'screen', screen: 'complaintSubmit' },
  imageUploader: { from: 'screen', screen: 'complaintSubmit' },
} as const satisfies Record<string, Declaration>;

type Widgets = typeof widgetNames;
export type WidgetName = keyof Widgets;
type NamesWith<Shape> = { [N in WidgetName]: Widgets[N] extends Shape ? N : never }[WidgetName];
/** The names FlatForm draws. */
export type FlatName = NamesWith<{ flat: FlatControl }>;
/** The names whose component is in the registry (widgets/index.ts): what every RJSF renderer draws. */
export type RegistryName = NamesWith<{ from: 'registry' }>;
/** The names a screen brings itself, through SchemaForm's `widgets`. */
export type ScreenWidgetName = NamesWith<{ from: 'screen' }>;

/** The names each renderer draws. */
export interface DrawnBy {
  flatForm: FlatName;
  schemaForm: WidgetName;
  itemForm: RegistryName;
}

const declared = (name: string): Declaration | undefined =>
  Object.prototype.hasOwnProperty.call(widgetNames, name)
    ? (widgetNames as Record<string, Declaration>)[name]
    : undefined;

/**
 * Whether `renderer` draws the widget `name`. A widget a screen brings is drawn only on that screen
 * (`screen`, a screen file's name) when it is known; SchemaForm itself asks its `widgets` instead.
 */
export function draws<R extends Renderer>(renderer: R, name: string, screen?: string): name is DrawnBy[R] {
  const widget = declared(name);
  if (!widget) return false;
  if (renderer === 'flatForm') return widget.flat !== undefined;
  if (renderer === 'itemForm') return widget.from === 'registry';
  return widget.from !== 'screen' || screen === undefined || widget.screen === screen;
}

/** The names `renderer` draws (on `screen`, when known), in the list's order. */
export function drawnBy(renderer: Renderer, screen?: string): WidgetName[] {
  return (Object.keys(widgetNames) as WidgetName[]).filter((name) => draws(renderer, name, screen));
}

export const flatControl = (name: FlatName): FlatControl => widgetNames[name].flat;

export const isScreenWidget = (name: string): name is ScreenWidgetName => declared(name)?.from === 'screen';
