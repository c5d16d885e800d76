// Writes each screen's contract, schemas/meta/screens/<screen>.schema.json: the closed set of texts,
// limits, messages, data and rule lists its page reads, the placeholders each text is given, the facts
// its rules can look at (with their values, from tools/staff/ruleFacts.ts), whether a list's first match
// wins, and the actions its code runs. Editors complete and explain every key through the screen
// file's `$schema`; tools/check/checkSchemas.ts refuses a file that leaves its contract.
//
// Run it (npm run contracts) after a developer changes what a screen reads or what an answer's facts
// are. Descriptions and limits' ranges (minimum, maximum) already in a contract are kept, so
// hand-written ones survive.
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { filesUnder } from '../staff/filesUnder.ts';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { contractPath, dataFiles, readJson, root } from '../staff/schemaFiles.ts';
import { factsOf } from '../staff/ruleFacts.ts';
import { flattenConfig } from '../staff/contentCompiler.ts';
import { isObject, PLACEHOLDER } from '../staff/json.ts';
import { writeGeneratedTypes } from './types.ts';
import { developer } from '../../src/config/developer.ts';
import { ITEM_TYPES_SCREEN, itemTypeReads } from '../staff/itemTypeReads.ts';

type Json = Record<string, unknown>;

const GROUP_WORDS = { texts: 'Text', limits: 'Limit', messages: 'Message', data: 'Data', rules: 'Rule list' };

/** The code of src/, by file (the generated types name every screen file; they read nothing themselves). */
function sourceFiles(): Map<string, string> {
  const generated = join(root, 'src/config/generated');
  return new Map(
    filesUnder(join(root, 'src'))
      .filter((p) => /\.tsx?$/.test(p) && !p.startsWith(generated))
      .map((p) => [relative(root, p), readFileSync(p, 'utf8')]),
  );
}

function sourcesReading(screen: string): string[] {
  return [...sourceFiles()]
    .filter(
      ([, text]) =>
        text.includes(`schemas/screens/${screen}.json`) || text.includes(`generated/screens/${screen}'`),
    )
    .map(([file]) => file);
}

/**
 * The rule lists a screen's code reads with allMatches (every rule that holds adds its `then`, so their
 * order does not matter); every other list is read with firstMatch. A call the scan cannot name
 * stops the generator rather than let the check order-check a list it should not.
 */
