// Web storage that never throws: private browsing, a full quota or a webview with storage off
// must degrade to "nothing saved", not to a blank page. What it reads back may have been left by an
// older version of the app, or edited by hand: `readChecked` holds it to a check, such as the schema
// of a server answer. The check is the caller's, so a page that only keeps the session parameters does
// not load every answer's compiled validator.

type Area = 'local' | 'session';

function area(kind: Area): Storage | undefined {
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readJson<T>(key: string, kind: Area = 'local'): T | undefined {
  try {
    const raw = area(kind)?.getItem(key);
    return raw == null ? undefined : (JSON.parse(raw) as T);
  } catch {
    return undefined;
  }
}

export function writeJson(key: string, value: unknown, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or disabled: the visit goes on without persistence.
  }
}

export function remove(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(key);
  } catch {
    // Nothing to remove where storage is disabled.
  }
}

/** What a check makes of a stored value: the value to use, or why it cannot be used. */
export type StoredCheck<T> = (stored: unknown) => { data?: T; problem?: string };

/** The value under `key` when `check` accepts it; otherwise undefined, and the unusable value is removed. */
export function readChecked<T>(key: string, check: StoredCheck<T>, kind: Area = 'local'): T | undefined {
  const stored = readJson<unknown>(key, kind);
  if (stored === undefined) return undefined;
  const { data, problem } = check(stored);
  if (!problem) return data;
  console.warn(`stored ${key} is unusable: ${problem}`);
  remove(key, kind);
  return undefined;
}
