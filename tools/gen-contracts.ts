// Writes each screen's contract, schemas/meta/screens/<screen>.schema.json: the closed set of texts,
// limits, messages, data and rule lists its page reads, the placeholders each text is given, the facts
// its rules can look at and the actions its code runs. Editors complete and explain every key through
// the screen file's `$schema`; tools/check-schemas.ts refuses a file that leaves its contract.
//
// Run it (npm run contracts) after a developer changes what a screen reads. Descriptions
// and facts already in a contract are kept, so hand-written explanations survive.
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { contractPath, dataFiles, readJson, root } from './schema-files.ts';
import { flattenConfig } from './content-compiler.ts';
import { writeGeneratedTypes } from './gen-types.ts';
import { developer } from '../src/config/developer.ts';

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const PLACEHOLDER = /\{([a-zA-Z][\w.]*)\}/g;

/** Rule facts are the fields of the server answer the rules are matched against. */
const factSources: Record<string, string> = { orderDetails: 'loanDetails' };

const GROUP_WORDS = { texts: 'Text', limits: 'Limit', messages: 'Message', data: 'Data', rules: 'Rule list' };

function sourcesReading(screen: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const e of readdirSync(dir)) {
      const p = join(dir, e);
      // The generated types name every screen file; they read nothing themselves.
      if (p === join(root, 'src/config/generated')) continue;
      if (statSync(p).isDirectory()) walk(p);
      else if (/\.tsx?$/.test(e)) {
        const text = readFileSync(p, 'utf8');
        if (text.includes(`schemas/screens/${screen}.json`) || text.includes(`generated/screens/${screen}'`))
          out.push(relative(root, p));
      }
    }
  };
  walk(join(root, 'src'));
  return out;
}

/**
 * A JSON Schema of the values given, as the code reads them today: the type of every value, the
 * keys each object has (required where all have it), the items of each list. A developer may then
 * loosen it by hand in the contract (a map of any keys: `additionalProperties`); what is there is kept.
 */
export function inferSchema(values: unknown[]): Json {
  const present = values.filter((v) => v !== undefined);
  if (present.length === 0) return {};
  if (present.every(Array.isArray)) {
    const items = inferSchema(present.flatMap((v) => v as unknown[]));
    return { type: 'array', ...(Object.keys(items).length ? { items } : {}) };
  }
  if (present.every(isObject)) {
    const objects = present as Json[];
    const keys = [...new Set(objects.flatMap((o) => Object.keys(o)))];
    return {
      type: 'object',
      properties: Object.fromEntries(keys.map((k) => [k, inferSchema(objects.map((o) => o[k]))])),
      required: keys.filter((k) => objects.every((o) => k in o)),
    };
  }
  const kinds = new Set(present.map((v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v)));
  if ([...kinds].some((k) => k === 'object' || k === 'array')) return {};
  const types = [...kinds].sort();
  return { type: types.length === 1 ? types[0] : types };
}

/** A kept schema says the type of its values (hand-written, or inferred before); a description alone does not. */
const typed = (entry: Json | undefined): entry is Json =>
  !!entry && ['type', '$ref', 'anyOf', 'oneOf', 'enum', 'const'].some((k) => k in entry);

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((m) => m[1] as string))];
}

