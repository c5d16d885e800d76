// The staff edit drill: every kind of correct edit staff make, all at once, on a copy of schemas/,
// content/ and public/. Every text is reworded (its {placeholders} kept), every limit moved within the
// range its screen's contract allows, the theme colours changed and every list whose order is only
// presentation reordered; then twelve specific edits on top, each worked out from the value it finds.
// The edits are found by walking the files, so a key staff add tomorrow is drilled too. tests/drill/
// proves the check passes on the copy and the screens follow it; the drill suites (drillProject.ts)
// and the end-to-end drill (drillE2e.ts) run unchanged tests on it, so no correct staff edit can turn
// them red.
import { cpSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { marked } from 'marked';
import { contentFiles, contractPath, dataFiles, readJson } from '../../staff/schemaFiles.ts';
import { IMAGE } from '../../check/common.ts';
import { isObject, type Path } from '../../staff/json.ts';
import { parseColour, relativeLuminance } from '../../staff/colour.ts';

type Json = Record<string, unknown>;

function editJson(dir: string, rel: string, change: (data: Json) => void) {
  const path = join(dir, rel);
  const data = JSON.parse(readFileSync(path, 'utf8')) as Json;
  change(data);
  writeFileSync(path, `${JSON.stringify(data, null, 2)}\n`);
}

const obj = (v: unknown) => v as Json;

// ---- every text ----------------------------------------------------------------------------------

/**
 * Another wording of a text with the same {placeholders}: its words in the opposite order, so no
 * phrase of the old text is left for a test to have pinned; a text of one word gets one more. A text
 * with no letter outside its placeholders is left as it is.
 */
export function reword(text: string): string {
  // A sign or a separator (the currency's "₱") says nothing to reword; staff would not change it as copy.
  if (!/\p{L}/u.test(text.replace(/\{[\w.]+\}/g, ''))) return text;
  const reversed = text.split(' ').reverse().join(' ');
  return reversed === text ? `${text} now` : reversed;
}

/** Another wording of a Markdown block that keeps its markup, links, figures and placeholders. */
const rewordMarkdown = (block: string) => `Please read this part with care. ${block}`;

/** Members whose string is copy wherever they stand (dialogs, buttons, lists, form labels, toasts). */
const COPY_KEYS = new Set([
  'title',
  'label',
  'text',
  'alt',
  'hint',
  'message',
  'loading',
  'body',
  'closeLabel',
  'chooseStar',
  'cancel',
  'send',
  'description',
  'ui:placeholder',
  'ui:title',
  'ui:description',
  'ui:help',
]);
/** Members that name things (keys, addresses, facts) rather than say something, never reworded. */
const NAMING_PARTS = new Set(['$schema', 'open', 'opens', 'limits', 'when', 'comment', '$comment', 'params']);
/** Maps whose every string is copy. */
const COPY_MAPS = new Set(['texts', 'messages', 'errorMessages']);

/** A rule's bare `then` text is copy unless it names something (a dialog, an action, a text, an image). */
function isCopyThen(value: string, names: Set<string>): boolean {
  return (
    !names.has(value) &&
    !IMAGE.test(value) &&
    !/^[a-z][A-Za-z0-9]*$/.test(value) &&
    !/^\/|^https?:/.test(value)
  );
}

/** Rewords every text of a screen file, found by where it stands in the screen format. */
function rewordScreen(screen: Json): void {
  const names = new Set(
    ['dialogs', 'actions', 'texts', 'messages'].flatMap((part) =>
      isObject(screen[part]) ? Object.keys(screen[part]) : [],
    ),
  );
  const walk = (value: unknown, path: Path, copy: boolean): unknown => {
    const key = path.at(-1);
    if (typeof value === 'string') {
      if (copy || (typeof key === 'string' && COPY_KEYS.has(key))) return reword(value);
      if (key === 'then' && isCopyThen(value, names)) return reword(value);
      // A list of sentences (tips, steps): items with a space that are no address.
      if (typeof key === 'number' && /\s/.test(value) && !/^[/{]|^https?:/.test(value)) return reword(value);
      return value;
    }
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...path, i], copy));
    if (!isObject(value)) return value;
    for (const [k, v] of Object.entries(value)) {
      if (NAMING_PARTS.has(k)) continue;
      value[k] = walk(v, [...path, k], copy || COPY_MAPS.has(k));
    }
    return value;
  };
  for (const [k, v] of Object.entries(screen)) {
    if (NAMING_PARTS.has(k)) continue;
    screen[k] = k === 'title' && typeof v === 'string' ? reword(v) : walk(v, [k], COPY_MAPS.has(k));
  }
}

