// Fills {name} placeholders in staff-written texts and addresses from a record of values.
export type Vars = Record<string, unknown>;

export function fill(template: string, vars: Vars, encode = false): string {
  return template.replace(/\{([\w.]+)\}/g, (whole, key: string) => {
    const value = key
      .split('.')
      .reduce<unknown>((obj, k) => (obj && typeof obj === 'object' ? (obj as Vars)[k] : undefined), vars);
    if (value === undefined || value === null) return encode ? '' : whole;
    return encode ? encodeURIComponent(String(value)) : String(value);
  });
}