export function contractFor(
  name: string,
  screen: Json,
  old: Json | undefined,
  config: Set<string>,
  bridgeNames: string[],
): Json {
  const title = typeof screen.title === 'string' ? screen.title : name;
  const where = sourcesReading(name);
  const oldProps = (isObject(old?.properties) ? old.properties : {}) as Record<string, Json>;
  const external = (p: string) =>
    !config.has(p) && !p.startsWith('limits.') && !(isObject(screen.data) && p in screen.data);
  const properties: Json = {
    $schema: { type: 'string', description: 'Lets editors complete and explain this file.' },
  };
  for (const group of ['texts', 'limits', 'messages', 'data', 'rules'] as const) {
    const values = screen[group];
    if (!isObject(values)) continue;
    const oldKeys = (isObject(oldProps[group]?.properties) ? oldProps[group].properties : {}) as Record<
      string,
      Json
    >;
    const keys: Json = {};
    for (const [key, value] of Object.entries(values)) {
      const entry: Json = {
        description:
          oldKeys[key]?.description ??
          `${GROUP_WORDS[group]} of the "${title}" page${where.length ? `, read by ${where.join(', ')}` : ''}.`,
      };
      if (group === 'texts' || group === 'messages') {
        entry.type = 'string';
        const own = typeof value === 'string' ? placeholders(value).filter(external) : [];
        const kept = Array.isArray(oldKeys[key]?.['x-placeholders'])
          ? (oldKeys[key]['x-placeholders'] as string[])
          : [];
        const all = [...new Set([...kept, ...own])].sort();
        if (all.length) entry['x-placeholders'] = all;
      }
      if (group === 'limits') entry.type = 'number';
      if (group === 'data') {
        const shape = { ...(typed(oldKeys[key]) ? oldKeys[key] : inferSchema([value])) };
        delete shape.description;
        Object.assign(entry, shape);
      }
      if (group === 'rules' && Array.isArray(value)) {
        const used = value.flatMap((r: unknown) =>
          isObject(r) && isObject(r.when) ? Object.keys(r.when) : [],
        );
        const api = factSources[name];
        const fromApi = api
          ? Object.keys(
              (readJson(join(root, 'schemas/api', `${api}.json`)) as { properties?: Json }).properties ?? {},
            )
          : [];
        const kept = Array.isArray(oldKeys[key]?.['x-facts']) ? (oldKeys[key]['x-facts'] as string[]) : [];
        entry['x-facts'] = [...new Set([...kept, ...used, ...fromApi])].sort();
        // Lets editors complete the fact names of a rule's `when`.
        entry.type = 'array';
        const actionNames = Object.keys(isObject(screen.actions) ? screen.actions : {});
        const oldThen = (oldKeys[key]?.items as { properties?: { then?: Json } } | undefined)?.properties
          ?.then;
        const thens = value.map((r: unknown) => (isObject(r) ? r.then : undefined));
        // Rules that pick an action (`then` is { "type": … }) hold actions, which the base schema types.
        const picksActions =
          thens.length > 0 && thens.every((t) => isObject(t) && typeof t.type === 'string');
        const then: Json = typed(oldThen)
          ? oldThen
          : picksActions
            ? { $ref: '../screen.schema.json#/definitions/action' }
            : inferSchema(thens);
        // A button a rule shows names one of this file's actions.
        const items = isObject(then.items) ? then.items : undefined;
        const action = isObject(items?.properties) ? items.properties.action : undefined;
        if (actionNames.length && isObject(action)) action.enum = actionNames;
        entry.items = {
          type: 'object',
          required: ['when'],
          properties: {
            when: { type: 'object', propertyNames: { enum: entry['x-facts'] } },
            then,
            comment: { type: 'string' },
          },
          additionalProperties: false,
        };
      }
      keys[key] = entry;
    }
    properties[group] = {
      type: 'object',
      properties: keys,
      required: Object.keys(values),
      additionalProperties: false,
    };
  }
  if (isObject(screen.actions)) {
    const named = new Set<string>();
    const walk = (v: unknown, key?: string) => {
      if (key === 'action' && typeof v === 'string') named.add(v);
      if (Array.isArray(v)) v.forEach((x) => walk(x));
      else if (isObject(v)) for (const [k, x] of Object.entries(v)) walk(x, k);
    };
    walk(screen.rules);
    walk(screen.data);
    const oldActions = (isObject(oldProps.actions?.properties) ? oldProps.actions.properties : {}) as Record<
      string,
      Json
    >;
    const actionKeys: Json = {};
    for (const key of Object.keys(screen.actions))
      actionKeys[key] = {
        description:
          oldActions[key]?.description ??
          (named.has(key) ? 'Run by a button the rules or data name.' : `Run by the "${title}" page itself.`),
      };
    properties.actions = {
      type: 'object',
      properties: actionKeys,
      required: Object.keys(screen.actions).filter((k) => !named.has(k)),
      // Lets editors complete the bridge calls src/config/developer.ts lists.
      additionalProperties: {
        if: { properties: { type: { const: 'bridge' } } },
        then: { properties: { name: { enum: bridgeNames } } },
      },
    };
  }
  if (isObject(screen.codes)) {
    // What the page does per server code, typed like data: a map a developer loosens by hand stays one.
    const kept = oldProps.codes;
    properties.codes = typed(kept)
      ? kept
      : { ...inferSchema([screen.codes]), description: 'Server codes the page tells apart.' };
  }
  const vars = new Set<string>();
  const walk = (v: unknown, path: string[]) => {
    if (typeof v === 'string' && path[0] !== 'texts' && path[0] !== 'messages' && path.at(-1) !== 'pattern')
      placeholders(v)
        .filter(external)
        .forEach((p) => vars.add(p));
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, String(i)]));
    else if (isObject(v)) for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(screen, []);
  const keptVars = Array.isArray(old?.['x-vars']) ? (old['x-vars'] as string[]) : [];
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: `schemas/screens/${name}.json: the "${title}" page`,
    // What the page reads at the top of the file: it must stay there.
    required: Object.keys(screen).filter((k) => k !== '$schema'),
    description:
      'What this page reads. Keys outside these lists are never shown; a missing one breaks the page. x-placeholders: the values a text is given besides app.json, {limits.…} and data; x-facts: what the rules can look at.',
    allOf: [{ $ref: '../screen.schema.json' }],
    properties,
    'x-vars': [...new Set([...keptVars, ...vars])].sort(),
  };
}

const app = readJson(join(root, 'schemas/app.json')) as Json;
const config = new Set(Object.keys(flattenConfig(app)));
const bridgeNames = Object.keys(developer.bridge);
mkdirSync(join(root, 'schemas/meta/screens'), { recursive: true });
for (const f of dataFiles().filter((d) => d.meta === 'screen.schema.json')) {
  const screen = readJson(f.path) as Json;
  const target = contractPath(f.name);
  const old = existsSync(target) ? (readJson(target) as Json) : undefined;
  writeFileSync(
    target,
    `${JSON.stringify(contractFor(f.name, screen, old, config, bridgeNames), null, 2)}\n`,
  );
  // Only the `$schema` value is rewritten, so a staff file keeps the layout its editor gave it.
  const wanted = `../meta/screens/${f.name}.schema.json`;
  if (screen.$schema !== wanted)
    writeFileSync(
      f.path,
      readFileSync(f.path, 'utf8').replace(/("\$schema"\s*:\s*)"[^"]*"/, `$1${JSON.stringify(wanted)}`),
    );
}
// The screens' types are generated from the contracts just written.
await writeGeneratedTypes();
