/**
 * An edit of a staff JSON file that touches only its lines: the studio's form produces a whole new
 * value, and saving it re-serialised would rewrite every line a staff member or a reviewer looks at.
 * `patchJson` rewrites only the values that changed (found on jsonc-parser's tree, written with its
 * `applyEdits`), in the file's own indentation; a value it prints anew is laid out as the repository's
 * formatter lays it out (a short array or an object that was on one line stays on one line), so a
 * reviewer's diff is the change.
 * Pure (no Node API): the browser side imports it too.
 */
import {
  applyEdits,
  findNodeAtLocation,
  getNodeValue,
  parseTree,
  type JSONPath,
  type Node,
  type ParseError,
} from 'jsonc-parser';
import prettierConfig from '../../.prettierrc.json' with { type: 'json' };
import { isObject, sameJson } from '../../tools/staff/json.ts';

/** How the file lays itself out, read from its own text. */
interface Style {
  unit: string;
  eol: string;
  width: number;
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

function styleOf(text: string): Style {
  const indent = /^([ \t]+)\S/m.exec(text)?.[1];
  return {
    unit: indent?.startsWith('\t') ? '\t' : ' '.repeat(indent?.length ?? 2),
    eol: text.includes('\r\n') ? '\r\n' : '\n',
    width: prettierConfig.printWidth,
  };
}

/** An array the formatter always breaks one element to a line: several objects (or arrays) of several entries. */
const alwaysBroken = (items: Json[]) =>
  items.length > 1 &&
  (items.every((x) => isObject(x) && Object.keys(x).length > 1) ||
    items.every((x) => Array.isArray(x) && x.length > 1));

/** The value on one line, or undefined when the formatter would not keep it on one. */
function flat(value: Json, objectsFlat: boolean): string | undefined {
  if (Array.isArray(value)) {
    if (value.length === 0) return '[]';
    if (alwaysBroken(value)) return undefined;
    const items = value.map((x) => flat(x, objectsFlat));
    return items.every((x) => x !== undefined) ? `[${items.join(', ')}]` : undefined;
  }
  if (isObject(value)) {
    const keys = Object.keys(value);
    if (keys.length === 0) return '{}';
    if (!objectsFlat) return undefined;
    const entries = keys.map((k) => {
      const v = flat(value[k]!, objectsFlat);
      return v === undefined ? undefined : `${JSON.stringify(k)}: ${v}`;
    });
    return entries.every((x) => x !== undefined) ? `{ ${entries.join(', ')} }` : undefined;
  }
  return JSON.stringify(value);
}

/**
 * The value printed at `column` of a line indented `level` units, followed by `trailing` characters
 * on that line. Objects stay on one line only when `objectsFlat` (the one they replace was), as the
 * formatter keeps an object's layout; arrays go on one line when they fit.
 */
function print(
  value: Json,
  style: Style,
  level: number,
  column: number,
  trailing: number,
  objectsFlat: boolean,
): string {
  const oneLine = flat(value, objectsFlat);
  if (oneLine !== undefined && column + oneLine.length + trailing <= style.width) return oneLine;
  const inner = style.unit.repeat(level + 1);
  const innerColumn = inner.replace(/\t/g, '  ').length;
  const close = style.eol + style.unit.repeat(level);
  if (Array.isArray(value)) {
    const items = value.map(
      (x, i) => inner + print(x, style, level + 1, innerColumn, i < value.length - 1 ? 1 : 0, objectsFlat),
    );
    return `[${style.eol}${items.join(`,${style.eol}`)}${close}]`;
  }
  if (isObject(value)) {
    const keys = Object.keys(value);
    const entries = keys.map((k, i) => {
      const head = `${inner}${JSON.stringify(k)}: `;
      const v = print(value[k]!, style, level + 1, head.length, i < keys.length - 1 ? 1 : 0, objectsFlat);
      return head + v;
    });
    return `{${style.eol}${entries.join(`,${style.eol}`)}${close}}`;
  }
  return JSON.stringify(value);
}

const nodeAt = (text: string, path: JSONPath): Node => {
  const root = parseTree(text);
  const node = root && findNodeAtLocation(root, path);
  if (!node) throw new Error(`patchJson: no value at /${path.join('/')}`);
  return node;
};

const onOneLine = (text: string, node: Node) =>
  !/[\r\n]/.test(text.slice(node.offset, node.offset + node.length));

/** The text with the value at `path` printed anew in place. */
function replace(text: string, path: JSONPath, value: Json, style: Style): string {
  const node = nodeAt(text, path);
  const lineStart = Math.max(text.lastIndexOf('\n', node.offset - 1) + 1, 0);
  const indent = /^[ \t]*/.exec(text.slice(lineStart))![0];
  const level = style.unit === '\t' ? indent.length : Math.round(indent.length / style.unit.length);
  const column = text.slice(lineStart, node.offset).replace(/\t/g, '  ').length;
  const trailing = /^\s*,/.test(text.slice(node.offset + node.length)) ? 1 : 0;
  const objectsFlat = node.type === 'object' && onOneLine(text, node);
  const content = print(value, style, level, column, trailing, objectsFlat);
  return applyEdits(text, [{ offset: node.offset, length: node.length, content }]);
}

/** The whitespace a sibling starts its line with: where a new entry beside it starts. */
function indentOf(text: string, node: Node): string {
  const lineStart = text.lastIndexOf('\n', node.offset - 1) + 1;
  return /^[ \t]*/.exec(text.slice(lineStart))![0];
}

/**
 * The text with an entry (a property `key: value`, or an element when `key` is undefined) inserted
 * as the `index`th child of the broken object or array at `path`, on a line of its own indented as
 * its siblings. By hand rather than with `modify`, whose formatter would also lay out the lines
 * around the insertion anew (a neighbour's one-line object broken into several).
 */
function insert(
  text: string,
  path: JSONPath,
  index: number,
  key: string | undefined,
  value: Json,
  style: Style,
) {
  const parent = nodeAt(text, path);
  const children = parent.children ?? [];
  const sibling = children[Math.min(index, children.length - 1)];
  if (!sibling) throw new Error('patchJson: an insertion needs a sibling');
  const indent = indentOf(text, sibling);
  const level = style.unit === '\t' ? indent.length : Math.round(indent.length / style.unit.length);
  const head = key === undefined ? '' : `${JSON.stringify(key)}: `;
  const last = index >= children.length;
  const column = indent.replace(/\t/g, '  ').length + head.length;
  const entry = head + print(value, style, level, column, last ? 0 : 1, false);
  const at = last ? children[children.length - 1]! : sibling;
  const edit = last
    ? { offset: at.offset + at.length, length: 0, content: `,${style.eol}${indent}${entry}` }
    : { offset: at.offset, length: 0, content: `${entry},${style.eol}${indent}` };
  return applyEdits(text, [edit]);
}

/** The text without the `index`th child of the object or array at `path`, its line(s) and comma gone. */
function remove(text: string, path: JSONPath, index: number): string {
  const children = nodeAt(text, path).children ?? [];
  const node = children[index]!;
  const end = node.offset + node.length;
  const edit =
    index > 0
      ? { offset: children[index - 1]!.offset + children[index - 1]!.length, length: 0, content: '' }
      : { offset: node.offset, length: 0, content: '' };
  edit.length = index > 0 ? end - edit.offset : (children[1]?.offset ?? end) - edit.offset;
  return applyEdits(text, [edit]);
}

/** The value at `path` made `value`, rewriting only what differs. */
function patchAt(text: string, path: JSONPath, value: Json, style: Style): string {
  const node = nodeAt(text, path);
  const old = getNodeValue(node) as Json;
  if (sameJson(old, value)) return text;
  // An emptied or empty container is printed whole ('{}', '[]'; an insertion needs a sibling).
  const broken = !onOneLine(text, node) && (node.children?.length ?? 0) > 0 && flat(value, false) !== '{}';
  if (broken && isObject(old) && isObject(value)) return patchObject(text, path, old, value, style);
  if (broken && Array.isArray(old) && Array.isArray(value)) return patchArray(text, path, old, value, style);
  // A container that keeps its keys (or its length) on its one line: each changed member is rewritten
  // where it stands, so the line stays one line whatever its length, as its author laid it out.
  const members =
    isObject(old) && isObject(value) && sameJson(Object.keys(old), Object.keys(value))
      ? Object.keys(value)
      : Array.isArray(old) && Array.isArray(value) && old.length === value.length
        ? value.map((_, i) => i)
        : undefined;
  if (members?.length) {
    const at = value as Record<string | number, Json>;
    return members.reduce<string>((out, key) => patchAt(out, [...path, key], at[key]!, style), text);
  }
  return replace(text, path, value, style);
}

function patchObject(text: string, path: JSONPath, old: JsonObject, value: JsonObject, style: Style): string {
  const keys = Object.keys(value);
  for (const k of keys) if (Object.hasOwn(old, k)) text = patchAt(text, [...path, k], value[k]!, style);
  // Insertions before removals, so the object always has a sibling to take the layout from.
  keys.forEach((k, i) => {
    if (Object.hasOwn(old, k)) return;
    // After the nearest key the new value puts before it, so a new key lands where the form put it.
    const present = (nodeAt(text, path).children ?? []).map((p) => p.children![0]!.value as string);
    const at = keys
      .slice(0, i)
      .reverse()
      .map((b) => present.indexOf(b))
      .find((x) => x >= 0);
    text = insert(text, path, at === undefined ? 0 : at + 1, k, value[k]!, style);
  });
  for (const k of Object.keys(old).reverse()) {
    if (Object.hasOwn(value, k)) continue;
    const present = (nodeAt(text, path).children ?? []).map((p) => p.children![0]!.value as string);
    text = remove(text, path, present.indexOf(k));
  }
  return text;
}

/**
 * How alike two elements are: more for each entry (or item) they share; any pair a little, so an
 * edit in place is preferred to a removal and an insertion.
 */
function likeness(a: unknown, b: unknown): number {
  let shared = 0;
  if (isObject(a) && isObject(b))
    shared = Object.keys(a).filter((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k])).length;
  else if (Array.isArray(a) && Array.isArray(b))
    shared = a.filter((x) => b.some((y) => sameJson(x, y))).length;
  return 0.5 + shared;
}

