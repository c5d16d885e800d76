// What component tests need to read a screen's copy and rules from its staff file instead of spelling
// them out, so a correct staff edit (the drill makes all of them at once) never turns a test red:
// texts filled as the page fills them (./staffText.ts), what a rule list gives for the sandbox's
// answer, and the headings of a Markdown text.
import { callEndpoint, type EndpointName } from '../../src/platform/endpoints';
import type { Payload } from '../../src/platform/http';
import type { Vars } from '../../src/runtime/base/template';
import { firstMatch, type Rule } from '../../src/runtime/shared/rules';

export { firstMatch };
export { anyOf, grouped, inside, money, shown } from './staffText';

/** The sandbox's answer to a call (the same handlers the tests and `npm start` use). */
export async function sandboxAnswer(name: EndpointName, payload: Payload = {}): Promise<Vars> {
  const result = await callEndpoint(name, payload, { toastOnFailure: false });
  return (result.data ?? {}) as Vars;
}

/** What a rule list gives for some facts, as the screens read it. */
export const given = <T>(rules: readonly unknown[], facts: Vars): T | undefined =>
  firstMatch(rules as Rule<T>[], facts);

/** Every `then` of a rule list, flattened: every text or button the list can ever give. */
export const everyThen = <T>(rules: readonly { then?: unknown }[]): T[] =>
  rules.flatMap((r) => (r.then === undefined ? [] : [r.then].flat())) as T[];

/** The headings of a Markdown text of content/ as compiled for the page (virtual:content/<name>). */
export function headingsOf(html: string, level: number): string[] {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return [...doc.querySelectorAll(`h${level}`)].map((h) => (h.textContent ?? '').trim());
}
