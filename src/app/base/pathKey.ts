// The page an address is for. A module of its own, importing nothing, so the root document's address
// guard (src/app/addressGuard.ts), which the first paint waits for, carries nothing else.

/** `/About/` and `/About` are the same page. */
export function pathKey(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