export type Step =
  | { kind: 'patch'; from: number; to: number }
  | { kind: 'remove'; from: number }
  | { kind: 'insert'; at: number; to: number };

/**
 * How the old array becomes the new one: the longest run of elements left as they are, and between
 * them old elements edited into new ones, removed or inserted, so a moved or added row touches only
 * its own lines.
 */
export function steps(old: readonly unknown[], value: readonly unknown[]): Step[] {
  const n = old.length;
  const m = value.length;
  const lcs = Array.from({ length: n + 1 }, () => new Array<number>(m + 1).fill(0));
  for (let i = n - 1; i >= 0; i--)
    for (let j = m - 1; j >= 0; j--)
      lcs[i]![j] = sameJson(old[i], value[j])
        ? lcs[i + 1]![j + 1]! + 1
        : Math.max(lcs[i + 1]![j]!, lcs[i]![j + 1]!);
  const out: Step[] = [];
  // Between two kept elements: as many old ones edited into new ones as there are pairs, each with
  // the new one most like it (a row edited beside a row added stays that row), in order.
  const gap = (i0: number, i1: number, j0: number, j1: number) => {
    const k = i1 - i0;
    const l = j1 - j0;
    const best = Array.from({ length: k + 1 }, () => new Array<number>(l + 1).fill(0));
    for (let a = k - 1; a >= 0; a--)
      for (let b = l - 1; b >= 0; b--)
        best[a]![b] = Math.max(
          best[a + 1]![b]!,
          best[a]![b + 1]!,
          likeness(old[i0 + a], value[j0 + b]) + best[a + 1]![b + 1]!,
        );
    let a = 0;
    let b = 0;
    while (a < k && b < l) {
      if (best[a]![b] === likeness(old[i0 + a], value[j0 + b]) + best[a + 1]![b + 1]!)
        out.push({ kind: 'patch', from: i0 + a++, to: j0 + b++ });
      else if (best[a]![b] === best[a + 1]![b]) out.push({ kind: 'remove', from: i0 + a++ });
      else out.push({ kind: 'insert', at: i0 + a, to: j0 + b++ });
    }
    for (; a < k; a++) out.push({ kind: 'remove', from: i0 + a });
    for (; b < l; b++) out.push({ kind: 'insert', at: i1, to: j0 + b });
  };
  let i = 0;
  let j = 0;
  let gi = 0;
  let gj = 0;
  while (i < n && j < m) {
    if (sameJson(old[i], value[j])) {
      gap(gi, i, gj, j);
      i++;
      j++;
      gi = i;
      gj = j;
    } else if (lcs[i + 1]![j]! >= lcs[i]![j + 1]!) i++;
    else j++;
  }
  gap(gi, n, gj, m);
  return out;
}

