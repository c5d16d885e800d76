// The widgets a screen's form names (`"ui:widget"` in form.uiSchema): each must be in the app's one
// widget list (src/runtime/base/form/widgetNames.ts), and drawn by the renderer that shows that page's
// form, or the page would stop with an error in front of a borrower. Which renderer shows a form is
// read from the code: the module that imports the form's validator (`virtual:form-validator/<screen>`)
// and renders it with <FlatForm> or <SchemaForm>.
import { existsSync, readFileSync } from 'node:fs';
import { filesUnder } from '../staff/filesUnder.ts';
import { namedWidgets } from '../../src/runtime/form/uiWidgets.ts';
import {
  draws,
  isScreenWidget,
  widgetNames,
  type Renderer,
} from '../../src/runtime/base/form/widgetNames.ts';
import { didYouMean, list, type Report } from './common.ts';
import { isObject, unescapeSegment, type Path } from '../staff/json.ts';

/** Each renderer as staff know it. */
const RENDERER_WORDS: Record<Renderer, string> = {
  flatForm: 'the light form of the public pages (FlatForm, without RJSF)',
  schemaForm: 'the full form (SchemaForm, with RJSF)',
  itemForm: 'the bank form of server items (ItemFormView)',
};

/** The elements that render a form, by the renderer they are. */
const RENDERER_ELEMENTS: Record<string, Renderer> = { FlatForm: 'flatForm', SchemaForm: 'schemaForm' };

let cache: { srcDir: string; renderers: Map<string, Renderer[]> } | undefined;

/** Which renderers show each screen file's form, by screen name, as the code under `srcDir` does. */
export function formRenderers(srcDir: string): Map<string, Renderer[]> {
  if (cache?.srcDir === srcDir) return cache.renderers;
  const renderers = new Map<string, Renderer[]>();
  const code = existsSync(srcDir) ? filesUnder(srcDir).filter((path) => /\.tsx?$/.test(path)) : [];
  for (const path of code) {
    const text = readFileSync(path, 'utf8');
    const screens = [...text.matchAll(/['"]virtual:form-validator\/(\w+)['"]/g)].map((m) => m[1] as string);
    const used = [...text.matchAll(/<(\w+)\b/g)]
      .map((m) => RENDERER_ELEMENTS[m[1] as string])
      .filter((r): r is Renderer => r !== undefined);
    for (const screen of screens)
      renderers.set(screen, [...new Set([...(renderers.get(screen) ?? []), ...used])]);
  }
  cache = { srcDir, renderers };
  return renderers;
}

const allNames = Object.keys(widgetNames);

/** The names every renderer of `renderers` draws on `screen`. */
const drawnByAll = (renderers: readonly Renderer[], screen: string) =>
  allNames.filter((name) => renderers.every((r) => draws(r, name, screen)));

/**
 * Every `ui:widget` of the screen's form is a widget of the list, and one that each of `renderers`
 * (those showing this form, formRenderers) draws; with none known, any widget of the list.
 */
export function checkWidgets(
  screen: Record<string, unknown>,
  screenName: string,
  renderers: readonly Renderer[],
  report: Report,
) {
  const form = isObject(screen.form) ? screen.form : undefined;
  if (!form) return;
  const drawn = renderers.length ? drawnByAll(renderers, screenName) : allNames;
  for (const { name, pointer } of namedWidgets(form.uiSchema)) {
    const path: Path = ['form', 'uiSchema', ...pointer.split('/').slice(1).map(unescapeSegment), 'ui:widget'];
    if (typeof name !== 'string') {
      report(path, `This must be the name of a widget, in quotes: one of ${list(drawn)}.`);
      continue;
    }
    if (drawn.includes(name)) continue;
    if (!allNames.includes(name)) {
      report(
        path,
        `No form of the app draws a widget "${name}", so this page would stop with an error instead of showing its form. ${renderers.length ? 'This page draws' : 'The widgets are'} ${list(drawn)}.${didYouMean(name, drawn)}`,
      );
      continue;
    }
    const owner = isScreenWidget(name) ? widgetNames[name].screen : undefined;
    if (owner !== undefined && owner !== screenName) {
      report(
        path,
        `The widget "${name}" is drawn by the code of the page of schemas/screens/${owner}.json only, so this page would stop with an error instead of showing its form. This page draws ${list(drawn)}.${didYouMean(name, drawn)}`,
      );
      continue;
    }
    const refusing = renderers.filter((r) => !draws(r, name, screenName));
    report(
      path,
      `This page shows its form with ${refusing.map((r) => RENDERER_WORDS[r]).join(' and ')}, which cannot draw a "${name}" field, so the page would stop with an error. It draws ${list(drawn)}; to use "${name}", ask a developer to show this form with another renderer.${didYouMean(name, drawn)}`,
    );
  }
}
