// Fills {name} placeholders in staff-written texts and addresses from a record of values.
export type Vars = Record<string, unknown>;

/** The value at a dotted path (`page.orderId`, `data.userOrderDetail.detail`), or undefined. */
export function lookup(vars: Vars, path: string): unknown {
  if (Object.prototype.hasOwnProperty.call(vars, path)) return vars[path];
  return path
    .split('.')
    .reduce<unknown>((obj, k) => (obj && typeof obj === 'object' ? (obj as Vars)[k] : undefined), vars);
}

export function fill(template: string, vars: Vars, encode = false): string {
  return template.replace(/\{([\w.]+)\}/g, (whole, key: string) => {
    const value = lookup(vars, key);
    if (value === undefined || value === null) return encode ? '' : whole;
    return encode ? encodeURIComponent(String(value)) : String(value);
  });
}

/** Like fill, but a placeholder with no value becomes empty: for texts shown to the user. */
export function fillShown(template: string, vars: Vars): string {
  return template.replace(/\{([\w.]+)\}/g, (_whole, key: string) => {
    const value = lookup(vars, key);
    return value === undefined || value === null ? '' : String(value);
  });
}