function patchArray(text: string, path: JSONPath, old: Json[], value: Json[], style: Style): string {
  if (old.length === value.length) {
    value.forEach((x, i) => (text = patchAt(text, [...path, i], x, style)));
    return text;
  }
  // An array the formatter would now put on one line is printed whole.
  if (flat(value, false) !== undefined) return replace(text, path, value, style);
  // From the end, so the positions of the steps still to take stay those of the old array.
  for (const step of steps(old, value).reverse()) {
    if (step.kind === 'patch') text = patchAt(text, [...path, step.from], value[step.to]!, style);
    else if (step.kind === 'remove') text = remove(text, path, step.from);
    else text = insert(text, path, step.at, undefined, value[step.to]!, style);
  }
  return text;
}

/**
 * `oldText` with only the values that differ from `newValue` rewritten. A text that does not parse
 * (a raw edit half-typed) is printed anew.
 */
export function patchJson(oldText: string, newValue: unknown): string {
  const value = JSON.parse(JSON.stringify(newValue)) as Json;
  const style = styleOf(oldText);
  const errors: ParseError[] = [];
  const root = parseTree(oldText, errors, { disallowComments: true });
  if (!root || errors.length > 0) return print(value, style, 0, 0, 0, false) + style.eol;
  return patchAt(oldText, [], value, style);
}
