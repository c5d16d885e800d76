// State that outlives a screen (DESIGN.md: jotai atoms): kept in web storage so that it survives the
// webview being closed, and read back through a schema of schemas/api/ like a server answer, since
// an older version of the app (or a hand) may have left something else under the same key.
import { atomWithStorage } from 'jotai/utils';
import { readChecked, remove, writeJson } from '../../platform/storage';

type Area = 'local' | 'session';

/** An atom of the value under `key`; a value that fails schema `schemaId` reads as `initial`. */
export function storedAtom<T>(key: string, initial: T, schemaId: string, area: Area = 'local') {
  const storage = {
    getItem: (k: string, fallback: T): T => readChecked<T>(k, schemaId, area) ?? fallback,
    setItem: (k: string, value: T) => writeJson(k, value, area),
    removeItem: (k: string) => remove(k, area),
  };
  // Read at once: a screen's first render already shows what was kept, with no empty flash.
  return atomWithStorage<T>(key, initial, storage, { getOnInit: true });
}

/** One atom per key, made on first use, so that every screen of a visit shares it. */
export function storedAtomFamily<T>(prefix: string, initial: T, schemaId: string, area: Area = 'local') {
  const made = new Map<string, ReturnType<typeof storedAtom<T>>>();
  return (id: string) => {
    const key = `${prefix}.${id}`;
    let found = made.get(key);
    if (!found) {
      found = storedAtom(key, initial, schemaId, area);
      made.set(key, found);
    }
    return found;
  };
}
