// Hostile server answers drawn from the shapes in schemas/api/: every field may be missing, of the
// wrong type, null, a PHP-style empty, a huge text or list, or HTML and script text.
import fc from 'fast-check';

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  definitions?: Record<string, Schema>;
  $ref?: string;
  enum?: unknown[];
}

export const MARKUP = [
  '<img src=x onerror="window.__injected=1">',
  '<script>window.__injected=1</script>',
  '"><svg onload=window.__injected=1>',
];

const hostileLeaf: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, '', [], {}, 0, -1, true, 'NaN'),
  fc.constantFrom(...MARKUP),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.constant('W'.repeat(5000)),
);

function resolve(schema: Schema, root: Schema): Schema {
  const name = schema.$ref?.replace('#/definitions/', '');
  return name && root.definitions?.[name] ? resolve(root.definitions[name], root) : schema;
}

/**
 * An arbitrary answer for `schema`: at every depth mostly of its shape (texts with markup, huge texts
 * and lists included), and now and then something hostile instead, so that many answers get past the
 * edge and the screen itself meets what is left.
 */
export function hostileFrom(
  schema: Schema,
  root: Schema = schema,
  depth = 0,
  /** How many fitting values for one hostile one; list items are hostile less often, or one bad entry of many would refuse nearly every list. */
  fitWeight = 5,
): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  const types = ([] as string[]).concat(s.type ?? (s.properties ? 'object' : []));
  const fitting: fc.Arbitrary<unknown>[] = [];
  if (s.enum) fitting.push(fc.constantFrom(...s.enum));
  if (types.includes('string'))
    fitting.push(
      fc.string({ maxLength: 12 }),
      fc.integer({ min: 0, max: 99999 }).map(String),
      fc.constantFrom(...MARKUP),
      fc.constant('W'.repeat(5000)),
    );
  if (types.includes('number') || types.includes('integer')) fitting.push(fc.integer({ min: 0, max: 99999 }));
  if (types.includes('boolean')) fitting.push(fc.boolean());
  if (types.includes('object') && s.properties && depth < 4) {
    const fields = Object.fromEntries(
      Object.entries(s.properties).map(([k, v]) => [k, hostileFrom(v, root, depth + 1)]),
    );
    // Optional fields come and go; a required one is there, though its value may be hostile too.
    fitting.push(fc.record(fields, { requiredKeys: (s.required ?? []).filter((k) => k in fields) }));
  }
  // An object or list the schema leaves open: any small one.
  if (types.includes('object') && !s.properties)
    fitting.push(fc.dictionary(fc.string({ maxLength: 4 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }));
  if (types.includes('array') && !s.items)
    fitting.push(fc.array(fc.string({ maxLength: 8 }), { maxLength: 3 }));
  if (types.includes('array') && s.items && depth < 4) {
    const item = hostileFrom(s.items, root, depth + 1, 30);
    fitting.push(
      fc.array(item, { maxLength: 3 }),
      // A huge list: one entry many times over.
      item.map((one) => Array.from({ length: 120 }, () => one)),
    );
  }
  if (fitting.length === 0) return hostileLeaf;
  return fc.oneof(
    { arbitrary: fc.oneof(...fitting), weight: fitWeight },
    { arbitrary: hostileLeaf, weight: 1 },
  );
}
