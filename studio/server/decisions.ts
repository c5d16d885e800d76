// The studio's decision tables (GET /studio/api/rules): every rule list of a screen file's current
// text (its `rules`, and the `rules` of each `choose` action), with the facts it can look at and,
// per row, whether it can ever win. The verdict and its sentence are the staff-file check's own
// (tools/check/rules.ts run on this text), so the table and `npm run check:schemas` never disagree.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { checkRules, reach } from '../../tools/check/rules.ts';
import { SourceFile, walkData, type Contract } from '../../tools/check/common.ts';
import { isObject, pointerOf, type Path } from '../../tools/staff/json.ts';
import { endpoints, isEndpointName } from '../../src/platform/endpointCatalogue.ts';
import { ruleMatches } from '../../src/runtime/shared/rules.ts';
import { wholePlaceholder } from '../../src/runtime/base/template.ts';
import { describeField, type FactValues } from '../../tools/staff/ruleFacts.ts';
import { valuesNamed } from '../../tools/staff/factValues.ts';
import { contractPath } from '../../tools/staff/schemaFiles.ts';
import type { RuleFact, RuleList, RuleRow } from '../shared/protocol.ts';

/** The contract's description of one list (written by tools/gen/contracts.ts). */
interface ListContract {
  'x-facts'?: string[];
  'x-first-match'?: boolean;
  'x-fact-values'?: Record<string, FactValues>;
}

type Json = Record<string, unknown>;

const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

/** Where each rule list of a screen is: its `rules` entries, then its `choose` actions in file order. */
export function listPaths(screen: Json): Path[] {
  const paths: Path[] = [];
  if (isObject(screen.rules))
    for (const [name, rows] of Object.entries(screen.rules))
      if (Array.isArray(rows)) paths.push(['rules', name]);
  walkData(screen, (value, path) => {
    if (isObject(value) && value.type === 'choose' && Array.isArray(value.rules))
      paths.push([...path, 'rules']);
  });
  return paths;
}

/** The page parameter an opening's param names (`"{page.orderId}"` → `orderId`). */
const pageParameter = (value: unknown) =>
  typeof value === 'string' ? wholePlaceholder(value)?.replace(/^page\./, '') : undefined;

/**
 * The endpoints a screen's page(s) open with: `open`, or each of `opens` by its route key, with each
 * request field's page parameter.
 */
export function openings(
  screen: Json,
): { variant?: string; endpoint: string; params: Record<string, string> }[] {
  const one = (o: unknown, variant?: string) =>
    isObject(o) && typeof o.endpoint === 'string'
      ? [
          {
            ...(variant === undefined ? {} : { variant }),
            endpoint: o.endpoint,
            params: Object.fromEntries(
              Object.entries(isObject(o.params) ? o.params : {}).flatMap(([field, value]) => {
                const name = pageParameter(value);
                return name ? [[field, name]] : [];
              }),
            ),
          },
        ]
      : [];
  if (isObject(screen.open)) return one(screen.open);
  if (isObject(screen.opens)) return Object.entries(screen.opens).flatMap(([k, o]) => one(o, k));
  return [];
}

/** The answer schema (schemas/api/<name>.json) of an endpoint of the catalogue, if it has one. */
export function answerSchema(root: string, endpoint: string): { name: string; schema: Json } | undefined {
  if (!isEndpointName(endpoint)) return undefined;
  const name = (endpoints[endpoint] as { schema?: string }).schema;
  const file = name && join(root, 'schemas', 'api', `${name}.json`);
  if (!name || !file || !existsSync(file)) return undefined;
  const schema = readJson(file);
  return isObject(schema) ? { name, schema } : undefined;
}

/** A field's schema with what a local `$ref` adds (annotations beside the `$ref` win), as tools/staff/ruleFacts.ts reads it. */
export function fieldSchema(field: Json, schema: Json): Json {
  const ref = field.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return field;
  let node: unknown = schema;
  for (const key of ref.slice(2).split('/')) node = isObject(node) ? node[key] : undefined;
  const rest = { ...field };
  delete rest.$ref;
  return isObject(node) ? { ...fieldSchema(node, schema), ...rest } : rest;
}

/**
 * A `choose` list looks at the page's values: its facts are the ones its rows name and the fields of
 * the opening answer, which the page offers as `data.<field>` (src/runtime/shared/actions.ts vars).
 */
