// "Show this" for one row of a rule list (POST /studio/api/show): the facts that make that row the
// one that wins (it holds, and no row above it does), set in the answer the page opens with, written
// as a gallery scenario into the preview copy (never the real folder) and the address that opens
// the page in that state. The answer is the sandbox's usual answer for the page (as the gallery's
// own states open it) with the row's facts set, so the rest of the page looks as it always does;
// each fact is given only values its field in schemas/api/ admits, as the app will read them
// (src/platform/responseShape.ts: an optional field sent as null or "" reads as absent), and rows
// are evaluated by the runtime's own matcher, so what the frame shows is what the row says.
import Ajv, { type ValidateFunction } from 'ajv';
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { inAppTable } from '../../src/app/routeTable.ts';
import { endpointPath, endpoints, isEndpointName } from '../../src/platform/endpointCatalogue.ts';
import { PAGE_ALIASES } from '../../src/runtime/shared/pageParams.ts';
import { routeOf, SCENARIO_ID, scenarios } from '../../src/sandbox/scenarios.ts';
import { factSources } from '../../tools/staff/ruleFacts.ts';
import { isObject, type Path } from '../../tools/staff/json.ts';
import { scenarioFolder, STUDIO_SCENARIO } from '../../tools/staff/schemaFiles.ts';
import { answerSchema, CANNOT_HOLD, fieldSchema, openings, ruleLists, winningValues } from './decisions.ts';
import type { RuleList, Shown } from '../shared/protocol.ts';

type Json = Record<string, unknown>;

/**
 * Facts a screen's code supplies from the page's address rather than from an answer. tools/staff/ruleFacts.ts
 * describes them in words (`declared`); which parameter carries each is the screen code's, said here.
 */
const PAGE_PARAM_FACTS: Record<string, Record<string, string>> = { bindBank: { source: 'source' } };

/** Where the page gets a fact from: a field of the opening answer, a page parameter, or the borrower. */
export type Place =
  | { kind: 'answer'; paths: Path[]; schema: Json; optional: boolean }
  | { kind: 'param'; name: string }
  | { kind: 'borrower' };

// ---- how a value reaches the rules --------------------------------------------------------------

const INVALID = CANNOT_HOLD;

function seenAt(place: Place, value: unknown, validate: (v: unknown) => boolean): unknown {
  // What the borrower taps or chooses is always some value.
  if (place.kind === 'borrower') return value === undefined || value === null ? INVALID : value;
  if (place.kind === 'param') {
    if (value === undefined || value === null) return undefined;
    return typeof value === 'string' ? value : INVALID;
  }
  // Absent is written as null (a scenario's answer is laid over the sandbox's: a missing key keeps
  // the sandbox's value); a top-level optional field sent as null or "" reads as absent.
  if (value === undefined) return INVALID;
  const emptied = place.optional && (value === null || value === '');
  if (emptied) return undefined;
  return validate(value) ? value : INVALID;
}

// ---- where facts live --------------------------------------------------------------------------

/** The instance paths of an answer at which a schema node (by pointer) describes the value. */
function pathsTo(schema: Json, target: string): Path[] {
  const found: Path[] = [];
  const go = (node: unknown, pointer: string, path: Path, depth: number) => {
    if (!isObject(node) || depth > 6) return;
    if (pointer === target) {
      found.push(path);
      return;
    }
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#')) {
      const ref = node.$ref.slice(1);
      let at: unknown = schema;
      for (const key of ref.split('/').slice(1)) at = isObject(at) ? at[key] : undefined;
      go(at, ref, path, depth + 1);
    }
    for (const key of ['oneOf', 'anyOf', 'allOf'])
      if (Array.isArray(node[key]))
        (node[key] as unknown[]).forEach((branch, i) =>
          go(branch, `${pointer}/${key}/${i}`, path, depth + 1),
        );
    if (isObject(node.properties))
      for (const [name, sub] of Object.entries(node.properties))
        go(sub, `${pointer}/properties/${name}`, [...path, name], depth + 1);
    if (isObject(node.items)) go(node.items, `${pointer}/items`, [...path, 0], depth + 1);
  };
  go(schema, '', [], 0);
  return found;
}

