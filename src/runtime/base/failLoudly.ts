// A name in staff data or code that resolves to nothing (an action, a text, a widget, a dialog) is a
// mistake to fix, never a button that silently does nothing (DESIGN.md, rules we keep). In development
// and tests it throws, naming the file and key it came from; in production the borrower is told
// something went wrong and the console gets the details once per mistake.
import { message } from '../../config';
import { toast } from '../../platform/base/notify';

const reported = new Set<string>();

export function failsLoudly(): boolean {
  return import.meta.env.DEV || import.meta.env.MODE === 'test';
}

export class UnknownNameError extends Error {
  override name = 'UnknownNameError';
}

/** `what` says what is unknown (`action "repay"`), `where` the file and key (`schemas/…json#/actions/x`). */
export function unknownName(what: string, where: string): void {
  const text = `unknown ${what} in ${where}`;
  if (failsLoudly()) throw new UnknownNameError(text);
  if (!reported.has(text)) {
    reported.add(text);
    console.error(text);
  }
  toast(message('actionFailed'));
}

/** Looks `key` up in a staff-edited record; an absent key fails loudly and gives undefined. */
export function named<T>(record: Record<string, T> | undefined, key: string, what: string, where: string) {
  const found = record && Object.prototype.hasOwnProperty.call(record, key) ? record[key] : undefined;
  if (found === undefined) unknownName(`${what} "${key}"`, where);
  return found;
}
