// The campaign parameters of a funnel visit (SPEC.md section 2): read from the campaign link and kept
// for the visit (session storage), so the download and agreement pages carry them on. Held to
// schemas/api/funnelQuery.json when read back.
import * as funnelQuery from 'virtual:api-check/funnelQuery';
import { config } from '../../config';
import { storedAtom } from '../shared/storedAtom';

export const FUNNEL_KEYS = [
  'id',
  'user_from',
  'utm_tag',
  'app_from',
  'links_id',
  'down_id',
  'invite_code',
  'UC',
] as const;

export type FunnelQuery = Partial<Record<(typeof FUNNEL_KEYS)[number], string>>;

export const funnelQueryAtom = storedAtom<FunnelQuery>(
  config.storageKeys.funnelQuery,
  {},
  funnelQuery,
  'session',
);
