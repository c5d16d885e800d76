// Web storage that never throws: private browsing, a full quota or a webview with storage off
// must degrade to "nothing saved", not to a blank page.
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
