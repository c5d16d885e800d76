// The campaign parameters of a funnel visit (SPEC.md section 2): read from the link, kept for the
// visit so the download and agreement pages carry them on.
import { useMemo } from 'react';
import { readJson, writeJson } from '../../platform/storage';
import { usePageParams } from '../../runtime/navigation';

const FUNNEL_KEYS = [
  'id',
  'user_from',
  'utm_tag',
  'app_from',
  'links_id',
  'down_id',
  'invite_code',
  'UC',
] as const;
type FunnelQuery = Partial<Record<(typeof FUNNEL_KEYS)[number], string>>;

const STORE = 'lender.funnel';

export function useFunnelQuery(): FunnelQuery {
  const params = usePageParams();
  return useMemo(() => {
    const fromLink: FunnelQuery = {};
    for (const key of FUNNEL_KEYS) {
      const value = params.get(key);
      if (value) fromLink[key] = value;
    }
    const kept = Object.keys(fromLink).length ? fromLink : (readJson<FunnelQuery>(STORE, 'session') ?? {});
    if (Object.keys(fromLink).length) writeJson(STORE, fromLink, 'session');
    return kept;
  }, [params]);
}

/** The funnel query as it travels between funnel pages. */
export function funnelSearch(query: FunnelQuery): string {
  const search = new URLSearchParams();
  for (const key of FUNNEL_KEYS) if (query[key]) search.set(key, query[key] as string);
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** The campaign a visit belongs to, as tracking and registration send it. */
export function campaignOf(query: FunnelQuery) {
  return {
    page_id: query.id ?? '',
    user_from: query.user_from ?? '',
    utm_tag: query.utm_tag ?? '',
    app_from: query.app_from ?? '',
  };
}