function rewordContent(markdown: string): string {
  return marked
    .lexer(markdown, { gfm: true })
    .map((token) => {
      if (token.type === 'heading') return token.raw.replace(token.text, reword(token.text as string));
      if (token.type === 'paragraph') return rewordMarkdown(token.raw);
      return token.raw;
    })
    .join('');
}

// ---- every limit, colour and presentation order ----------------------------------------------------

interface Range {
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  type?: string;
}

/**
 * Another value of a limit within its contract's range: a step up when the range has room above it,
 * else a step down; with no range, a step towards zero (limits are sizes, counts and delays, and a
 * smaller one never outgrows what the page can hold) while it stays above zero, else a step up.
 */
export function moveLimit(value: number, range: Range = {}): number {
  const step = Number.isInteger(value) ? 1 : 0.1;
  const round = (n: number) => Math.round(n * 1000) / 1000;
  const bounded = Object.keys(range).some((k) => /imum$/.test(k));
  const order = bounded ? [value + step, value - step] : [value - step, value + step];
  return order.map(round).find((n) => fitsRange(n, range)) ?? value;
}

/** Whether a limit may take a value: above zero and within its contract's range. */
function fitsRange(n: number, range: Range): boolean {
  return (
    (range.minimum === undefined || n >= range.minimum) &&
    (range.maximum === undefined || n <= range.maximum) &&
    (range.exclusiveMinimum === undefined || n > range.exclusiveMinimum) &&
    (range.exclusiveMaximum === undefined || n < range.exclusiveMaximum) &&
    n > 0
  );
}

/** The range a screen's contract gives one of its limits. */
function rangeOf(contractFile: string | undefined, name: string): Range {
  const contract = contractFile && existsSync(contractFile) ? (readJson(contractFile) as Json) : {};
  return obj(obj(obj(obj(contract.properties).limits).properties)[name] ?? {}) as Range;
}

function moveLimits(screen: Json, contractFile: string | undefined): void {
  if (!isObject(screen.limits)) return;
  for (const [name, value] of Object.entries(screen.limits))
    if (typeof value === 'number') screen.limits[name] = moveLimit(value, rangeOf(contractFile, name));
}

/** A colour of the same lightness near the configured one: each channel a step away from its end. */
export function nearColour(colour: string): string {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour)?.[1];
  if (!hex) return colour;
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
  const channels = (full.match(/../g) as string[]).map((c) => parseInt(c, 16));
  return `#${channels
    .map((c) => (c > 127 ? c - 17 : c + 17).toString(16).padStart(2, '0'))
    .join('')
    .toUpperCase()}`;
}

/** A list of labelled things (navigation, footer links, offers, buttons, tabs): its order is looks. */
const isPresentationList = (value: unknown[]) =>
  value.length > 1 &&
  value.every(
    (item) => isObject(item) && ['label', 'text', 'title'].some((k) => typeof item[k] === 'string'),
  );

/** Reverses every presentation-only list; rule lists and action sequences keep their order (it is meaning). */
function reorderLists(value: unknown, key?: string): void {
  if (Array.isArray(value)) {
    if (key !== 'rules' && isPresentationList(value)) value.reverse();
    for (const item of value) reorderLists(item);
  } else if (isObject(value)) {
    for (const [k, v] of Object.entries(value)) if (k !== 'actions') reorderLists(v, k);
  }
}

function editEverything(dir: string): void {
  for (const file of dataFiles(dir)) {
    if (file.meta === 'screen.schema.json')
      editJson(dir, file.rel, (screen) => {
        rewordScreen(screen);
        moveLimits(screen, file.contract);
        reorderLists(screen);
      });
    else if (file.meta === 'messages.schema.json')
      editJson(dir, file.rel, (messages) => {
        for (const [k, v] of Object.entries(messages))
          if (k !== '$schema' && typeof v === 'string') messages[k] = reword(v);
      });
    else if (file.meta === 'app.schema.json')
      editJson(dir, file.rel, (app) => {
        for (const [k, v] of Object.entries(app)) {
          if (typeof v !== 'string') continue;
          if (/Color$/.test(k)) app[k] = nearColour(v);
          else if (/Label$/.test(k)) app[k] = reword(v);
        }
      });
  }
  for (const file of contentFiles(dir))
    writeFileSync(file.path, rewordContent(readFileSync(file.path, 'utf8')));
}

