// Screen rules as data (DESIGN.md, extension point 3): `when` lists facts that must all hold; a fact
// is a value, a list of accepted values, or { "not": [...] } / { "present": bool } / { "atLeast": n }.
// A key may be a dotted path into the facts (`data.h5Url`, `stars`).
import { lookup } from './template';

export interface Rule<T> {
  when: Record<string, unknown>;
  then?: T;
  comment?: string;
}

type Condition = unknown;

function holds(condition: Condition, actual: unknown): boolean {
  if (Array.isArray(condition)) return condition.some((c) => holds(c, actual));
  if (condition && typeof condition === 'object') {
    const c = condition as { not?: Condition; present?: boolean; atLeast?: number };
    if ('not' in c) return !holds(c.not, actual);
    if ('present' in c) {
      // A string of spaces is what a server sends for "none" as often as an empty one.
      const present =
        actual !== undefined &&
        actual !== null &&
        String(actual).trim() !== '' &&
        actual !== 0 &&
        actual !== '0';
      return present === c.present;
    }
    if ('atLeast' in c) {
      const n = Number(actual);
      return actual !== null && actual !== '' && Number.isFinite(n) && n >= Number(c.atLeast);
    }
    return false;
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