function chooseFacts(root: string, screen: Json, rows: unknown[]): Record<string, FactValues> {
  const facts: Record<string, FactValues> = {};
  for (const { endpoint } of openings(screen)) {
    const answer = answerSchema(root, endpoint);
    const properties = answer && isObject(answer.schema.properties) ? answer.schema.properties : {};
    for (const [name, field] of Object.entries(properties)) {
      if (!isObject(field) || `data.${name}` in facts) continue;
      try {
        facts[`data.${name}`] = describeField(
          fieldSchema(field, answer?.schema ?? {}),
          `schemas/api/${answer?.name}.json`,
        );
      } catch {
        // A wrong annotation is the contracts generator's to report; the fact is still offered.
        facts[`data.${name}`] = {};
      }
    }
  }
  for (const row of rows)
    if (isObject(row) && isObject(row.when)) for (const name of Object.keys(row.when)) facts[name] ??= {};
  return facts;
}

const factList = (facts: Record<string, FactValues>, names = Object.keys(facts)): RuleFact[] =>
  names.map((name) => {
    const v = facts[name] ?? {};
    return {
      name,
      type: v.type ?? 'any',
      known: v.known ?? [],
      ...(v.description ? { description: v.description } : {}),
    };
  });

/** The values a fact of a list can take, by its type: what an example of a winning case may use. */
function domainOf(facts: RuleFact[], name: string) {
  const fact = facts.find((f) => f.name === name);
  const fits = (v: unknown) => {
    if (v === undefined) return true;
    if (fact?.type === 'number')
      return typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v));
    if (fact?.type === 'text') return typeof v === 'string' || typeof v === 'number';
    if (fact?.type === 'boolean') return typeof v === 'boolean';
    return v !== null;
  };
  return { known: fact?.known ?? [], seen: (v: unknown) => (fits(v) ? v : CANNOT_HOLD) };
}

/**
 * Every rule list of screen file `path` (relative to `root`) as `text` has it. A text that is not
 * JSON of an object has none (the check says why beside the file).
 */
export function ruleLists(root: string, path: string, text: string): { lists: RuleList[] } {
  let screen: unknown;
  try {
    screen = JSON.parse(text);
  } catch {
    return { lists: [] };
  }
  if (!isObject(screen)) return { lists: [] };
  const name = basename(path, '.json');
  const contractFile = contractPath(name, root);
  const contract = existsSync(contractFile) ? (readJson(contractFile) as Contract) : undefined;
  const source = new SourceFile(path, text);
  const lineOf = (p: Path) => source.at(pointerOf(p)).line;

  // The check's own sentences, by the pointer of the row they are about.
  const said = new Map<string, string>();
  checkRules(
    screen,
    contract,
    (p, reason, severity) => {
      if (severity !== 'warning') said.set(pointerOf(p), reason);
    },
    lineOf,
  );

  const lists = listPaths(screen).map((at): RuleList => {
    let rows: unknown = screen;
    for (const key of at) rows = (rows as Json)[key as string];
    const rowList = rows as unknown[];
    const choose = at[0] !== 'rules';
    const entry = (choose ? undefined : contract?.properties?.rules?.properties?.[at[1] as string]) as
      ListContract | undefined;
    const facts = choose
      ? factList(chooseFacts(root, screen, rowList))
      : factList(
          entry?.['x-fact-values'] ?? {},
          entry?.['x-facts'] ?? Object.keys(entry?.['x-fact-values'] ?? {}),
        );
    const whens = rowList.map((r) => (isObject(r) && isObject(r.when) ? r.when : undefined));
    return {
      pointer: `#${pointerOf(at)}`,
      name: choose ? at.slice(0, -1).join('.') : String(at[1]),
      firstMatch: entry?.['x-first-match'] !== false,
      choose,
      facts,
      rows: rowList.map((row, index): RuleRow => {
        const r = isObject(row) ? row : {};
        const unreachable = said.get(pointerOf([...at, index]));
        // The rows that take its cases: the check's own search, run as the check runs it.
        const verdict = unreachable ? reach(whens.slice(0, index + 1) as Json[], index) : undefined;
        const by = verdict && !verdict.reachable ? verdict.by : undefined;
        const firstMatch = entry?.['x-first-match'] !== false;
        const found =
          unreachable || whens.some((w) => !w)
            ? undefined
            : winningValues(whens as Json[], index, firstMatch, (fact) => domainOf(facts, fact));
        return {
          index,
          line: lineOf([...at, index]),
          when: whens[index] ?? {},
          then: r.then,
          ...(typeof r.comment === 'string' ? { comment: r.comment } : {}),
          ...(unreachable ? { unreachable } : {}),
          ...(by && by.length > 0 ? { coveredBy: by } : {}),
          ...(found
            ? { example: Object.fromEntries(Object.entries(found.seen).map(([f, v]) => [f, v ?? null])) }
            : {}),
        };
      }),
    };
  });
  return { lists };
}

