// The session parameters (CONTRACT.md section 3): read from the address of whichever page opens
// first, kept for the visit, and added to every API request and every in-app navigation.
import { config } from '../../config';
import { readChecked, writeJson } from './storage';
import { isTextRecord, sessionOf, valuesIn } from './addressValues';

type SessionParams = Record<string, string>;

let cached: SessionParams | undefined;

/**
 * The query of the page's address: its search, then the query inside a hash route (campaign links
 * carry theirs there, CONTRACT.md section 4). Where both name a parameter, the search wins.
 */
function addressQuery(): string {
  const hashQuery = window.location.hash.split('?')[1] ?? '';
  return `${window.location.search.replace(/^\?/, '')}&${hashQuery}`;
}

const onlyTexts = (stored: unknown): { data?: SessionParams; problem?: string } =>
  isTextRecord(stored) ? { data: stored } : { problem: 'not a record of texts' };

/** Reads the session parameters present in `search` and merges them over what the visit already has. */
export function captureSession(search: string = addressQuery()): SessionParams {
  // Checked on read: a value of another shape would go into every request.
  const kept = sessionOf(
    new URLSearchParams(search),
    config.sessionParams,
    () => readChecked(config.storageKeys.session, onlyTexts, 'session') ?? {},
  );
  writeJson(config.storageKeys.session, kept, 'session');
  cached = kept;
  return kept;
}

export function sessionParams(): SessionParams {
  return cached ?? captureSession('');
}

/** Test seam: forget the cached copy so the next read comes from storage. */
export function resetSessionCache(): void {
  cached = undefined;
}

/** Appends the session parameters to `url`, never overriding a value the url already sets. */
export function withSession(url: string): string {
  const params = sessionParams();
  if (Object.keys(params).length === 0) return url;
  const [beforeHash, hash] = splitOnce(url, '#');
  const [path, query] = splitOnce(beforeHash, '?');
  const search = new URLSearchParams(query);
  for (const [k, v] of Object.entries(params)) if (!search.has(k)) search.set(k, v);
  return `${path}?${search.toString()}${hash === undefined ? '' : `#${hash}`}`;
}

function splitOnce(s: string, sep: string): [string, string | undefined] {
  const i = s.indexOf(sep);
  return i < 0 ? [s, undefined] : [s.slice(0, i), s.slice(i + 1)];
}

/** Values of page query parameters sent as request headers (CONTRACT.md section 3). */
export function headerValues(
  names: readonly string[],
  search: string = addressQuery(),
): Record<string, string> {
  return valuesIn(new URLSearchParams(search), names);
}
