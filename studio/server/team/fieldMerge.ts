// A change merged onto main field by field: where the change and main (others' publishes since the
// change was opened) changed different fields of one JSON file, both land; where both changed the same
// field to different values, it is a conflict that shows both values, and nothing is taken silently.
// A Markdown file (or a JSON file that does not parse) is one field: the whole file.
import { escapeSegment, isObject, sameJson } from '../../../tools/staff/json.ts';
import { patchJson } from '../../shared/jsonPatch.ts';
import type { FieldConflict, FieldPick, Pick } from '../../shared/teamProtocol.ts';

/** A file merged: its new text (undefined: removed), or the fields in conflict. */
export type FileMerge = { text: string | undefined; conflicts: [] } | { conflicts: FieldConflict[] };

const ABSENT = Symbol('absent');
type Value = unknown;

interface Sides {
  base: Value;
  theirs: Value;
  yours: Value;
}

/** `pick` for the field at `pointer`, if the editor chose one. */
type Picker = (pointer: string) => Pick | undefined;

const same = (a: Value, b: Value) => (a === ABSENT || b === ABSENT ? a === b : sameJson(a, b));

/** The merged value, or ABSENT when the field is gone; conflicts are pushed to `out`. */
function mergeValue(sides: Sides, pointer: string, pick: Picker, out: Omit<FieldConflict, 'file'>[]): Value {
  const { base, theirs, yours } = sides;
  if (same(theirs, yours) || same(base, yours)) return theirs;
  if (same(base, theirs)) return yours;
  if (isObject(base) && isObject(theirs) && isObject(yours)) {
    const merged: Record<string, unknown> = {};
    // Main's order of keys first, then keys only the change added.
    for (const key of new Set([...Object.keys(theirs), ...Object.keys(yours)])) {
      const at = (o: Record<string, unknown>) => (Object.hasOwn(o, key) ? o[key] : ABSENT);
      const value = mergeValue(
        { base: at(base), theirs: at(theirs), yours: at(yours) },
        `${pointer}/${escapeSegment(key)}`,
        pick,
        out,
      );
      if (value !== ABSENT) merged[key] = value;
    }
    return merged;
  }
  const lists = [base, theirs, yours].every(Array.isArray);
  const [b, t, y] = [base, theirs, yours] as Value[][];
  if (lists && b!.length === t!.length && t!.length === y!.length)
    return y!.map((_, i) =>
      mergeValue({ base: b![i], theirs: t![i], yours: y![i] }, `${pointer}/${i}`, pick, out),
    );
  // Both changed this field (or a list's rows were added or removed on both sides): the editor picks.
  const chosen = pick(pointer);
  if (chosen) return chosen === 'theirs' ? theirs : yours;
  out.push({
    pointer,
    theirs: theirs === ABSENT ? undefined : theirs,
    yours: yours === ABSENT ? undefined : yours,
  });
  return theirs;
}

const parsed = (text: string | undefined): Value => {
  if (text === undefined) return ABSENT;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
};

/** The whole file as one field: a Markdown text, or JSON that does not parse. */
function mergeWhole(file: string, base?: string, theirs?: string, yours?: string, chosen?: Pick): FileMerge {
  if (theirs === yours || base === yours) return { text: theirs, conflicts: [] };
  if (base === theirs) return { text: yours, conflicts: [] };
  if (chosen) return { text: chosen === 'theirs' ? theirs : yours, conflicts: [] };
  return { conflicts: [{ file, pointer: '#', theirs, yours }] };
}

/**
 * `file` as the change (`yours`, from `base`) would leave it on main (`theirs`), with the editor's
 * `picks` for fields both changed. Main's text keeps its layout: only the fields that change are
 * rewritten (patchJson).
 */
export function mergeFile(
  file: string,
  texts: { base?: string; theirs?: string; yours?: string },
  kind: 'json' | 'markdown',
  picks: FieldPick[] = [],
): FileMerge {
  const pick: Picker = (pointer) => picks.find((p) => p.file === file && p.pointer === pointer)?.pick;
  const { base, theirs, yours } = texts;
  const values = { base: parsed(base), theirs: parsed(theirs), yours: parsed(yours) };
  const unreadable = Object.values(values).some((v) => v === undefined);
  if (kind === 'markdown' || unreadable || [values.theirs, values.yours].includes(ABSENT))
    return mergeWhole(file, base, theirs, yours, pick('#'));
  const conflicts: Omit<FieldConflict, 'file'>[] = [];
  const merged = mergeValue(values, '#', pick, conflicts);
  if (conflicts.length) return { conflicts: conflicts.map((c) => ({ file, ...c })) };
  if (same(merged, values.theirs)) return { text: theirs, conflicts: [] };
  return { text: patchJson(theirs!, merged), conflicts: [] };
}
