// In-app navigation keeps the session parameters (CONTRACT.md section 3); page parameters are read
// through one place (pageParams.ts), so aliases such as product_id → productId are handled once.
import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { followServerUrl, type Followed } from '../../platform/location';
import { withSession } from '../../platform/base/session';
import { pageParamsOf } from './pageParams';

export type { Followed };

export function usePageParams(): URLSearchParams {
  const { search } = useLocation();
  return useMemo(() => pageParamsOf(search), [search]);
}

/** Builds `path?query` from a record, dropping empty values. */
export function buildPath(
  path: string,
  query: Record<string, string | number | undefined | null> = {},
): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== null && v !== '') search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}${path.includes('?') ? '&' : '?'}${qs}` : path;
}

export type AppNavigate = (to: string, options?: { replace?: boolean }) => void;

/**
 * One tap, one page: the returned check says yes once, then no until the address changes. A double
 * tap lands both clicks before the next render, and the second would open the next page again, with
 * its opening request a second time.
 */
export function useFirstLeave(): () => boolean {
  const leaving = useRef(false);
  const { key } = useLocation();
  useEffect(() => {
    leaving.current = false;
  }, [key]);
  return useCallback(() => {
    if (leaving.current) return false;
    leaving.current = true;
    return true;
  }, []);
}

export function useAppNavigate(): AppNavigate {
  const navigate = useNavigate();
  const firstLeave = useFirstLeave();
  return useCallback(
    (to, options) => {
      if (firstLeave()) void navigate(withSession(to), { replace: options?.replace });
    },
    [navigate, firstLeave],
  );
}

/** Follows a server address with the session parameters, after the safe-URL check. */
export function followWithSession(url: string, web: 'assign' | 'replace' = 'assign'): Followed {
  return followServerUrl(withSession(url), web);
}
