// Values a borrower sees or the page runs on: a text that would show as nothing, or show a brace or an
// HTML tag as written; a name the app would not find for a character that cannot be seen; a list
// entry written twice; and a limit outside the range its contract declares
// (`minimum`/`maximum` on the limit's entry in schemas/meta/screens/<screen>.schema.json, kept by
// `npm run contracts`).
import { checkColours, checkThemeContrast } from './colours.ts';
import {
  PATTERN_KEYS,
  strayBraceReason,
  strayBraces,
  walkData,
  type Contract,
  type Report,
} from './common.ts';
import { isObject, type Path } from '../staff/json.ts';

const inActions = (path: Path) => path[0] === 'actions' || path[0] === 'rules';

function screenBlank(path: Path): string | undefined {
  const [first, second] = path;
  const last = path[path.length - 1];
  if (path.length === 1 && first === 'title') return 'the page would have no title';
  if (path.length === 2 && first === 'texts') return 'the page would show nothing in its place';
  if (path.length === 2 && first === 'messages') return 'the borrower would get an empty message';
  // `open` names keys of `texts`; those are checked as names.
  if (first === 'open' || first === 'opens') return undefined;
  if (first === 'form') {
    if (second === 'errorMessages') return 'the form would show an empty error';
    if (last === 'title') return 'the form field would have no label';
    if (last === 'ui:placeholder') return 'the field would show no hint';
    return undefined;
  }
  if (first === 'dialogs') {
    if (last === 'text' || (path.includes('rating') && (last === 'cancel' || last === 'send')))
      return 'the button would show nothing';
    if (last === 'title') return 'the dialog would show no heading';
    if (last === 'label') return 'the dialog would have no name';
    if (last === 'body') return 'the dialog would show no text';
    if (last === 'closeLabel') return 'the close button would have no name';
    if (last === 'chooseStar') return 'the rating dialog would show an empty hint';
    return undefined;
  }
  if (inActions(path) && last === 'message') return 'the toast would be blank';
  if (first === 'codes' && last === 'message') return 'the borrower would get an empty message';
  if (inActions(path) && last === 'loading') return 'the loading message would be blank';
  if (first === 'rules' && last === 'text') return 'the button would show nothing';
  if (first === 'data' && last === 'text') return 'the page would show nothing in its place';
  if (last === 'label') return 'this label (a menu link, a tab or a choice) would show nothing';
  if (last === 'hint') return 'the hint would show nothing';
  return undefined;
}

function appBlank(path: Path): string | undefined {
  const [first] = path;
  if (first === 'appName') return "the app's name would be blank wherever it is shown";
  if (first === 'servicePhone') return 'the customer-service phone number would be blank';
  if (first === 'company') return 'the company details on the pages would show a blank';
  if (first === 'supportAgentLabel') return 'the customer-service agent would have no name';
  return undefined;
}

/** What an empty text at `path` of a file checked by `meta` would leave blank; undefined for a value that is no text shown. */
export function blankOutcome(meta: string, path: Path): string | undefined {
  if (meta === 'messages.schema.json')
    return path.length === 1 && path[0] !== '$schema' ? 'the app would show an empty message' : undefined;
  if (meta === 'app.schema.json') return appBlank(path);
  if (meta === 'screen.schema.json') return screenBlank(path);
  return undefined;
}

/** A text a borrower would see is not empty (nor only spaces). */
export function checkEmptyTexts(meta: string, data: unknown, report: Report) {
  walkData(data, (value, path) => {
    if (typeof value !== 'string' || value.trim() !== '') return;
    const outcome = blankOutcome(meta, path);
    if (outcome)
      report(
        path,
        `This text is empty, so ${outcome}. Write the words, or ask a developer to take it off the page.`,
      );
  });
}

interface Range {
  minimum?: number;
  maximum?: number;
  description?: string;
}

/** "from 1 to 600", "at least 1", "at most 9". */
export function rangeWords({ minimum, maximum }: Range): string {
  if (minimum !== undefined && maximum !== undefined) return `from ${minimum} to ${maximum}`;
  if (minimum !== undefined) return `at least ${minimum}`;
  return `at most ${String(maximum)}`;
}

