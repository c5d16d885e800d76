// How an amount someone wrote is read: one rule for what a person types into a money field and for
// what a server sends as text. Both write 5,234.50 and 5.234,50, whatever the app's own format says,
// so no mark means the same thing everywhere; where a mark stands tells what it is.

/**
 * Written text as a plain amount ("5234.50"). A "." or "," (or one of `marks`) is the decimal point
 * only where it can be one: the first mark followed by no more digits than `places` before the next
 * mark or the end. Every other mark groups thousands and is dropped (18,500 and 18.500 are 18500;
 * 18500.50 and 18500,50 are 18500.50), as is anything else that is not a digit; places past `places`
 * are cut.
 */
export function readAmount(written: string, places: number, marks = ''): string {
  const markPattern = new RegExp(`[.,${marks.replace(/[\\\]^-]/g, '\\$&')}]`);
  const parts = written.split(markPattern).map((part) => part.replace(/\D/g, ''));
  const point = places ? parts.findIndex((digits, i) => i > 0 && digits.length <= places) : -1;
  if (point < 0) return parts.join('');
  return `${parts.slice(0, point).join('')}.${parts.slice(point).join('').slice(0, places)}`;
}
