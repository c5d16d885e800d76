// The rule table's sentences about a whole list or a row, built from what the server's table says.
import { isObject } from '../../tools/staff/json';
import type { RuleList } from './protocol';

/** A case in which a row wins, in words: "Wins, for example, when orderStatus is 174 and isDelay is "0"." */
export function exampleWords(example: Record<string, unknown>, firstMatch: boolean): string {
  const parts = Object.entries(example).map(([fact, v]) =>
    v === null ? `${fact} has no value` : `${fact} is ${JSON.stringify(v)}`,
  );
  const verb = firstMatch ? 'Wins' : 'Holds';
  if (parts.length === 0) return `${verb} in every case${firstMatch ? ' the rules above leave' : ''}.`;
  const joined = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}` : parts[0];
  return `${verb}, for example, when ${joined}.`;
}

/** Words for what the list's order means. */
export function orderWords(list: RuleList | undefined): string {
  if (list?.firstMatch === false) return 'Every rule that fits adds its outcome.';
  const when = list?.choose ? ' when the action runs' : '';
  return `Rules are read from the top${when}; the first rule that fits wins.`;
}

/** The facts a shown state was built with, in words. */
export function shownWords(facts: Record<string, unknown>, note: string | undefined): string {
  const given = Object.entries(facts)
    .map(([k, v]) => `${k} ${v === undefined ? 'not given' : JSON.stringify(v)}`)
    .join(', ');
  return `Shown with ${given || 'the page as it is'}.${note ? ` ${note}` : ''}`;
}

const SHOWN_KEYS = ['text', 'label', 'title', 'action', 'type'];

/** One outcome in words: a text as it is, a button by its text, an action by its kind. */
function oneOutcome(value: unknown): string {
  if (typeof value === 'string') return `"${value}"`;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (isObject(value)) {
    const key = SHOWN_KEYS.find((k) => typeof value[k] === 'string');
    return key ? `"${value[key] as string}"` : 'a setting';
  }
  return 'nothing';
}

/** What a row decides, in words: "Gives "REPAY" and "Rollover Repayment"", "Gives no". */
export function outcomeWords(then: unknown): string {
  if (Array.isArray(then))
    return then.length ? `Gives ${then.map(oneOutcome).join(' and ')}` : 'Gives nothing';
  return `Gives ${oneOutcome(then)}`;
}
