// Staff texts as a page shows them, for tests that look for copy read from the staff files (component
// and end-to-end alike), never spelled out: a correct staff edit of the copy keeps them green.
import { fillShown, type Vars } from '../../src/runtime/base/template';
import app from '../../schemas/app.json' with { type: 'json' };

/** A staff text as the page shows it: placeholders filled from `values` and app.json. */
export const shown = (text: string, values: Vars = {}) => fillShown(text, { ...app, ...values });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A text as a pattern that finds it inside a longer line, placeholders filled from `values` and app.json. */
export const inside = (text: string, values: Vars = {}) => new RegExp(escape(shown(text, values)));

/**
 * A text as a pattern with its placeholders filled from `values` and any other value in the rest:
 * "Image {n} of {count}" finds every image's.
 */
export const anyOf = (text: string, values: Vars = {}) =>
  new RegExp(
    text
      .split(/(\{[\w.]+\})/)
      .map((part, i) =>
        i % 2 === 0 ? escape(part) : part.slice(1, -1) in values ? escape(shown(part, values)) : '.*?',
      )
      .join(''),
  );

/**
 * Digits as an input that groups them shows them, the last group size repeating: [3, 4, 4] shows
 * 09171234567 as "091 7123 4567".
 */
export function grouped(digits: string, groups: readonly number[]): string {
  const parts: string[] = [];
  for (let at = 0, g = 0; at < digits.length; g += 1) {
    const size = groups[Math.min(g, groups.length - 1)] as number;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

/**
 * An amount as the app writes one, in the money format of schemas/app.json (5234 → "₱5.234" in SPEC.md's
 * format, a fraction padded to its places): written here again, apart from src/ui/moneyText.ts, so that a test holds the app to it.
 */
export function money(amount: number | string): string {
  const { sign, groupMark, decimalMark, decimals } = app.money;
  const [whole = '0', fraction] = String(amount).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, groupMark);
  return `${sign}${grouped}${fraction ? `${decimalMark}${fraction.padEnd(decimals, '0')}` : ''}`;
}
