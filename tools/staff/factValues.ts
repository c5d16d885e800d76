// The values a rule list's conditions on one fact name, and the numbers around them: between them,
// a value meeting each combination of those conditions. The check (tools/check/rules.ts) tries them
// to find a rule no case reaches; the studio (studio/server/decisions.ts) picks from them a state
// that shows a row.
import { isObject } from './json.ts';

export interface NamedValues {
  /** Each value a condition names, as it is and as a text ("true" is equal to true for a rule, not for atLeast). */
  named: unknown[];
  /** The numbers named (atLeast bounds among them) and 0, in order. */
  numbers: number[];
  /** One number between each two of `numbers`. */
  between: number[];
}

export function valuesNamed(conditions: unknown[]): NamedValues {
  const named: unknown[] = [];
  const numbers = new Set<number>([0]);
  const visit = (c: unknown) => {
    if (Array.isArray(c)) c.forEach(visit);
    // `present` takes true or false, which say nothing of the fact's own values.
    else if (isObject(c)) Object.entries(c).forEach(([k, v]) => k !== 'present' && visit(v));
    else {
      named.push(c, String(c));
      const n = typeof c === 'string' && c.trim() === '' ? NaN : Number(c);
      if (c !== null && typeof c !== 'boolean' && Number.isFinite(n)) numbers.add(n);
    }
  };
  conditions.forEach(visit);
  const sorted = [...numbers].sort((a, b) => a - b);
  const between = sorted.slice(1).map((next, k) => ((sorted[k] as number) + next) / 2);
  return { named, numbers: sorted, between };
}
