// Builds sample mobile numbers from a phone rule (a regular expression), with no import, so the
// end-to-end tests can use it too.

/**
 * A number matching `pattern` whose free digits end in `tail`. Understands what phone rules are
 * written with: literal digits, one character class such as [3-9] (its last character is used) and
 * \d with an optional {n} or {n,m} count.
 */
export function samplePhone(tail: string, pattern: string): string {
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