/** Where each fact a list names is set, from the same declaration the contracts are made from. */
function placeOf(
  screenName: string,
  list: RuleList,
  answer: { name: string; schema: Json } | undefined,
): (fact: string) => Place {
  const root = answer?.schema ?? {};
  const required = new Set(Array.isArray(root.required) ? (root.required as string[]) : []);
  const properties = isObject(root.properties) ? root.properties : {};
  const top = (name: string): Place =>
    isObject(properties[name])
      ? {
          kind: 'answer',
          paths: [[name]],
          schema: fieldSchema(properties[name], root),
          optional: !required.has(name),
        }
      : { kind: 'borrower' };
  if (list.choose)
    return (fact) => (fact.startsWith('data.') ? top(fact.slice('data.'.length)) : { kind: 'borrower' });
  const sources = factSources[screenName]?.[list.name] ?? factSources[screenName]?.['*'] ?? [];
  return (fact) => {
    const param = PAGE_PARAM_FACTS[screenName]?.[fact];
    if (param) return { kind: 'param', name: param };
    for (const source of sources) {
      if ('declared' in source) continue;
      if (answer && source.answer !== answer.name) continue;
      if ('fact' in source) {
        if (source.fact !== fact) continue;
        const object = source.field.replace(/\/properties\/[^/]+$/, '');
        const name = source.field.slice(object.length + '/properties/'.length);
        let node: unknown = root;
        for (const key of source.field.split('/').slice(1)) node = isObject(node) ? node[key] : undefined;
        const paths = pathsTo(root, object).map((p) => [...p, name]);
        if (!isObject(node) || paths.length === 0) continue;
        // Nested fields are read as sent (the app tidies only the answer's own fields).
        return { kind: 'answer', paths, schema: fieldSchema(node, root), optional: false };
      }
      if (!source.object && Object.hasOwn(properties, fact)) return top(fact);
    }
    return { kind: 'borrower' };
  };
}

// ---- the answer --------------------------------------------------------------------------------

/** A smallest value of a schema: its required fields, each with the first value its type allows. */
function skeleton(node: unknown, root: Json, depth = 0): unknown {
  if (!isObject(node) || depth > 8) return null;
  const field = fieldSchema(node, root);
  for (const key of ['oneOf', 'anyOf'])
    if (Array.isArray(field[key])) {
      const branches = field[key] as Json[];
      const object = branches.find((b) => isObject(b) && (b.$ref || b.properties || b.type === 'object'));
      return skeleton(object ?? branches[0], root, depth + 1);
    }
  const known = field['x-known-values'];
  if (Array.isArray(known) && known.length > 0) return known[0];
  const types = ([] as unknown[]).concat(field.type ?? (field.properties ? 'object' : 'null'));
  const type = types.find((t) => t !== 'null') ?? 'null';
  if (type === 'object') {
    const properties = isObject(field.properties) ? field.properties : {};
    const required = Array.isArray(field.required) ? (field.required as string[]) : [];
    return Object.fromEntries(required.map((r) => [r, skeleton(properties[r], root, depth + 1)]));
  }
  return { string: '', number: 0, integer: 0, boolean: false, array: [] }[type as string] ?? null;
}

/** Sets `value` at `path` of `data`, making the objects and lists on the way from the schema. */
function setAt(data: Json, path: Path, value: unknown, root: Json) {
  let node: unknown = data;
  let schema: unknown = root;
  path.forEach((key, k) => {
    const last = k === path.length - 1;
    const sub = (s: unknown): unknown => {
      const f = isObject(s) ? fieldSchema(s, root) : {};
      const branch = ['oneOf', 'anyOf']
        .flatMap((b) => (Array.isArray(f[b]) ? (f[b] as unknown[]) : []))
        .map((b) => (isObject(b) ? fieldSchema(b, root) : {}))
        .find((b) => b.properties || b.items);
      const use = branch ?? f;
      if (typeof key === 'number') return use.items;
      return isObject(use.properties) ? use.properties[key] : undefined;
    };
    const next = sub(schema);
    if (Array.isArray(node)) {
      if (last) node[key as number] = value;
      else {
        if (!isObject(node[key as number]) && !Array.isArray(node[key as number]))
          node[key as number] = typeof path[k + 1] === 'number' ? [] : (skeleton(next, root) ?? {});
        node = node[key as number];
      }
    } else if (isObject(node)) {
      if (last) node[key as string] = value;
      else {
        const present = node[key as string];
        if (!isObject(present) && !Array.isArray(present))
          node[key as string] = typeof path[k + 1] === 'number' ? [] : (skeleton(next, root) ?? {});
        else if (Array.isArray(present) && typeof path[k + 1] === 'number')
          // The list is the one item the state is about.
          node[key as string] = present.slice(0, 1);
        node = node[key as string];
      }
    }
    schema = next;
  });
}

