// From a file's contract (its JSON Schema, bundled by the server) to the form staff fill in, decided
// by the schema's shape and its key names alone, never file by file: every property gets a title in
// words; strings that name something of the app (an action, a dialog, a bridge call, an address, an
// image) are marked as pickers of those names, colours as colours; rule lists are marked for the
// rule table. The marks are a keyword of the studio's own (STUDIO) that its widgets read.

import { isObject, unescapeSegment } from '../../tools/staff/json';
import { keyInWords } from '../../tools/staff/keyInWords';
import { COLOUR_KEY } from '../../tools/staff/colour';

/** A JSON Schema as the studio walks it: a plain object of unknown keywords. */
export type Schema = Record<string, unknown>;

/** The studio's mark on a schema: which control edits the value. */
export const STUDIO = 'x-studio';

export type Picker = 'actions' | 'dialogs' | 'bridgeCalls' | 'routes' | 'images';
export type Mark = Picker | 'colour' | 'ruleList';

/** The widgets read a key in words by this name. */
export const humanize = keyInWords;

export { COLOUR_KEY };

/** Keys that hold a picture of public/: src, icon, logo, image, img, or a name ending in one of them. */
const IMAGE_KEY = /^(src|icon|logo|image|img)$|(Icon|Logo|Image|Img)$/;

/** Parts of a file whose strings are words for people, never names of things (texts, messages). */
const WORDS = new Set(['texts', 'messages']);

/** An action kind's name and the property that names something of the app. */
const NAMED_BY_KIND: Record<string, [string, Picker]> = {
  dialog: ['name', 'dialogs'],
  closeDialog: ['name', 'dialogs'],
  bridge: ['name', 'bridgeCalls'],
  navigate: ['to', 'routes'],
  replace: ['to', 'routes'],
};

const constOf = (s: unknown): string | undefined =>
  isObject(s) && typeof s.const === 'string' ? s.const : undefined;

const isStringSchema = (s: Schema) => s.type === 'string' && !Array.isArray(s.enum);

/** A rule list: an array of `{ when, then }` rows (the check's `x-facts` marks them too). */
export const isRuleList = (s: Schema) =>
  s.type === 'array' &&
  (Array.isArray(s['x-facts']) ||
    (isObject(s.items) && isObject(s.items.properties) && 'when' in s.items.properties));

interface Place {
  /** The key this schema is the value of, if any. */
  key?: string;
  /** Inside texts or messages. */
  words: boolean;
}

/** The mark of a string outside words by its key alone: a colour or a picture. */
export function markOfKey(key: string): Mark | undefined {
  if (COLOUR_KEY.test(key)) return 'colour';
  if (IMAGE_KEY.test(key)) return 'images';
  return undefined;
}

/** Marks a map's string values, whose keys are known only when they are drawn. */
export const BY_KEY = 'x-studio-by-key';

function mark(schema: Schema, place: Place): void {
  const { key } = place;
  if (key !== undefined && isStringSchema(schema) && !place.words) {
    const byKey = markOfKey(key);
    if (byKey) schema[STUDIO] = byKey;
    else if (key === 'action') schema[STUDIO] = 'actions';
    else if (key === 'to' && typeof schema.description === 'string' && /in-app page/.test(schema.description))
      schema[STUDIO] = 'routes';
  }
  if (isRuleList(schema)) schema[STUDIO] = 'ruleList';
  keepSaid(schema);
  const props = isObject(schema.properties) ? schema.properties : undefined;
  const kind = constOf(props?.type);
  const named = kind ? NAMED_BY_KIND[kind] : undefined;
  if (props && named) {
    const target = props[named[0]];
    if (isObject(target)) target[STUDIO] = named[1];
  }
}

/**
 * What the check holds a text to (x-required-placeholders), said in its help before staff edit it:
 * "Keep {phone} in it: the page puts the customer service number there."
 */
function keepSaid(schema: Schema): void {
  const required = schema['x-required-placeholders'];
  if (!isObject(required)) return;
  const keep = Object.entries(required).map(
    ([name, what]) => `Keep {${name}} in it: the page puts ${String(what)} there.`,
  );
  const said = typeof schema.description === 'string' ? [schema.description] : [];
  schema.description = [...said, ...keep].join(' ');
}

