// A JSON Schema without its annotations ($comment, description, title, examples): words for the
// people who read the file, which validate nothing. Ajv's standalone code copies its schema into the
// validator it writes, so the staff's notes in schemas/api/ would otherwise ride on every page that
// checks that answer. Only schema positions are walked: a property named "title" and the data in
// `enum`, `const` and `default` stay as written.
import { isObject } from '../staff/json.ts';

const ANNOTATIONS = new Set(['$comment', 'description', 'title', 'examples']);
/** Keywords whose value is one schema, or a list of them. */
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
  'allOf',
  'anyOf',
  'oneOf',
  'prefixItems',
]);
/** Keywords whose value maps names to schemas. */
const SCHEMA_MAP = new Set([
  'properties',
  'patternProperties',
  'definitions',
  '$defs',
  'dependentSchemas',
  'dependencies',
]);

/** `value` with `fn` applied to each of its entries, when it is an object; else `value` itself. */
export function mapValues(value: unknown, fn: (v: unknown) => unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fn(v)]));
}

export function withoutAnnotations(schema: unknown): unknown {
  if (!isObject(schema)) return schema;
  return Object.fromEntries(
    Object.entries(schema)
      .filter(([key]) => !ANNOTATIONS.has(key))
      .map(([key, value]) => {
        if (SCHEMA.has(key))
          return [key, Array.isArray(value) ? value.map(withoutAnnotations) : withoutAnnotations(value)];
        // `dependencies` may also map a name to a list of names, which the walk leaves as it is.
        if (SCHEMA_MAP.has(key) && isObject(value)) return [key, mapValues(value, withoutAnnotations)];
        return [key, value];
      }),
  );
}
