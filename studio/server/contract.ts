// A file's contract as the studio's form reads it, and the words for a place in a file.
// - `bundleContract`: the contract with every $ref local. A screen contract refers to the shared
//   meta-schema (`../screen.schema.json`, `…#/definitions/action`); RJSF resolves only refs inside
//   the schema it is given, so each referred file's definitions are copied in under local names.
// - `labelAt`: "Texts › Repay button", from the contract's titles (or the keys in words) along a
//   pointer, for the changes review.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { isObject, segmentsOf, unescapeSegment } from '../../tools/staff/json.ts';
import { keyInWords } from '../../tools/staff/keyInWords.ts';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type Schema = { [key: string]: Json };
const isSchema = (v: Json): v is Schema => isObject(v);

/** A definition name free in `taken`, from `wanted`. */
const freeName = (wanted: string, taken: Set<string>) => {
  let name = wanted;
  for (let i = 2; taken.has(name); i++) name = `${wanted}${i}`;
  taken.add(name);
  return name;
};

/**
 * The contract at `contractFile` (absolute) with every `$ref` to another file made local: the whole
 * of a referred file becomes a definition named after it ('screen'), each of its definitions one of
 * the same name (numbered when the contract has that name already); `allOf` and the rest are kept.
 */
export function bundleContract(contractFile: string): Schema {
  const main = JSON.parse(readFileSync(contractFile, 'utf8')) as Schema;
  const definitions: Schema = isObject(main.definitions) ? { ...main.definitions } : {};
  const taken = new Set(Object.keys(definitions));
  /** file → its definitions' local names, and the local name of the file's own root. */
  const files = new Map<string, { root: string; names: Map<string, string> }>();

  const localRef = (ref: string, from: string): string => {
    const [filePart = '', fragment = ''] = ref.split('#', 2);
    if (!filePart) return from === contractFile ? ref : `#${rewriteFragment(fragment, from)}`;
    const target = resolve(dirname(from), filePart);
    const entry = load(target);
    if (!fragment || fragment === '/') return `#/definitions/${entry.root}`;
    return `#${rewriteFragment(fragment, target)}`;
  };
  // A pointer into a referred file, made a pointer into the bundle.
  const rewriteFragment = (fragment: string, file: string): string => {
    const m = /^\/definitions\/([^/]+)(.*)$/.exec(fragment);
    const entry = files.get(file);
    if (!entry) return fragment;
    if (m) return `/definitions/${entry.names.get(m[1]!) ?? m[1]!}${m[2]!}`;
    return `/definitions/${entry.root}${fragment}`;
  };
  const rewrite = (node: Json, from: string): Json => {
    if (Array.isArray(node)) return node.map((x) => rewrite(x, from));
    if (!isObject(node)) return node;
    const out: Schema = {};
    for (const [k, v] of Object.entries(node))
      out[k] = k === '$ref' && typeof v === 'string' ? localRef(v, from) : rewrite(v, from);
    return out;
  };
  function load(file: string) {
    const known = files.get(file);
    if (known) return known;
    const schema = JSON.parse(readFileSync(file, 'utf8')) as Schema;
    const base = relative(dirname(contractFile), file)
      .replace(/(\.schema)?\.json$/, '')
      .replace(/\W+/g, '_');
    const names = new Map<string, string>();
    const entry = { root: freeName(base.replace(/^_+/, ''), taken), names };
    files.set(file, entry);
    const own = isObject(schema.definitions) ? schema.definitions : {};
    for (const name of Object.keys(own)) names.set(name, freeName(name, taken));
    for (const [name, def] of Object.entries(own)) definitions[names.get(name)!] = rewrite(def, file);
    const rest: Schema = { ...schema };
    delete rest.definitions;
    delete rest.$schema;
    delete rest.$id;
    definitions[entry.root] = rewrite(rest, file);
    return entry;
  }

  const out = rewrite({ ...main, definitions: {} }, contractFile) as Schema;
  // Own definitions last: loading the referred files above may have added theirs.
  for (const [name, def] of Object.entries(isObject(main.definitions) ? main.definitions : {}))
    definitions[name] = rewrite(def, contractFile);
  return { ...out, definitions };
}

/** The schema a local `$ref` points to. */
const deref = (root: Schema, schema: Schema): Schema => {
  let s = schema;
  for (let i = 0; i < 20 && typeof s.$ref === 'string' && s.$ref.startsWith('#/'); i++) {
    let at: Json = root;
    for (const part of s.$ref.slice(2).split('/'))
      at = isObject(at) ? (at[unescapeSegment(part)] ?? null) : null;
    if (!isObject(at)) break;
    s = { ...at, ...Object.fromEntries(Object.entries(s).filter(([k]) => k !== '$ref')) };
  }
  return s;
};

/** Every schema that describes the same value (itself, its allOf, anyOf and oneOf branches). */
function facets(root: Schema, schema: Schema): Schema[] {
  const s = deref(root, schema);
  const nested = ['allOf', 'anyOf', 'oneOf'].flatMap((k) => (Array.isArray(s[k]) ? (s[k] as Json[]) : []));
  return [s, ...nested.filter(isSchema).flatMap((x) => facets(root, x))];
}

/** The schemas of the value one step down from `schema`, by a key or a list index. */
function childSchemas(root: Schema, schema: Schema, key: string): Schema[] {
  return facets(root, schema)
    .flatMap((s): Json[] => {
      if (/^\d+$/.test(key) && s.items !== undefined)
        return Array.isArray(s.items) ? [s.items[Number(key)] ?? null] : [s.items];
      if (isObject(s.properties) && s.properties[key] !== undefined) return [s.properties[key]];
      if (isObject(s.patternProperties))
        return Object.entries(s.patternProperties).flatMap(([re, v]) =>
          new RegExp(re).test(key) ? [v] : [],
        );
      return isObject(s.additionalProperties) ? [s.additionalProperties] : [];
    })
    .filter(isSchema);
}

/**
 * A place in a file in words, from its contract: each step is its schema's title, else its key in
 * words (a list entry is "Row n"); the last step adds its description when it has one.
 */
export function labelAt(contract: Schema | undefined, pointer: string): string {
  const parts = segmentsOf(pointer);
  let schemas: Schema[] = contract ? [contract] : [];
  const words: string[] = [];
  let description: string | undefined;
  for (const part of parts) {
    schemas = schemas.flatMap((s) => childSchemas(contract!, s, part));
    const all = schemas.flatMap((s) => facets(contract!, s));
    const title = all.map((s) => s.title).find((t): t is string => typeof t === 'string');
    description = all.map((s) => s.description).find((t): t is string => typeof t === 'string');
    words.push(title ?? (/^\d+$/.test(part) ? `Row ${Number(part) + 1}` : keyInWords(part)));
  }
  const path = words.join(' › ') || 'The whole file';
  return description ? `${path} (${description.replace(/\.$/, '')})` : path;
}

/** The contract file of a staff file, from the root, bundled; undefined when it has none. */
export const contractOf = (root: string, contract: string | undefined): Schema | undefined =>
  contract ? bundleContract(join(root, contract)) : undefined;