// ---- the twelve specific edits ---------------------------------------------------------------------
// Each is worked out from the value it finds, never a fixed one: a staff member may already have made
// the very edit (a complaint cap of 300, say), and setting that value again would change nothing the
// drill's tests can see, or undo the drill's own move of it.

/** What each specific edit sets, so the drill's tests can look for it. */
export interface DrillValues {
  applyLabel: string;
  phoneMessage: string;
  phonePattern: string;
  phoneGroups: number[];
  samplePhone: string;
  complaintMax: number;
  newStatus: number;
  newStatusButton: string;
  countdownSeconds: number;
  email: string;
  privacySentence: string;
  aboutHeading: string;
  themeColor: string;
}

/**
 * `wanted`, or, when `taken` already says it, `wanted` with a number after it: a text an edit adds
 * is new, so a test that looks for it never finds the staff's own copy instead.
 */
export function newText(wanted: string, taken: string): string {
  let text = wanted;
  for (let n = 2; taken.includes(text); n += 1) text = `${wanted} ${n}`;
  return text;
}

/** A limit moved by `by` within its contract's range: up if that fits, else down, else moveLimit's step. */
export function shiftLimit(value: number, by: number, range: Range = {}): number {
  return [value + by, value - by].find((n) => fitsRange(n, range)) ?? moveLimit(value, range);
}

interface PhoneRule {
  pattern: string;
  length: number;
  groups: number[];
}

/** Another mobile-number rule of the same length: another start, other groups, and its message. */
export function anotherPhoneRule({ pattern, length, groups }: PhoneRule) {
  const start = ['09', '08', '07'].find((s) => !pattern.startsWith(`^${s}`)) as string;
  const rest = length - start.length;
  const phoneGroups = [[...groups].reverse(), [...groups.slice(1), ...groups.slice(0, 1)], [length]].find(
    (g) => g.join() !== groups.join(),
  ) as number[];
  return {
    phonePattern: `^${start}\\d{${rest}}$`,
    phoneGroups,
    phoneMessage: `Enter your mobile number as ${start} and ${rest} more digits.`,
    samplePhone: `${start}${'17'.padEnd(rest, '1234567890').slice(0, rest)}`,
  };
}