export function allMatchLists(screen: string): Set<string> {
  const reading = new Set(sourcesReading(screen));
  const lists = new Set<string>();
  for (const [file, text] of sourceFiles())
    for (const m of text.matchAll(/\ballMatches\(\s*([^,)]*)/g)) {
      const list = /^(?:screen\.)?rules\.(\w+)$/.exec((m[1] ?? '').trim())?.[1];
      if (!list)
        throw new Error(
          `${file}: allMatches(${m[1] ?? ''}, …) must be given the rule list as rules.<name>, so npm run contracts can tell which lists are read that way`,
        );
      if (reading.has(file)) lists.add(list);
    }
  return lists;
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

/** What every part of one screen's contract is written from. */
interface Screen {
  name: string;
  title: string;
  file: Json;
  /** The source files that read the screen file. */
  where: string[];
  /** Its rule lists read with allMatches. */
  allMatched: Set<string>;
  /** A placeholder that is neither app.json's, a limit, nor the page's own data. */
  external: (placeholder: string) => boolean;
}

type Group = keyof typeof GROUP_WORDS;
type Entries = Record<string, Json>;

const entriesOf = (schema: Json | undefined): Entries =>
  (isObject(schema?.properties) ? schema.properties : {}) as Entries;

/** A text or message: a string, with the placeholders it is given, kept and found. */
function textEntry(entry: Json, value: unknown, old: Json | undefined, screen: Screen): void {
  entry.type = 'string';
  const own = typeof value === 'string' ? placeholders(value).filter(screen.external) : [];
  const kept = Array.isArray(old?.['x-placeholders']) ? (old['x-placeholders'] as string[]) : [];
  const all = [...new Set([...kept, ...own])].sort();
  if (all.length) entry['x-placeholders'] = all;
  // Which of them the text must keep, and why: a developer's declaration, kept as written.
  const required = old?.['x-required-placeholders'];
  if (isObject(required)) entry['x-required-placeholders'] = required;
}

/** A limit: a number, whole where a developer typed it "integer", in the range a developer declared. */
function limitEntry(entry: Json, old: Json | undefined): void {
  entry.type = old?.type === 'integer' ? 'integer' : 'number';
  for (const bound of ['minimum', 'maximum']) if (typeof old?.[bound] === 'number') entry[bound] = old[bound];
}

/** The schema of a rule list's `then`: a developer's, an action, or read from the rows. */
function thenSchema(rows: unknown[], old: Json | undefined, actionNames: string[]): Json {
  const oldThen = (old?.items as { properties?: { then?: Json } } | undefined)?.properties?.then;
  const thens = rows.map((r: unknown) => (isObject(r) ? r.then : undefined));
  // Rules that pick an action (`then` is { "type": … }) hold actions, which the base schema types.
  const picksActions = thens.length > 0 && thens.every((t) => isObject(t) && typeof t.type === 'string');
  const then: Json = typed(oldThen)
    ? oldThen
    : picksActions
      ? { $ref: '../screen.schema.json#/definitions/action' }
      : inferSchema(thens);
  // A button a rule shows names one of this file's actions.
  const items = isObject(then.items) ? then.items : undefined;
  const action = isObject(items?.properties) ? items.properties.action : undefined;
  if (actionNames.length && isObject(action)) action.enum = actionNames;
  return then;
}

/** A rule list: its facts and their values, how its matches are read, and its rows' shape. */
function ruleEntry(entry: Json, key: string, rows: unknown[], old: Json | undefined, screen: Screen): void {
  const facts = factsOf(screen.name, key);
  if (!facts)
    throw new Error(
      `schemas/screens/${screen.name}.json rules.${key}: say where its facts come from in tools/staff/ruleFacts.ts (factSources)`,
    );
  entry['x-facts'] = Object.keys(facts);
  entry['x-first-match'] = !screen.allMatched.has(key);
  // Why the list must answer every case: a developer's declaration, kept as written.
  if (typeof old?.['x-every-case'] === 'string') entry['x-every-case'] = old['x-every-case'];
  entry['x-fact-values'] = facts;
  // Lets editors complete the fact names of a rule's `when`.
  entry.type = 'array';
  const actionNames = Object.keys(isObject(screen.file.actions) ? screen.file.actions : {});
  entry.items = {
    type: 'object',
    required: ['when'],
    properties: {
      when: { type: 'object', propertyNames: { enum: entry['x-facts'] } },
      then: thenSchema(rows, old, actionNames),
      comment: { type: 'string' },
    },
    additionalProperties: false,
  };
}

/** One key of a group, described as a developer left it or as the generator words it. */
function keyEntry(
  group: Group,
  key: string,
  value: unknown,
  old: Json | undefined,
  readers: string[],
  screen: Screen,
): Json {
  const entry: Json = {
    description:
      old?.description ??
      `${GROUP_WORDS[group]} of the "${screen.title}" page${readers.length ? `, read by ${readers.join(', ')}` : ''}.`,
  };
  if (group === 'texts' || group === 'messages') textEntry(entry, value, old, screen);
  if (group === 'limits') limitEntry(entry, old);
  if (group === 'data') {
    const shape = { ...(typed(old) ? old : inferSchema([value])) };
    delete shape.description;
    Object.assign(entry, shape);
  }
  if (group === 'rules' && Array.isArray(value)) ruleEntry(entry, key, value, old, screen);
  return entry;
}

/** A group of the screen file (texts, limits…): its keys, each required, and no other. */
function groupProperty(group: Group, values: Json, old: Json | undefined, screen: Screen): Json {
  const oldKeys = entriesOf(old);
  // The keys the form item types declare they read are the page's too, whether or not the file has them.
  const declared =
    screen.name === ITEM_TYPES_SCREEN && (group === 'messages' || group === 'texts')
      ? itemTypeReads()[group]
      : new Map<string, string[]>();
  const entries: [string, unknown][] = [
    ...Object.entries(values),
    ...[...declared.keys()].filter((k) => !(k in values)).map((k): [string, unknown] => [k, undefined]),
  ];
  const keys: Json = {};
  for (const [key, value] of entries)
    keys[key] = keyEntry(group, key, value, oldKeys[key], declared.get(key) ?? screen.where, screen);
  return {
    type: 'object',
    properties: keys,
    required: entries.map(([key]) => key),
    additionalProperties: false,
  };
}

/** The screen's actions: those a rule or the data names may go, the page's own must stay. */
function actionsProperty(screen: Screen, actions: Json, old: Json | undefined, bridgeNames: string[]): Json {
  const named = new Set<string>();
  const walk = (v: unknown, key?: string) => {
    if (key === 'action' && typeof v === 'string') named.add(v);
    if (Array.isArray(v)) v.forEach((x) => walk(x));
    else if (isObject(v)) for (const [k, x] of Object.entries(v)) walk(x, k);
  };
  walk(screen.file.rules);
  walk(screen.file.data);
  const oldActions = entriesOf(old);
  const actionKeys: Json = {};
  for (const key of Object.keys(actions))
    actionKeys[key] = {
      description:
        oldActions[key]?.description ??
        (named.has(key)
          ? 'Run by a button the rules or data name.'
          : `Run by the "${screen.title}" page itself.`),
    };
  return {
    type: 'object',
    properties: actionKeys,
    required: Object.keys(actions).filter((k) => !named.has(k)),
    // Lets editors complete the bridge calls schemas/developer.json lists.
    additionalProperties: {
      if: { properties: { type: { const: 'bridge' } } },
      then: { properties: { name: { enum: bridgeNames } } },
    },
  };
}

/** The placeholders the page's other strings use that come from outside it (x-vars). */
function screenVars(screen: Screen): Set<string> {
  const vars = new Set<string>();
  // An opening's params name the page's parameters, any of which may be there: the check judges
  // them on their own (tools/check/params.ts), and they are no values the page's texts are given.
  const inOpening = (path: string[]) =>
    (path[0] === 'open' && path[1] === 'params') || (path[0] === 'opens' && path[2] === 'params');
  const walk = (v: unknown, path: string[]) => {
    if (
      typeof v === 'string' &&
      path[0] !== 'texts' &&
      path[0] !== 'messages' &&
      path.at(-1) !== 'pattern' &&
      !inOpening(path)
    )
      placeholders(v)
        .filter(screen.external)
        .forEach((p) => vars.add(p));
    if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...path, String(i)]));
    else if (isObject(v)) for (const [k, x] of Object.entries(v)) walk(x, [...path, k]);
  };
  walk(screen.file, []);
  return vars;
}