// ---- which values a fact can take --------------------------------------------------------------

// A text no rule names: stands for every other value the server may send.
const OTHER_TEXT = 'studio';

/**
 * Values of one fact that between them meet every combination of the conditions given (the idea of
 * tools/check/rules.ts `reach`), the fact's known values first, so the state looks like a real one.
 */
export function candidateValues(conditions: unknown[], known: readonly unknown[] = []): unknown[] {
  const { named, numbers: sorted, between } = valuesNamed(conditions);
  const texts = new Set(named.map(String));
  let other = OTHER_TEXT;
  while (texts.has(other)) other += '-';
  // Values a page would show come before the kinds of "none", so a state reads like a real one
  // ("stars" 2 rather than none) unless the row asks for none.
  return [
    ...known,
    ...named,
    ...between,
    ...sorted,
    (sorted[0] as number) - 1,
    (sorted.at(-1) as number) + 1,
    other,
    true,
    false,
    undefined,
    null,
    '',
    ' ',
    '0',
  ];
}

/** What a fact's domain says of a value the place cannot hold. */
export const CANNOT_HOLD = Symbol('cannot hold');

/**
 * The values of `facts` (as the rules see them, with what to write for each) that make row `j` of
 * `whens` hold while no row above it does; in a list where every row that holds adds its outcome,
 * one where no other row holds when there is one. Undefined when no values do within `limit` cases.
 */
export function winningValues(
  whens: Record<string, unknown>[],
  j: number,
  firstMatch: boolean,
  /** Per fact: its preferred values, and how a value written reaches the rules (or CANNOT_HOLD). */
  domain: (fact: string) => { known: readonly unknown[]; seen: (v: unknown) => unknown },
  limit = 200_000,
): { seen: Record<string, unknown>; written: Record<string, unknown> } | undefined {
  const rows = firstMatch ? whens.slice(0, j + 1) : whens;
  const target = whens[j] as Record<string, unknown>;
  const facts = [...new Set(rows.flatMap((w) => Object.keys(w)))];
  const groups = facts.map((fact) => {
    const conditions = rows.map((w) => (Object.hasOwn(w, fact) ? w[fact] : undefined));
    const { known, seen } = domain(fact);
    const bySignature = new Map<string, { seen: unknown; written: unknown }>();
    for (const written of candidateValues(
      conditions.filter((c) => c !== undefined),
      known,
    )) {
      const value = seen(written);
      if (value === CANNOT_HOLD) continue;
      const signature = conditions
        .map((c) => (c === undefined ? '-' : ruleMatches({ [fact]: c }, { [fact]: value }) ? '1' : '0'))
        .join('');
      if (!bySignature.has(signature)) bySignature.set(signature, { seen: value, written });
    }
    const own = target[fact];
    return [...bySignature.values()].filter(
      (v) => own === undefined || ruleMatches({ [fact]: own }, { [fact]: v.seen }),
    );
  });
  if (groups.some((g) => g.length === 0)) return undefined;
  const size = groups.reduce((n, g) => n * g.length, 1);
  if (size > limit) return undefined;
  let fallback: { seen: Record<string, unknown>; written: Record<string, unknown> } | undefined;
  const index = facts.map(() => 0);
  for (let n = 0; n < size; n++) {
    const pick = facts.map(
      (_, k) => (groups[k] as { seen: unknown; written: unknown }[])[index[k] as number],
    );
    const seen = Object.fromEntries(facts.map((f, k) => [f, pick[k]?.seen]));
    if (ruleMatches(target, seen)) {
      const others = rows.filter((w, i) => i !== j && ruleMatches(w, seen));
      const state = { seen, written: Object.fromEntries(facts.map((f, k) => [f, pick[k]?.written])) };
      if (firstMatch ? rows.slice(0, j).every((w) => !ruleMatches(w, seen)) : others.length === 0)
        return state;
      if (!firstMatch) fallback ??= state;
    }
    for (let k = 0; k < index.length; k++) {
      index[k] = ((index[k] as number) + 1) % (groups[k] as unknown[]).length;
      if (index[k] !== 0) break;
    }
  }
  return fallback;
}