/**
 * Who answers the app's requests as the sandbox does. Not imported here: the sandbox's handlers reach
 * the app's http engine, which only Vite's loader can load, and this file is loaded with the config.
 */
export type Sandbox = (request: Request) => Promise<Response | undefined>;

/** The sandbox of a running dev server (the preview's), asked over HTTP. */
export const sandboxAt =
  (origin: string): Sandbox =>
  async (request) => {
    const url = new URL(request.url);
    return fetch(new URL(url.pathname + url.search, origin), {
      method: request.method,
      headers: request.headers,
      ...(request.method === 'GET' ? {} : { body: await request.text() }),
    });
  };

/** The sandbox's usual answer of an endpoint to a page's parameters, when it is a success. */
async function sandboxData(
  sandbox: Sandbox | undefined,
  endpoint: string,
  page: URLSearchParams,
  params: Record<string, string>,
) {
  if (!sandbox || !isEndpointName(endpoint)) return undefined;
  const { method, successCode, dataKey } = endpoints[endpoint];
  const fields = new URLSearchParams();
  for (const [field, name] of Object.entries(params)) {
    const value = [name, ...Object.keys(PAGE_ALIASES).filter((a) => PAGE_ALIASES[a] === name)]
      .map((n) => page.get(n))
      .find((v) => v !== null);
    if (value !== undefined && value !== null) fields.set(field, value);
  }
  const url = new URL(endpointPath(endpoint), 'http://127.0.0.1');
  if (method === 'GET') url.search = fields.toString();
  const request = new Request(url, {
    method,
    ...(method === 'GET'
      ? {}
      : { body: fields.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
  });
  try {
    const response = await sandbox(request);
    const json = (await response?.json()) as Json | undefined;
    const data = json && String(json.code) === String(successCode) ? json[dataKey] : undefined;
    return isObject(data) ? data : undefined;
  } catch {
    return undefined;
  }
}

// ---- the page ----------------------------------------------------------------------------------

const kebab = (s: string) =>
  s
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/[^a-zA-Z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** The scenario's file name (and id after `scenario-`): lower case, digits and hyphens, as scenarios are. */
export const scenarioName = (screen: string, list: string, row: number) =>
  `${STUDIO_SCENARIO}${kebab(screen)}-${kebab(list)}-${row + 1}`;

const quote = (v: unknown) => JSON.stringify(v);

type Opening = ReturnType<typeof openings>[number] & { answer: ReturnType<typeof answerSchema> };
type Route = (typeof inAppTable)[number];
type Found = NonNullable<ReturnType<typeof winningValues>>;
/** A start for the state: a page's parameters and the answer the sandbox usually gives it. */
interface Start {
  page: URLSearchParams;
  base: Json;
}

/**
 * Builds and writes the state in which row `row` of the list at `pointer` of screen file `path`
 * (its current `text`) wins, into `previewRoot`'s scenario folder. The answer starts from what
 * `sandbox` usually answers the page (a sandbox, or the origin of the dev server that runs one: the
 * preview's); without one, from the smallest answer its schema allows.
 */
export async function showRow(
  previewRoot: string,
  path: string,
  text: string,
  pointer: string,
  row: number,
  sandboxOrOrigin?: Sandbox | string,
): Promise<Shown> {
  const sandbox =
    typeof sandboxOrOrigin === 'string'
      ? sandboxOrOrigin
        ? sandboxAt(sandboxOrOrigin)
        : undefined
      : sandboxOrOrigin;
  const screenName = basename(path, '.json');
  const list = ruleLists(previewRoot, path, text).lists.find((l) => l.pointer === pointer);
  const target = list?.rows[row];
  if (!list || !target) return { reason: `This file has no rule ${row + 1} at ${pointer}.` };
  if (target.unreachable) return { reason: target.unreachable };
  const screen = JSON.parse(text) as Json;
  const { opening, route } = pageOf(previewRoot, screenName, list, screen);
  if (!route)
    return { reason: `No page of the app shows ${path}, so there is nothing to open for this rule.` };

  const place = placeOf(screenName, list, opening?.answer);
  const starts = await startsOf(previewRoot, route, opening, sandbox);
  const best = bestStart(starts, list, row, place, factValidator(opening));
  if (!best)
    return {
      reason:
        'No answer the server can send makes this rule the one that wins: a condition asks for a value its field never holds (see the answer schema), or the rules above take every such answer.',
    };
  const name = scenarioName(screenName, list.name, row);
  const { page, answers } = stateOf(best, opening, screen, place, name);
  const query = page.toString();
  const framePath = `${route.path}${query ? `?${query}` : ''}`;
  const scenario = {
    $schema: '../../../schemas/meta/scenario.schema.json',
    group: 'Studio',
    title: `${screenName} › ${list.name} › rule ${row + 1}`,
    path: framePath,
    ...(answers ? { answers } : {}),
  };
  const dir = join(previewRoot, scenarioFolder);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), `${JSON.stringify(scenario, null, 2)}\n`);
  const note = borrowerNote(list, best.found, place);
  return {
    framePath,
    scenario: join(scenarioFolder, `${name}.json`),
    facts: best.found.seen,
    ...(note ? { note } : {}),
  };
}

/**
 * The page: the first route of the table that shows this screen file (and, for a file that opens
 * several, the first of its openings whose answer describes the list's facts).
 */
function pageOf(
  previewRoot: string,
  screenName: string,
  list: RuleList,
  screen: Json,
): { opening: Opening | undefined; route: Route | undefined } {
  const answerNames = new Set(
    (factSources[screenName]?.[list.name] ?? factSources[screenName]?.['*'] ?? []).flatMap((s) =>
      'answer' in s ? [s.answer] : [],
    ),
  );
  const opened = openings(screen).map((o) => ({ ...o, answer: answerSchema(previewRoot, o.endpoint) }));
  const opening =
    opened.find((o) => o.answer && (answerNames.size === 0 || answerNames.has(o.answer.name))) ?? opened[0];
  const route = inAppTable.find(
    (r) =>
      'schema' in r &&
      r.schema === screenName &&
      (!opening?.variant || ('variant' in r && r.variant === opening.variant)),
  );
  return { opening, route };
}

/** Whether a value is one the fact's field in the answer schema admits (any value, for other places). */
function factValidator(opening: Opening | undefined) {
  const validators = new Map<string, ValidateFunction>();
  return (fact: string, p: Place) => (v: unknown) => {
    if (p.kind !== 'answer') return true;
    let check = validators.get(fact);
    if (!check) {
      const root = opening?.answer?.schema ?? {};
      check = new Ajv({ strict: false }).compile({ ...p.schema, definitions: root.definitions ?? {} });
      validators.set(fact, check);
    }
    return check(v);
  };
}

/** The page's parameters that carry an id, and the other names the page reads each by. */
const idParamsOf = (opening: Opening | undefined) => Object.values(opening?.params ?? {});
const aliases = (p: string) => Object.keys(PAGE_ALIASES).filter((a) => PAGE_ALIASES[a] === p);

/**
 * The gallery's own states of this page, each as its parameters give it (one with the opening's
 * parameters alone when the page has none), with the sandbox's usual answer to each (a failure, for
 * the sandbox's own failing ids, is left out); without any, the smallest answer the schema allows.
 */
async function startsOf(
  previewRoot: string,
  route: Route,
  opening: Opening | undefined,
  sandbox: Sandbox | undefined,
): Promise<Start[]> {
  const idParams = idParamsOf(opening);
  const gallery = scenarios(join(previewRoot, scenarioFolder)).filter(
    (s) =>
      routeOf(s.path).address === route.path && !s.hold && !s.answers && !s.name.startsWith(STUDIO_SCENARIO),
  );
  // The states' addresses most of them share first: the sandbox's special ids are the rare ones.
  const queries = gallery.map((s) => routeOf(s.path).params.toString());
  const often = (q: string) => queries.filter((x) => x === q).length;
  const pages = [...new Set([...[...queries].sort((a, b) => often(b) - often(a)), ''])]
    .map((query) => {
      const page = new URLSearchParams(query);
      for (const p of idParams) if (![p, ...aliases(p)].some((a) => page.has(a))) page.set(p, '1');
      return page;
    })
    .filter((page, i, all) => all.findIndex((other) => other.toString() === page.toString()) === i);
  const asked = await Promise.all(
    pages.map(async (page) => ({
      page,
      base: opening?.answer ? await sandboxData(sandbox, opening.endpoint, page, opening.params) : {},
    })),
  );
  const answered = asked.filter((a): a is Start => a.base !== undefined);
  return answered.length
    ? answered
    : [
        {
          page: pages[0] as URLSearchParams,
          base: skeleton(opening?.answer?.schema, opening?.answer?.schema ?? {}) as Json,
        },
      ];
}

/** The start on which the row wins keeping the most of its usual values, with the values that win. */
function bestStart(
  starts: Start[],
  list: RuleList,
  row: number,
  place: (fact: string) => Place,
  validate: (fact: string, p: Place) => (v: unknown) => boolean,
): (Start & { found: Found }) | undefined {
  const whens = list.rows.map((r) => r.when);
  let best: (Start & { found: Found; kept: number }) | undefined;
  for (const { page, base } of starts) {
    const usualOf = (p: Place): unknown[] => {
      if (p.kind !== 'answer') return [];
      let node: unknown = base;
      for (const key of p.paths[0] ?? [])
        node = isObject(node) || Array.isArray(node) ? (node as Json)[key] : undefined;
      return node === undefined || isObject(node) || Array.isArray(node) ? [] : [node];
    };
    // The usual value of a fact comes first, so the state differs from the usual page only where
    // the row needs it to; then the values the server is known to send.
    const found = winningValues(whens, row, list.firstMatch, (fact) => {
      const p = place(fact);
      return {
        known: [...usualOf(p), ...(list.facts.find((f) => f.name === fact)?.known ?? [])],
        seen: (v) => seenAt(p, v, validate(fact, p)),
      };
    });
    if (!found) continue;
    const kept = Object.entries(found.written).filter(([fact, v]) => usualOf(place(fact))[0] === v).length;
    if (!best || kept > best.kept) best = { page, base, found, kept };
  }
  return best;
}

/** The state's page parameters and answers: the start with the row's facts written in. */
function stateOf(
  { page, base, found }: Start & { found: Found },
  opening: Opening | undefined,
  screen: Json,
  place: (fact: string) => Place,
  name: string,
): { page: URLSearchParams; answers: Record<string, Json> | undefined } {
  const answerFacts = Object.keys(found.written).filter((f) => place(f).kind === 'answer');
  let answers: Record<string, Json> | undefined;
  if (opening && opening.answer && answerFacts.length > 0) {
    const root = opening.answer.schema;
    const answer = structuredClone(base);
    for (const fact of answerFacts) {
      const p = place(fact);
      if (p.kind === 'answer') for (const at of p.paths) setAt(answer, at, found.written[fact], root);
    }
    answers = { [opening.endpoint]: answer };
    // The request carries the id in the opening's first required parameter (or its last one).
    const idParams = idParamsOf(opening);
    const required = isObject(screen.open) && Array.isArray(screen.open.required) ? screen.open.required : [];
    const carrier = idParams.find((p) => required.includes(p)) ?? idParams.at(-1);
    if (carrier) {
      for (const a of aliases(carrier)) page.delete(a);
      page.set(carrier, `${SCENARIO_ID}${name}`);
    }
  }
  for (const fact of Object.keys(found.written)) {
    const p = place(fact);
    if (p.kind !== 'param') continue;
    const value = found.written[fact];
    if (typeof value === 'string') page.set(p.name, value);
    else page.delete(p.name);
  }
  return { page, answers };
}

/** What the frame cannot show by itself: the facts the borrower's own doing decides. */
function borrowerNote(list: RuleList, found: Found, place: (fact: string) => Place): string | undefined {
  const byBorrower = Object.keys(found.seen).filter((f) => place(f).kind === 'borrower');
  if (!byBorrower.length) return undefined;
  return `This rule is decided by what the borrower does on the page: it wins when ${byBorrower
    .map((f) => {
      const description = list.facts.find((x) => x.name === f)?.description;
      const value = found.seen[f] === undefined ? 'not given' : quote(found.seen[f]);
      return `"${f}" is ${value}${description ? ` (${description})` : ''}`;
    })
    .join(' and ')}${list.choose ? ', when the action runs' : ''}.`;
}
