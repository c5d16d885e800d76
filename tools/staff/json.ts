/**
 * The small helpers every reader of a staff file shares: telling an object from other JSON values,
 * comparing two values, JSON pointers (RFC 6901) and the `{placeholder}` pattern of texts. Pure (no
 * Node API): the studio's browser side imports it too.
 */

export type JsonObject = Record<string, unknown>;

/** A JSON object: not null, not an array. */
export const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Two JSON values alike in every entry, whatever the order of their keys. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a))
    return Array.isArray(b) && a.length === b.length && a.every((x, i) => sameJson(x, b[i]));
  if (isObject(a) && isObject(b)) {
    const keys = Object.keys(a);
    return (
      keys.length === Object.keys(b).length && keys.every((k) => Object.hasOwn(b, k) && sameJson(a[k], b[k]))
    );
  }
  return false;
}

/** One key as a JSON pointer segment: `~` is `~0`, `/` is `~1`. */
export const escapeSegment = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');
export const unescapeSegment = (s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~');

export type Path = (string | number)[];

/** `['a', 'b/c', 0]` → `/a/b~1c/0`. */
export const pointerOf = (path: Path) => path.map((p) => `/${escapeSegment(String(p))}`).join('');

/** `#/a/b~1c` or `/a/b~1c` → `['a', 'b/c']`. */
export const segmentsOf = (pointer: string): string[] =>
  pointer.replace(/^#/, '').split('/').slice(1).map(unescapeSegment);

/** A `{name}` or `{group.name}` placeholder in a staff text (global: use with matchAll or replace). */
export const PLACEHOLDER = /\{([a-zA-Z][\w.]*)\}/g;
