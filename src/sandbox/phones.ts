// Mobile numbers the configured phone rule accepts (schemas/screens/register.json), so the sandbox's
// special numbers and the tests follow a staff edit of the rule (say to the Philippine 09 + 9 digits).
import register from '../../schemas/screens/register.json';

/**
 * A number matching `pattern` whose free digits end in `tail`. Understands what phone rules are
 * written with: literal digits, one character class such as [3-9] (its last character is used) and
 * \d with an optional {n} or {n,m} count.
 */
export function samplePhone(
  tail: string,
  pattern: string = register.form.schema.properties.phone.pattern,
): string {
  const slots: (string | null)[] = [];
  const re = /\\d(?:\{(\d+)(?:,\d*)?\})?|\[([^\]]+)\]|([0-9+])/g;
  for (const m of pattern.replace(/^\^|\$$/g, '').matchAll(re)) {
    if (m[0].startsWith('\\d')) for (let i = 0; i < Number(m[1] ?? 1); i++) slots.push(null);
    else if (m[2]) slots.push(m[2].at(-1) as string);
    else slots.push(m[3] as string);
  }
  const free = slots.filter((s) => s === null).length;
  const digits = tail.slice(-free).padStart(free, '0').split('');
  return slots.map((s) => s ?? digits.shift()).join('');
}

/** A number the sandbox treats as already registered (code 11). */
export const KNOWN_PHONE = samplePhone('00000011');
/** A number that has asked for too many codes today (code 5). */
export const LIMITED_PHONE = samplePhone('00000099');
