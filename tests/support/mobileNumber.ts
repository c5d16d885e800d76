// The one mobile-number rule as the form tests read it (`mobileNumber` in schemas/app.json): numbers
// that fit it and numbers that do not, and how a typed number is shown, so every phone form's test
// follows a staff edit of the rule. Plain imports only, so the end-to-end specs use it too.
import app from '../../schemas/app.json' with { type: 'json' };
import { samplePhone } from '../../src/sandbox/samplePhone';

export const mobileRule = app.mobileNumber;

/** A number the rule accepts, whose free digits end in `tail`. */
export const validPhone = (tail = '12345678') => samplePhone(tail, mobileRule.pattern);

/** A number of the rule's length that it refuses: a valid one with its first digit changed. */
export function invalidPhone(): string {
  const valid = validPhone();
  const pattern = new RegExp(mobileRule.pattern);
  for (const first of '0123456789') {
    const other = `${first}${valid.slice(1)}`;
    if (!pattern.test(other)) return other;
  }
  // A rule that takes any first digit: one digit short is refused.
  return valid.slice(0, -1);
}

/** The sizes of the groups a number of `count` digits is shown in (the rule's last size repeats). */
export function groupSizes(count: number): number[] {
  const sizes: number[] = [];
  for (let g = 0, left = count; left > 0; g += 1) {
    const size = mobileRule.groups[Math.min(g, mobileRule.groups.length - 1)] as number;
    sizes.push(Math.min(size, left));
    left -= size;
  }
  return sizes;
}

/** A number as a field of the rule shows it. */
export function shownPhone(digits: string): string {
  const groups: string[] = [];
  let at = 0;
  for (const size of groupSizes(digits.length)) {
    groups.push(digits.slice(at, at + size));
    at += size;
  }
  return groups.join(' ');
}
