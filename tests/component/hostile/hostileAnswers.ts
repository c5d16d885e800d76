// Hostile server answers drawn from the shapes in schemas/api/: every field may be missing, of the
// wrong type, null, a PHP-style empty, a huge text or list, or HTML and script text.
import fc from 'fast-check';

export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
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

/** An arbitrary answer for `schema`: mostly its own shape, at every depth something hostile. */
export function hostileFrom(schema: Schema, root: Schema = schema, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(schema, root);
  const types = ([] as string[]).concat(s.type ?? (s.properties ? 'object' : []));
  const fitting: fc.Arbitrary<unknown>[] = [];
  if (s.enum) fitting.push(fc.constantFrom(...s.enum));
  if (types.includes('string')) fitting.push(fc.string({ maxLength: 12 }), fc.constantFrom(...MARKUP));
  if (types.includes('number') || types.includes('integer')) fitting.push(fc.integer({ min: 0, max: 99999 }));
  if (types.includes('object') && s.properties && depth < 4) {
    const fields = Object.fromEntries(
      Object.entries(s.properties).map(([k, v]) => [k, hostileFrom(v, root, depth + 1)]),
    );
    fitting.push(fc.record(fields, { requiredKeys: [] }));
  }
  if (types.includes('array') && s.items && depth < 4) {
    const item = hostileFrom(s.items, root, depth + 1);
    fitting.push(
      fc.array(item, { maxLength: 3 }),
      // A huge list: one entry many times over.
      item.map((one) => Array.from({ length: 120 }, () => one)),
    );
  }
  // The top of an answer is mostly of its shape, so the screen gets past the edge and is tested too.
  return depth === 0 && fitting.length
    ? fc.oneof({ arbitrary: fc.oneof(...fitting), weight: 4 }, { arbitrary: hostileLeaf, weight: 1 })
    : fc.oneof(
        { arbitrary: fc.oneof(...(fitting.length ? fitting : [hostileLeaf])), weight: 2 },
        { arbitrary: hostileLeaf, weight: 1 },
      );
}
