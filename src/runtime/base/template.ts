// Fills {name} placeholders in staff-written values from a record of values: the one way a screen file
// names a value, in texts, addresses and the params of actions and opening requests alike. It imports
// nothing: the boot script of a prerendered page (src/app/boot.ts) builds its opening request with it.
export type Vars = Record<string, unknown>;

/** The value at a dotted path (`page.orderId`, `data.userOrderDetail.detail`), or undefined. */
export function lookup(vars: Vars, path: string): unknown {
  if (Object.prototype.hasOwnProperty.call(vars, path)) return vars[path];
  return path
    .split('.')
    .reduce<unknown>((obj, k) => (obj && typeof obj === 'object' ? (obj as Vars)[k] : undefined), vars);
}

/** A string that is one placeholder and nothing else: `{page.productId}`. */
const WHOLE_PLACEHOLDER = /^\{([\w.]+)\}$/;

/** The name of the placeholder that is the whole of `value` (`page.productId`), or undefined. */
export function wholePlaceholder(value: string): string | undefined {
  return WHOLE_PLACEHOLDER.exec(value)?.[1];
}

/**
 * A value as text: what String makes of it, or its JSON where String cannot make anything (a server
 * answer may hold `{"toString": []}`, which String throws on), so no answer can break a page's text.
 */
function written(value: unknown): string {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value) ?? '';
  }
}

export function fill(template: string, vars: Vars, encode = false): string {
  return template.replace(/\{([\w.]+)\}/g, (whole, key: string) => {
    const value = lookup(vars, key);
    if (value === undefined || value === null) return encode ? '' : whole;
    return encode ? encodeURIComponent(written(value)) : written(value);
  });
}

/** Like fill, but a placeholder with no value becomes empty: for texts shown to the user. */
export function fillShown(template: string, vars: Vars): string {
  return template.replace(/\{([\w.]+)\}/g, (_whole, key: string) => {
    const value = lookup(vars, key);
    return value === undefined || value === null ? '' : written(value);
  });
}

/**
 * A parameter's value as a screen file writes it, filled from `vars`. A string that is exactly one
 * placeholder gives that value itself, of its own kind: a number the server sent goes back a number,
 * a group of values stays one (undefined when there is none). Placeholders inside a longer string
 * give text (fill); any other string is sent as written. A list or group written in the file has
 * its own values filled the same way.
 */
export function resolve(value: unknown, vars: Vars): unknown {
  if (typeof value === 'string') {
    const name = wholePlaceholder(value);
    return name === undefined ? fill(value, vars) : lookup(vars, name);
  }
  if (Array.isArray(value)) return value.map((item) => resolve(item, vars));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, item]) => [k, resolve(item, vars)]));
  return value;
}