/** Each limit stays within the range its contract declares. */
export function checkLimitRanges(
  screen: Record<string, unknown>,
  contract: Contract | undefined,
  report: Report,
) {
  const ranges = (contract?.properties?.limits?.properties ?? {}) as Record<string, Range>;
  if (!isObject(screen.limits)) return;
  for (const [key, value] of Object.entries(screen.limits)) {
    const range = ranges[key];
    if (typeof value !== 'number' || !range || (range.minimum === undefined && range.maximum === undefined))
      continue;
    if ((range.minimum ?? -Infinity) <= value && value <= (range.maximum ?? Infinity)) continue;
    report(
      ['limits', key],
      `${value} is outside what this limit allows: it must be ${rangeWords(range)}.${range.description ? ` ${range.description}` : ''}`,
    );
  }
}

const HTML_TAG = /<\/?[a-z][a-z0-9]*(\s[^<>]*)?\/?>/i;

/** Characters a name may hold unseen: a non-breaking space, a zero-width space or joiner, a BOM. */
const UNSEEN = /[\u00A0\u200B-\u200D\u2060\uFEFF]/g;

/** A name as the app looks it up: a name holding an unseen character, or a space at an end, is not it. */
function checkUnseenInNames(data: unknown, report: Report) {
  walkData(data, (_value, path, key) => {
    if (typeof key !== 'string') return;
    const seen = key.replace(UNSEEN, '').trim();
    if (seen !== key)
      report(
        path,
        `The name "${key}" holds a character that cannot be seen (a non-breaking space, a zero-width space, or a space at its start or end), so the app would not find it under "${seen}". Delete the name and type it again.`,
      );
  });
}

/** A text is shown as written: a brace outside a placeholder, or an HTML tag, shows as those very characters. */
function checkShownAsWritten(data: unknown, report: Report) {
  walkData(data, (value, path, key) => {
    if (typeof value !== 'string' || key === '$schema' || (typeof key === 'string' && PATTERN_KEYS.has(key)))
      return;
    const brace = strayBraces(value)[0];
    if (brace !== undefined) report(path, strayBraceReason(value[brace] as string));
    const tag = HTML_TAG.exec(value)?.[0];
    if (tag)
      report(
        path,
        `"${tag}" would show as these very characters: texts are shown as written, not read as HTML. Write the words without the tag.`,
      );
  });
}

/**
 * The items of a list (but a rule list) are each there once: an item written twice, or two items with the same `id`,
 * `channelNumber` (a bank channel) or `to` (a menu link), would show the same thing twice or leave
 * one of them unreachable.
 */
function checkRepeatedItems(data: unknown, report: Report) {
  const KEYS = ['id', 'channelNumber', 'to'];
  walkData(data, (value, path) => {
    // Rule lists are tools/check/rules.ts's: it judges which rule a case reaches.
    if (path[0] === 'rules' || !Array.isArray(value) || !value.every(isObject)) return;
    const key = KEYS.find((k) => value.every((item) => k in item));
    const seen = new Map<string, number>();
    value.forEach((item, i) => {
      const identity = key === undefined ? JSON.stringify(item) : JSON.stringify(item[key]);
      const first = seen.get(identity);
      if (first === undefined) {
        seen.set(identity, i);
        return;
      }
      report(
        [...path, i],
        key === undefined
          ? `This item repeats item ${first + 1} of the list word for word, so it would show twice. Take one out.`
          : `This item has the same "${key}" (${identity}) as item ${first + 1} of the list, so the two would be taken for one. Give each its own, or take one out.`,
      );
    });
  });
}

/** The values of any file staff edit (app.json, messages.json, a screen, a scenario): its texts, lists and colours. */
export function checkValues(meta: string, data: unknown, report: Report) {
  checkEmptyTexts(meta, data, report);
  // A scenario file plays the server, whose answers may well repeat a row or hold any characters.
  if (meta !== 'scenario.schema.json') {
    checkUnseenInNames(data, report);
    checkShownAsWritten(data, report);
    checkRepeatedItems(data, report);
  }
  checkColours(data, report);
  if (meta === 'app.schema.json') checkThemeContrast(data, report);
}