/**
 * A choice whose options only say which keys are required (a dialog has a title or a label) is a
 * check, not a shape: offered as a choice it would ask staff to pick between two identical forms. The
 * check still says when neither key is there.
 */
function dropRequiredChoices(schema: Schema): void {
  for (const word of ['anyOf', 'oneOf'] as const) {
    const list = schema[word];
    if (
      Array.isArray(list) &&
      list.every((o) => isObject(o) && Object.keys(o).every((k) => k === 'required'))
    )
      delete schema[word];
  }
}

/** Walks every subschema with the key it describes, in place. */
interface Walk {
  root: Schema;
  seen: Set<Schema>;
}

function walk(schema: unknown, place: Place, ctx: Walk): void {
  if (!isObject(schema) || ctx.seen.has(schema)) return;
  ctx.seen.add(schema);
  mark(schema, place);
  dropRequiredChoices(schema);
  if (isObject(schema.properties))
    for (const [key, sub] of Object.entries(schema.properties)) {
      if (isObject(sub) && sub.title === undefined) sub.title = humanize(key);
      walk(sub, { key, words: place.words || WORDS.has(key) }, ctx);
    }
  // A map's values carry its key's meaning (texts.* are words, dialogs.* are dialogs); a string value
  // outside words is read by its own key when it is drawn (a map's picture or colour).
  if (isObject(schema.additionalProperties)) {
    if (!place.words && isStringSchema(schema.additionalProperties))
      schema.additionalProperties[BY_KEY] = true;
    walk(schema.additionalProperties, { ...place }, ctx);
  }
  if (isObject(schema.patternProperties))
    for (const sub of Object.values(schema.patternProperties)) walk(sub, { ...place }, ctx);
  if (isObject(schema.items)) walk(schema.items, { words: place.words }, ctx);
  for (const word of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = schema[word];
    if (Array.isArray(list)) list.forEach((sub) => walk(sub, { ...place }, ctx));
  }
  for (const word of ['if', 'then', 'else'] as const) walk(schema[word], { ...place }, ctx);
  if (isObject(schema.definitions))
    for (const sub of Object.values(schema.definitions)) walk(sub, { words: false }, ctx);
  // A choice between kinds (an action is one of navigate, bridge, dialog…) is offered by the kinds'
  // names and what they do, not "Option 1".
  const options = schema.oneOf ?? schema.anyOf;
  if (Array.isArray(options)) options.forEach((o) => nameOption(o, ctx.root));
}

/** The definitions a local `$ref` (#/definitions/x) points at. */
function resolve(ref: unknown, root: Schema): Schema | undefined {
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return undefined;
  let at: unknown = root;
  for (const part of ref.slice(2).split('/')) at = isObject(at) ? at[unescapeSegment(part)] : undefined;
  return isObject(at) ? at : undefined;
}

function nameOption(option: unknown, root: Schema): void {
  if (!isObject(option) || option.title !== undefined) return;
  const target = resolve(option.$ref, root) ?? option;
  if (target.title !== undefined && target !== option) return;
  const kind = constOf(isObject(target.properties) ? target.properties.type : undefined);
  const said = typeof target.description === 'string' ? target.description : undefined;
  // The kind in words names the choice; what it does is the option's own description, shown as help.
  const title = kind ? humanize(kind) : said;
  if (title) option.title = title;
}

/**
 * The contract as the form shows it: a copy with titles in words and the studio's marks. Pure: the
 * contract given is not changed.
 */
export function prepareContract(contract: Schema): Schema {
  const copy = structuredClone(contract);
  walk(copy, { words: false }, { root: copy, seen: new Set() });
  return copy;
}

/** '#/texts/title', '/texts/title' or '' → ['texts', 'title'] / []. */
export function pointerPath(pointer: string): string[] {
  const bare = pointer.replace(/^#/, '');
  if (bare === '' || bare === '/') return [];
  return bare.replace(/^\//, '').split('/').map(unescapeSegment);
}
