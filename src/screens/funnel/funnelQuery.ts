// The campaign parameters of a funnel visit (SPEC.md section 2): read from the link, kept for the
// visit (a storage-backed atom) so the download and agreement pages carry them on.
import { useAtom } from 'jotai';
import { useEffect, useMemo } from 'react';
import { usePageParams } from '../../runtime/shared/navigation';
import { FUNNEL_KEYS, funnelQueryAtom, type FunnelQuery } from '../../runtime/state/funnel';

export function useFunnelQuery(): FunnelQuery {
  const params = usePageParams();
  const [kept, keep] = useAtom(funnelQueryAtom);
  const fromLink = useMemo(() => {
    const found: FunnelQuery = {};
    for (const key of FUNNEL_KEYS) {
      const value = params.get(key);
      if (value) found[key] = value;
    }
    return Object.keys(found).length ? found : undefined;
  }, [params]);
  useEffect(() => {
    if (fromLink) keep(fromLink);
  }, [fromLink, keep]);
  return fromLink ?? kept;
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
