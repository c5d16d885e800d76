// Rule lists (`rules` in a screen file, and the `rules` of a `choose` action): every fact a `when`
// names is one the list can look at, each condition uses the runtime's operators with values of the
// fact's kind, and in a list where the first rule that holds wins, no rule is one that the rules
// above it always win over. What each list's facts are and whether its first match wins come from
// the screen's contract (x-facts, x-fact-values, x-first-match: declared in tools/staff/ruleFacts.ts and
// schemas/api/, written by npm run contracts); conditions are evaluated by the runtime's own
// ruleMatches, so the check and the page cannot disagree.
import { OPERATORS, operators, ruleMatches } from '../../src/runtime/shared/rules.ts';
import type { FactValue, FactValues } from '../staff/ruleFacts.ts';
import { valuesNamed } from '../staff/factValues.ts';
import { didYouMean, editDistance, list, walkData, type Contract, type Report } from './common.ts';
import { isObject, type Path } from '../staff/json.ts';

/** What a contract says about one rule list (tools/gen/contracts.ts). */
interface ListContract {
  'x-facts'?: string[];
  'x-first-match'?: boolean;
  'x-fact-values'?: Record<string, FactValues>;
  /** Why some rule must fit every case: what the page would lack where none does. */
  'x-every-case'?: string;
}

/** The line a path of the file starts on, to name a rule the way an editor shows it. */
export type LineOf = (path: Path) => number | undefined;

export function checkRules(
  screen: Record<string, unknown>,
  contract: Contract | undefined,
  report: Report,
  lineOf: LineOf = () => undefined,
) {
  if (isObject(screen.rules))
    for (const [name, rules] of Object.entries(screen.rules)) {
      const entry = contract?.properties?.rules?.properties?.[name] as ListContract | undefined;
      if (Array.isArray(rules)) checkList(rules, ['rules', name], entry ?? {}, report, lineOf);
    }
  // A `choose` action runs the first rule that holds over the page's values, which no contract describes.
  walkData(screen, (value, path) => {
    if (isObject(value) && value.type === 'choose' && Array.isArray(value.rules))
      checkList(value.rules, [...path, 'rules'], {}, report, lineOf);
  });
}

function checkList(rules: unknown[], at: Path, entry: ListContract, report: Report, lineOf: LineOf) {
  const facts = entry['x-facts'];
  const values = entry['x-fact-values'] ?? {};
  const whens = rules.map((r) => (isObject(r) && isObject(r.when) ? r.when : undefined));
  const why = entry['x-every-case'];
  // A rule that fits every case, put after the list, is reached only by a case no rule fits.
  if (
    why &&
    whens.every(Boolean) &&
    reach([...(whens as Record<string, unknown>[]), {}], whens.length)?.reachable
  )
    report(
      at,
      `Some cases fit none of these rules, but ${why}. End the list with a rule whose "when" is empty, { "when": {}, "then": … }: it fits every case the rules above it leave.`,
    );
  rules.forEach((_, i) => {
    const when = whens[i];
    if (!when) return;
    let faulty = false;
    const refuse: Report = (path, reason, severity) => {
      if (severity !== 'warning') faulty = true;
      report(path, reason, severity);
    };
    for (const [fact, condition] of Object.entries(when)) {
      const path = [...at, i, 'when', fact];
      if (facts && !facts.includes(fact))
        refuse(
          path,
          `"${fact}" is not a fact these rules can look at, so this rule would never match. The facts: ${list(facts)}.${didYouMean(fact, facts)}`,
        );
      else checkCondition(condition, path, fact, values[fact], refuse);
    }
    if (entry['x-first-match'] === false || faulty) return;
    const earlier = whens.slice(0, i);
    if (earlier.some((w) => !w)) return;
    const verdict = reach([...(earlier as Record<string, unknown>[]), when], i);
    if (!verdict || verdict.reachable) return;
    report([...at, i], neverShows(rules, verdict.by, at, lineOf));
  });
}

// ---- conditions --------------------------------------------------------------------------------

