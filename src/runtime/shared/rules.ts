// Screen rules as data (DESIGN.md, extension point 3): `when` lists facts that must all hold; a fact
// is a value, a list of accepted values, or a condition in { } with one of the operators below.
// A key may be a dotted path into the facts (`data.h5Url`, `stars`).

// With its extension: the staff-file check (tools/, run by vite.config.ts) imports this file too.
import { lookup } from '../base/template.ts';

export interface Rule<T> {
  when: Record<string, unknown>;
  then?: T;
  comment?: string;
}

type Condition = unknown;

/**
 * What a condition in { } may ask, and what each takes. The staff-file check (tools/check/rules.ts)
 * reads this same table, so a condition the check accepts is one this file evaluates; when a { }
 * holds several, the first of this order decides.
 */
export const operators = {
  not: { operand: 'condition', holds: (operand: Condition, actual: unknown) => !holds(operand, actual) },
  present: {
    operand: 'boolean',
    holds: (operand: Condition, actual: unknown) => isPresent(actual) === operand,
  },
  atLeast: {
    operand: 'number',
    holds: (operand: Condition, actual: unknown) => {
      const n = Number(actual);
      return actual !== null && actual !== '' && Number.isFinite(n) && n >= Number(operand);
    },
  },
} as const satisfies Record<
  string,
  { operand: 'condition' | 'boolean' | 'number'; holds: (operand: Condition, actual: unknown) => boolean }
>;

export type Operator = keyof typeof operators;
export const OPERATORS = Object.keys(operators) as Operator[];

// A string of spaces is what a server sends for "none" as often as an empty one, and `false` as
// often as 0 ("isNeedScore is non-zero", SPEC.md section 4).
function isPresent(actual: unknown): boolean {
  return (
    actual !== undefined &&
    actual !== null &&
    actual !== false &&
    String(actual).trim() !== '' &&
    actual !== 0 &&
    actual !== '0'
  );
}

function holds(condition: Condition, actual: unknown): boolean {
  if (Array.isArray(condition)) return condition.some((c) => holds(c, actual));
  if (condition && typeof condition === 'object') {
    const c = condition as Record<string, unknown>;
    const operator = OPERATORS.find((o) => o in c);
    return operator ? operators[operator].holds(c[operator], actual) : false;
  }
  // Servers send the same code as 1 or '1'; staff should not have to know which.
  return actual !== undefined && actual !== null && String(actual) === String(condition);
}

export function ruleMatches(when: Record<string, unknown>, facts: Record<string, unknown>): boolean {
  return Object.entries(when).every(([key, condition]) => holds(condition, lookup(facts, key)));
}

/** Every rule that holds, in order: for lists where each match adds something (dialogs on load). */
export function allMatches<T>(rules: readonly Rule<T>[] | undefined, facts: Record<string, unknown>): T[] {
  return (rules ?? [])
    .filter((r) => ruleMatches(r.when, facts))
    .flatMap((r) => (r.then === undefined ? [] : [r.then]));
}

export function firstMatch<T>(
  rules: readonly Rule<T>[] | undefined,
  facts: Record<string, unknown>,
): T | undefined {
  return rules?.find((r) => ruleMatches(r.when, facts))?.then;
}