export function contractFor(
  name: string,
  file: Json,
  old: Json | undefined,
  config: Set<string>,
  bridgeNames: string[],
): Json {
  const screen: Screen = {
    name,
    file,
    title: typeof file.title === 'string' ? file.title : name,
    where: sourcesReading(name),
    allMatched: allMatchLists(name),
    external: (p) => !config.has(p) && !p.startsWith('limits.') && !(isObject(file.data) && p in file.data),
  };
  const oldProps = entriesOf(old);
  const properties: Json = {
    $schema: { type: 'string', description: 'Lets editors complete and explain this file.' },
  };
  for (const group of Object.keys(GROUP_WORDS) as Group[]) {
    const values = file[group];
    if (isObject(values)) properties[group] = groupProperty(group, values, oldProps[group], screen);
  }
  if (isObject(file.actions))
    properties.actions = actionsProperty(screen, file.actions, oldProps.actions, bridgeNames);
  if (isObject(file.codes)) {
    // What the page does per server code, typed like data: a map a developer loosens by hand stays one.
    const kept = oldProps.codes;
    properties.codes = typed(kept)
      ? kept
      : { ...inferSchema([file.codes]), description: 'Server codes the page tells apart.' };
  }
  const keptVars = Array.isArray(old?.['x-vars']) ? (old['x-vars'] as string[]) : [];
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: `schemas/screens/${name}.json: the "${screen.title}" page`,
    // What the page reads at the top of the file: it must stay there.
    required: Object.keys(file).filter((k) => k !== '$schema'),
    description:
      'What this page reads. Keys outside these lists are never shown; a missing one breaks the page. x-placeholders: the values a text is given besides app.json, {limits.…} and data; x-facts: what the rules can look at.',
    allOf: [{ $ref: '../screen.schema.json' }],
    properties,
    'x-vars': [...new Set([...keptVars, ...screenVars(screen)])].sort(),
  };
}

/** Every screen's contract as this generator writes it from today's files, by screen name. */
export function contracts(): Map<string, Json> {
  const app = readJson(join(root, 'schemas/app.json')) as Json;
  const config = new Set(Object.keys(flattenConfig(app)));
  const bridgeNames = Object.keys(developer.bridge);
  const out = new Map<string, Json>();
  for (const f of dataFiles().filter((d) => d.meta === 'screen.schema.json')) {
    const target = contractPath(f.name);
    const old = existsSync(target) ? (readJson(target) as Json) : undefined;
    out.set(f.name, contractFor(f.name, readJson(f.path) as Json, old, config, bridgeNames));
  }
  return out;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  mkdirSync(join(root, 'schemas/meta/screens'), { recursive: true });
  for (const [name, contract] of contracts()) {
    writeFileSync(contractPath(name), `${JSON.stringify(contract, null, 2)}\n`);
    // Only the `$schema` value is rewritten, so a staff file keeps the layout its editor gave it.
    const path = join(root, 'schemas/screens', `${name}.json`);
    const text = readFileSync(path, 'utf8');
    const wanted = `../meta/screens/${name}.schema.json`;
    if ((JSON.parse(text) as Json).$schema !== wanted)
      writeFileSync(path, text.replace(/("\$schema"\s*:\s*)"[^"]*"/, `$1${JSON.stringify(wanted)}`));
  }
  // The screens' types are generated from the contracts just written.
  await writeGeneratedTypes();
}
