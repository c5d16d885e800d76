// The rule table's sentences about a whole list or a row, built from what the server's table says.
import type { RuleList } from '../../shared/protocol';

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
