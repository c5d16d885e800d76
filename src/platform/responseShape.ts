// Server responses are checked at the edge against schemas/api/*.json (compiled at build time), so
// a component only ever sees data of the shape it was written for.
//
// Strict where it matters, tolerant where it doesn't: the PHP backends send an optional field they
// have no value for as "", null, or [] (an empty PHP map) in place of an object. Those read as absent
// here, once, so no screen has to know; a field a schema lists as `required` gets no such mercy, and
// an answer without it is refused like any other bad answer.
//
// Each schema's check is its own module (virtual:api-check/<$id>): a page loads only the checks of
// the answers it reads, fetched beside the request rather than all of them up front.
import { checks } from 'virtual:api-checks';

/** The structural part of a schema in schemas/api/ (the plugin drops what only validates). */
export interface Shape {
  type?: string | string[];
  properties?: Record<string, Shape>;
  required?: string[];
  items?: Shape;
  definitions?: Record<string, Shape>;
  $ref?: string;
  allOf?: Shape[];
}

interface Located {
  shape: Shape;
  /** The schema file a `#/definitions/…` reference resolves in. */
  root: Shape;
}

function locate(shape: Shape, root: Shape): Located {
  // Every schema file is compiled on its own, so a reference is to `#/definitions/…` of the same file.
  const target = shape.$ref?.startsWith('#/definitions/')
    ? root.definitions?.[shape.$ref.slice('#/definitions/'.length)]
    : undefined;
  if (shape.$ref) return target ? locate(target, root) : { shape: {}, root };
  return { shape, root };
}

const typesOf = (shape: Shape): string[] =>
  shape.type === undefined ? (shape.properties ? ['object'] : []) : ([] as string[]).concat(shape.type);

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** "", null, or [] where an object belongs: how a PHP backend says "nothing here". */
function isPhpEmpty(value: unknown, shape: Shape): boolean {
  if (value === null || value === '') return true;
  return Array.isArray(value) && value.length === 0 && typesOf(shape).includes('object');
}

/**
 * Deletes the PHP-style empties of optional fields, at every depth the schema describes. It works in
 * place, as ajv's own removeAdditional and useDefaults do: the value was parsed for this one read.
 */
function tidy(value: unknown, start: Shape, startRoot: Shape): unknown {
  const { shape, root } = locate(start, startRoot);
  let result = value;
  const types = typesOf(shape);
  if (Array.isArray(result) && result.length === 0 && types.includes('object') && !types.includes('array'))
    result = {};
  for (const part of shape.allOf ?? []) result = tidy(result, part, root);
  if (Array.isArray(result) && shape.items) {
    const items = shape.items;
    result.forEach((item, i) => ((result as unknown[])[i] = tidy(item, items, root)));
  }
  if (isPlainObject(result) && shape.properties) {
    const required = new Set(shape.required ?? []);
    for (const [key, sub] of Object.entries(shape.properties)) {
      if (!(key in result)) continue;
      const located = locate(sub, root);
      if (!required.has(key) && isPhpEmpty(result[key], located.shape)) delete result[key];
      else result[key] = tidy(result[key], sub, root);
    }
  }
  return result;
}

/** A schema's compiled validator and its structure (tools/bundle/schemasPlugin.ts). */
export interface ApiCheck {
  validate: ((data: unknown) => boolean) & { errors?: unknown };
  shape: Shape;
}

const loaded = new Map<string, Promise<ApiCheck | undefined>>();

/** The check of schema `schemaId`, fetched once; undefined when schemas/api/ has no such schema. */
export function loadCheck(schemaId: string): Promise<ApiCheck | undefined> {
  let check = loaded.get(schemaId);
  if (!check) {
    const load = Object.hasOwn(checks, schemaId) ? checks[schemaId] : undefined;
    check = load
      ? load().catch((error: unknown) => {
          // Not kept: a retry fetches it again.
          loaded.delete(schemaId);
          throw error;
        })
      : Promise.resolve(undefined);
    loaded.set(schemaId, check);
  }
  return check;
}

/**
 * Reads `data` as `check` says: PHP-style empties of optional fields are removed from it (in place),
 * then it is validated. Returns the tidied value and, when it does not match, why.
 */
export function readChecked(check: ApiCheck, data: unknown): { data: unknown; problem?: string } {
  const tidied = tidy(data, check.shape, check.shape);
  if (check.validate(tidied)) return { data: tidied };
  const errors = (check.validate.errors ?? []) as { instancePath?: string; message?: string }[];
  return {
    data: tidied,
    problem: errors.map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`).join('; '),
  };
}
