// State that outlives a screen (DESIGN.md: jotai atoms): kept in web storage so that it survives the
// webview being closed, and read back through a schema of schemas/api/ like a server answer, since
// an older version of the app (or a hand) may have left something else under the same key.
import { atom } from 'jotai';
import { readChecked as readShapeWith, type ApiCheck } from '../../platform/responseShape';
import { readChecked, remove, writeJson } from '../../platform/base/storage';

type Area = 'local' | 'session';

/** What a store holds before its first write: the value then comes from storage. */
const UNREAD = Symbol('unread');

/** Written to a stored atom, removes its value from storage: it reads as its initial value again. */
export const RESET = Symbol('reset');

/**
 * An atom of the value under `key`; a value that fails `check` (a schema of schemas/api/, imported
 * as virtual:api-check/<$id> by the caller, so it is at hand when storage is read) reads as `initial`.
 * Storage is read on the first use in each store, so a screen's first render already shows what was
 * kept. (jotai's atomWithStorage would do the same, but jotai/utils reads localStorage as it loads,
 * on every page, whether or not the page keeps anything.)
 */
export function storedAtom<T>(key: string, initial: T, check: ApiCheck, area: Area = 'local') {
  const read = (): T =>
    readChecked(key, (stored) => readShapeWith(check, stored) as { data?: T; problem?: string }, area) ??
    initial;
  const kept = atom<T | typeof UNREAD>(UNREAD);
  return atom(
    (get): T => {
      const value = get(kept);
      return value === UNREAD ? read() : value;
    },
    (_get, set, value: T | typeof RESET) => {
      if (value === RESET) {
        remove(key, area);
        set(kept, UNREAD);
      } else {
        writeJson(key, value, area);
        set(kept, value);
      }
    },
  );
}

/** One atom per key, made on first use, so that every screen of a visit shares it. */
export function storedAtomFamily<T>(prefix: string, initial: T, check: ApiCheck, area: Area = 'local') {
  const made = new Map<string, ReturnType<typeof storedAtom<T>>>();
  return (id: string) => {
    const key = `${prefix}.${id}`;
    let found = made.get(key);
    if (!found) {
      found = storedAtom(key, initial, check, area);
      made.set(key, found);
    }
    return found;
  };
}