const show = (v: unknown) => JSON.stringify(v);
/** `1, 2 or 3`, each value as it is written in the file. */
const either = (values: readonly FactValue[]) => {
  const shown = values.map(show);
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} or ${shown.at(-1)}` : (shown[0] ?? '');
};

const operatorWords = either(OPERATORS);

function checkCondition(
  condition: unknown,
  path: Path,
  fact: string,
  values: FactValues | undefined,
  report: Report,
) {
  if (Array.isArray(condition)) {
    if (condition.length === 0)
      report(
        path,
        'An empty list accepts no value, so this rule would never match. List the values to accept, e.g. [174, 180].',
      );
    condition.forEach((c, i) => checkCondition(c, [...path, i], fact, values, report));
    return;
  }
  if (isObject(condition)) {
    const keys = Object.keys(condition);
    if (keys.length === 0)
      report(
        path,
        `An empty { } never holds, so this rule would never match. Write a value, a list of values, or a { } with ${operatorWords}.`,
      );
    for (const key of keys)
      if (!(OPERATORS as string[]).includes(key))
        report(
          [...path, key],
          `"${key}" is not something a rule can ask about a fact, so this rule would never match. A { } here holds one of ${operatorWords}.${didYouMean(key, OPERATORS)}`,
        );
    const used = OPERATORS.filter((o) => o in condition);
    if (used.length > 1)
      report(
        path,
        `This { } holds ${list(used)}, but the app looks only at "${used[0]}". Keep one of them in each { }.`,
      );
    const operator = used[0];
    if (!operator) return;
    const operand = condition[operator];
    const operandPath = [...path, operator];
    const kind = operators[operator].operand;
    if (kind === 'condition') checkCondition(operand, operandPath, fact, values, report);
    else if (kind === 'boolean' && typeof operand !== 'boolean')
      report(
        operandPath,
        `"${operator}" takes true (the fact has a value) or false (it has none), without quotes.`,
      );
    else if (kind === 'number' && (typeof operand !== 'number' || !Number.isFinite(operand)))
      report(operandPath, `"${operator}" takes a number without quotes, e.g. { "${operator}": 4 }.`);
    else if (kind === 'number' && values?.type && values.type !== 'number')
      report(
        operandPath,
        `"${operator}" compares numbers, but "${fact}" is ${typeWords[values.type]}, so this rule would never match.`,
      );
    return;
  }
  checkValue(condition, path, fact, values, report);
}

const typeWords = { number: 'a number', text: 'a text', boolean: 'true or false' } as const;

function fitsType(value: unknown, type: FactValues['type']): boolean {
  if (type === 'number')
    return typeof value === 'number' || (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value));
  if (type === 'text') return typeof value === 'string' || typeof value === 'number';
  if (type === 'boolean') return typeof value === 'boolean';
  return true;
}

function checkValue(
  value: unknown,
  path: Path,
  fact: string,
  values: FactValues | undefined,
  report: Report,
) {
  if (value === null) {
    report(
      path,
      `null never matches "${fact}". To ask whether "${fact}" has a value, write { "present": false } (or true).`,
    );
    return;
  }
  const known = values?.known;
  if (!fitsType(value, values?.type)) {
    report(
      path,
      `${show(value)} is not ${typeWords[values?.type ?? 'text']}, but "${fact}" is ${typeWords[values?.type ?? 'text']}${known ? ` (the server sends ${either(known)})` : ''}, so this rule would never match.`,
    );
    return;
  }
  if (known && !known.some((k) => String(k) === String(value)))
    report(
      path,
      `${show(value)} is not a value the server is known to send for "${fact}" (it sends ${either(known)}), so this rule may never match.${nearest(value, known)} If ${show(value)} is a new value from the server, this is fine.`,
      'warning',
    );
}

/** " Did you mean x?" when exactly one known value is a typing slip away. */
function nearest(value: unknown, known: readonly FactValue[]): string {
  const text = String(value);
  const distances = known.map((k) => editDistance(text, String(k)));
  const best = Math.min(...distances);
  const allowed = Math.max(1, Math.floor(text.length / 3));
  const at = distances.filter((d) => d === best).length === 1 ? distances.indexOf(best) : -1;
  return at >= 0 && best <= allowed ? ` Did you mean ${show(known[at])}?` : '';
}

// ---- order -------------------------------------------------------------------------------------

/** Whether some case reaches rule `j` (a witness), or which rules above it take every case it fits. */
export type Reach =
  { reachable: true; witness: Record<string, unknown> } | { reachable: false; by: number[] };

// A text no rule names: stands for every other value the server may send.
const OTHER = '\u2063other';

/**
 * Values of one fact that between them meet every combination of the conditions given: each value
 * a condition names (as it is and as text), the kinds of "no value" (absent, empty, spaces, 0), true and false, a text no
 * rule names, and for the numbers named (atLeast bounds among them) each number, one between each
 * two, one below and one above. Which conditions a value meets depends only on those.
 */
function candidates(conditions: unknown[]): unknown[] {
  const { named, numbers, between } = valuesNamed(conditions);
  return [
    ...[undefined, '', ' ', 0, '0', true, false, OTHER],
    ...named,
    ...numbers.flatMap((n, k) => (k < between.length ? [n, between[k]] : [n])),
    (numbers[0] as number) - 1,
    (numbers.at(-1) as number) + 1,
  ];
}

/**
 * Rule `j` of a first-match list (`whens[0..j]`) in the runtime's own terms. Each fact's candidate
 * values are grouped by which of the list's conditions they meet; every combination of groups that
 * meets rule j is tried against the rules above it. Facts are tried apart, even a dotted path and
 * its start, so a rule is called unreachable only when no case at all reaches it. `undefined` when
 * there are too many combinations to try.
 */
export function reach(whens: Record<string, unknown>[], j: number, limit = 200_000): Reach | undefined {
  const rows = whens.slice(0, j + 1);
  const target = rows[j] as Record<string, unknown>;
  const facts = [...new Set(rows.flatMap((w) => Object.keys(w)))];
  const groups = facts.map((fact) => {
    const conditions = rows.map((w) => (Object.hasOwn(w, fact) ? w[fact] : undefined));
    const meets = (v: unknown, c: unknown) => ruleMatches({ [fact]: c }, { [fact]: v });
    const seen = new Map<string, unknown>();
    for (const v of candidates(conditions.filter((c) => c !== undefined))) {
      const signature = conditions.map((c) => (c === undefined ? '-' : meets(v, c) ? '1' : '0')).join('');
      if (!seen.has(signature)) seen.set(signature, v);
    }
    const own = conditions[j];
    return [...seen.values()].filter((v) => own === undefined || meets(v, own));
  });
  if (groups.some((g) => g.length === 0)) return { reachable: false, by: [] };
  const size = groups.reduce((n, g) => n * g.length, 1);
  if (size > limit) return undefined;
  const by = new Set<number>();
  const index = facts.map(() => 0);
  for (let n = 0; n < size; n++) {
    const state = Object.fromEntries(facts.map((f, k) => [f, (groups[k] as unknown[])[index[k] as number]]));
    if (ruleMatches(target, state)) {
      const first = rows.slice(0, j).findIndex((w) => ruleMatches(w, state));
      if (first < 0) return { reachable: true, witness: state };
      by.add(first);
    }
    for (let k = 0; k < index.length; k++) {
      index[k] = ((index[k] as number) + 1) % (groups[k] as unknown[]).length;
      if (index[k] !== 0) break;
    }
  }
  return { reachable: false, by: [...by].sort((a, b) => a - b) };
}

function label(rule: unknown): string | undefined {
  if (!isObject(rule)) return undefined;
  if (typeof rule.comment === 'string' && rule.comment.trim()) {
    const comment = rule.comment.trim();
    return comment.length <= 60 ? comment : `${comment.slice(0, 60).replace(/\s+\S*$/, '')}…`;
  }
  const then = rule.then;
  const button = Array.isArray(then)
    ? then.find((b) => isObject(b) && typeof b.text === 'string')
    : undefined;
  if (isObject(button)) return String(button.text);
  if (typeof then === 'string') return then;
  return undefined;
}

function neverShows(rules: unknown[], by: number[], at: Path, lineOf: LineOf): string {
  const name = (i: number) => {
    const line = lineOf([...at, i]);
    const what = label(rules[i]);
    const where = [line === undefined ? '' : `line ${line}`, what === undefined ? '' : `"${what}"`]
      .filter(Boolean)
      .join(', ');
    return `${i + 1}${where ? ` (${where})` : ''}`;
  };
  const first = by[0];
  if (first === undefined)
    return 'This rule can never match, so it never shows: no case fits all of its conditions at once.';
  const catchAll =
    by.length === 1 &&
    isObject(rules[first]) &&
    Object.keys((rules[first] as { when: object }).when).length === 0;
  const whom = catchAll
    ? `rule ${name(first)} above it has an empty "when", so it fits every case`
    : by.length === 1
      ? `rule ${name(first)} above it already fits every case this one fits`
      : `rules ${by.slice(0, -1).map(name).join(', ')} and ${name(by.at(-1) as number)} above it together fit every case this one fits`;
  return `This rule can never match, so it never shows: ${whom}, and the first rule that fits wins. Move this rule above rule ${first + 1}${lineOf([...at, first]) === undefined ? '' : ` (line ${lineOf([...at, first])})`}, or delete it.`;
}