const hex = ({ r, g, b }: { r: number; g: number; b: number }) =>
  `#${[r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();

/**
 * Another brand colour for the one found: the opposite hue (blue for a grey) at the same lightness,
 * never nearer the button text's, so every contrast the check measures is at least the staff's own.
 */
export function anotherHue(colour: string, font = '#fff'): string {
  const found = parseColour(colour);
  if (!found) return colour;
  const seen = (c: number) => c * found.a + 255 * (1 - found.a);
  const [r, g, b] = [seen(found.r), seen(found.g), seen(found.b)];
  const [high, low] = [Math.max(r, g, b), Math.min(r, g, b)];
  const hue =
    high === low ? { r: 0, g: 128, b: 255 } : { r: high + low - r, g: high + low - g, b: high + low - b };
  const lightness = relativeLuminance({ r, g, b, a: 1 });
  const fontIsLighter = relativeLuminance(parseColour(font) ?? { r: 255, g: 255, b: 255, a: 1 }) > lightness;
  // From black (t = -1) through the hue (0) to white (1), each channel rounded as hex writes it.
  const at = (t: number) => {
    const mix = (c: number) => Math.round(t < 0 ? c * (1 + t) : c + (255 - c) * t);
    return { r: mix(hue.r), g: mix(hue.g), b: mix(hue.b), a: 1 };
  };
  let [darker, lighter] = [-1, 1];
  for (let i = 0; i < 40; i += 1) {
    const t = (darker + lighter) / 2;
    if (relativeLuminance(at(t)) <= lightness) darker = t;
    else lighter = t;
  }
  const other = hex(at(fontIsLighter ? darker : lighter));
  return other === hex({ r, g, b }) ? nearColour(hex({ r, g, b })) : other;
}

/** Every number a file's rules compare `fact` with. */
function numbersOf(value: unknown, fact: string, inFact = false): number[] {
  if (typeof value === 'number') return inFact ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((v) => numbersOf(v, fact, inFact));
  if (!isObject(value)) return [];
  return Object.entries(value).flatMap(([k, v]) => numbersOf(v, fact, inFact || k === fact));
}

/** The first ten above every order status the rules name: a status they do not know yet. */
const unknownStatus = (rules: unknown) =>
  Math.ceil((Math.max(0, ...numbersOf(rules, 'orderStatus')) + 1) / 10) * 10;

/** What the specific edits set in a project's staff files, worked out from what the files say now. */
export function drillValues(dir: string): DrillValues {
  const text = (rel: string) => readFileSync(join(dir, rel), 'utf8');
  const data = (name: string) => JSON.parse(text(`schemas/screens/${name}.json`)) as Json;
  /** A limit of a screen file, moved by `by` within its contract's range. */
  const limit = (name: string, limitName: string, by: number) =>
    shiftLimit(obj(data(name).limits)[limitName] as number, by, rangeOf(contractPath(name, dir), limitName));
  const { fontColor, themeColor, company, mobileNumber } = JSON.parse(text('schemas/app.json')) as Json;
  return {
    applyLabel: newText('Apply now', text('schemas/screens/register.json')),
    ...anotherPhoneRule(mobileNumber as PhoneRule),
    complaintMax: limit('complaintSubmit', 'descriptionMax', 100),
    newStatus: unknownStatus(data('orderDetails').rules),
    newStatusButton: newText('Contact us', text('schemas/screens/orderDetails.json')),
    countdownSeconds: limit('register', 'countdownSeconds', 30),
    email: String(obj(company).email).replace('@', '.help@'),
    privacySentence: newText('We never sell your personal data to anyone.', text('content/privacyPolicy.md')),
    aboutHeading: newText('How we keep our word', text('content/aboutUs.md')),
    themeColor: anotherHue(String(themeColor), typeof fontColor === 'string' ? fontColor : undefined),
  };
}

/** Inserts `rule` before a closing catch-all rule (`when: {}`), which must stay last; else at the end. */
function addRule(rules: unknown[], rule: unknown): void {
  const last = rules.at(-1);
  const catchAll = isObject(last) && isObject(last.when) && Object.keys(last.when).length === 0;
  rules.splice(catchAll ? rules.length - 1 : rules.length, 0, rule);
}

/** The twelve edits a staff member makes by hand, with the values `drillValues` worked out. */
export function applySpecificEdits(dir: string, v: DrillValues): void {
  editJson(dir, 'schemas/screens/register.json', (s) => {
    obj(s.texts).apply = v.applyLabel;
    obj(s.limits).countdownSeconds = v.countdownSeconds;
  });
  editJson(dir, 'schemas/screens/complaintSubmit.json', (s) => {
    obj(s.limits).descriptionMax = v.complaintMax;
  });
  let icon = '';
  editJson(dir, 'schemas/screens/orderDetails.json', (s) => {
    const rules = obj(s.rules);
    const icons = rules.statusIcon as { then: string }[];
    icon = icons[0]?.then as string;
    addRule(icons, { when: { orderStatus: v.newStatus }, then: `/icons/status-${v.newStatus}.svg` });
    addRule(rules.buttons as unknown[], {
      when: { orderStatus: v.newStatus },
      then: [{ text: v.newStatusButton, action: 'callService', primary: true }],
    });
  });
  cpSync(join(dir, 'public', icon), join(dir, `public/icons/status-${v.newStatus}.svg`));
  editJson(dir, 'schemas/screens/site.json', (s) => {
    const nav = obj(s.data).nav as unknown[];
    nav.push(...nav.splice(1, 1));
  });
  editJson(dir, 'schemas/app.json', (s) => {
    obj(s.company).email = v.email;
    s.themeColor = v.themeColor;
    // The mobile-number rule, once for registration, bank binding and the contact form.
    Object.assign(obj(s.mobileNumber), {
      pattern: v.phonePattern,
      groups: v.phoneGroups,
      message: v.phoneMessage,
    });
  });
  insertBefore(dir, 'content/privacyPolicy.md', 1, `${v.privacySentence}\n\n`);
  insertBefore(dir, 'content/aboutUs.md', 2, `## ${v.aboutHeading}\n\nClear terms, no surprises.\n\n`);
}

/** Inserts Markdown before a file's `nth` heading (1 for the first), or at its end. */
function insertBefore(dir: string, rel: string, nth: number, markdown: string): void {
  const path = join(dir, rel);
  const tokens = marked.lexer(readFileSync(path, 'utf8'), { gfm: true });
  const headings = tokens.flatMap((t, i) => (t.type === 'heading' && i > 0 ? [i] : []));
  const at = headings[nth - 1] ?? tokens.length;
  const raws = tokens.map((t) => t.raw);
  raws.splice(at, 0, markdown);
  writeFileSync(path, raws.join(''));
}

export function applyStaffEdits(dir: string): void {
  // Worked out from the files as staff left them, before the drill's other edits.
  const values = drillValues(dir);
  editEverything(dir);
  applySpecificEdits(dir, values);
}
