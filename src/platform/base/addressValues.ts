// What a page reads from its address (CONTRACT.md section 3), shared by the app and by the boot script
// (src/app/boot.ts), which sends the opening request before the app is in: both must build the same
// session, or the app would not recognise the boot's request as its own and send it again.

/** A session as CONTRACT.md section 3 has it: a flat record of texts; anything else is not ours to send. */
export function isTextRecord(value: unknown): value is Record<string, string> {
  const isRecord = typeof value === 'object' && value !== null && !Array.isArray(value);
  return isRecord && Object.values(value).every((v) => typeof v === 'string');
}

/** The values of `names` that `query` carries, non-empty, in the order of `names`. */
export function valuesIn(query: URLSearchParams, names: readonly string[]): Record<string, string> {
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = query.get(name);
    if (value) values[name] = value;
  }
  return values;
}

/**
 * The visit's session: the address's session parameters over those the visit kept. `kept` is read only
 * when the address lacks one of them: the first read of the browser's storage waits on the browser
 * (about 25 ms on a slow phone), and a page opened with all of them sends its first request sooner.
 */
export function sessionOf(
  query: URLSearchParams,
  names: readonly string[],
  kept: () => Record<string, string>,
): Record<string, string> {
  const fromAddress = valuesIn(query, names);
  const complete = names.every((name) => name in fromAddress);
  return Object.assign(complete ? {} : kept(), fromAddress);
}
