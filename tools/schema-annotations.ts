// A JSON Schema without its annotations ($comment, description, title, examples): words for the
// people who read the file, which validate nothing. Ajv's standalone code copies its schema into the
// validator it writes, so the staff's notes in schemas/api/ would otherwise ride on every page that
// checks that answer. Only schema positions are walked: a property named "title" and the data in
// `enum`, `const` and `default` stay as written.
const ANNOTATIONS = new Set(['$comment', 'description', 'title', 'examples']);
/** Keywords whose value is one schema. */
const SCHEMA = new Set([
  'items',
  'additionalItems',
  'additionalProperties',
  'contains',
  'propertyNames',
  'not',
  'if',
  'then',
  'else',
  'unevaluatedItems',
  'unevaluatedProperties',
]);
/** Keywords whose value is a list of schemas. */
const SCHEMA_LIST = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependentSchemas',
  'dependencies',
]);

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const mapValues = (value: Record<string, unknown>, fn: (v: unknown) => unknown) =>
  Object.fromEntries(Object.entries(value).map(([key, v]) => [key, fn(v)]));

export function withoutAnnotations(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !ANNOTATIONS.has(key))
      .map(([key, value]) => {
        if (SCHEMA.has(key))
          return [key, Array.isArray(value) ? value.map(withoutAnnotations) : withoutAnnotations(value)];
        if (SCHEMA_LIST.has(key) && Array.isArray(value)) return [key, value.map(withoutAnnotations)];
        // `dependencies` may also map a name to a list of names, which the walk leaves as it is.
        if (SCHEMA_MAP.has(key) && isObject(value)) return [key, mapValues(value, withoutAnnotations)];
        return [key, value];
      }),
  );
}
