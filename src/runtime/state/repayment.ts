// The repayment information the repayment page leaves for the payment-instructions page it opens
// (SPEC.md section 2). The code page may be opened long after, by a newer version of the app, so what
// it reads back is held to schemas/api/storedRepayment.json and read as nothing when it does not fit.
import * as storedRepayment from 'virtual:api-check/storedRepayment';
import { config } from '../../config';
import type { StoredRepayment } from '../../config/generated/api';
import { storedAtom } from '../shared/storedAtom';

type Stored = StoredRepayment;
export type RepaymentKind = Stored['kind'];
export type PayNotice = NonNullable<Stored['defDetail']>['payNotice'][number];
/** The repayment info as the pages use it: the lists are always there, possibly empty. */
export type RepaymentInfo = Omit<Stored, 'kind' | 'detail' | 'repayPlan' | 'repayList'> &
  Required<Pick<Stored, 'detail' | 'repayPlan' | 'repayList'>>;

export const savedRepaymentAtom = storedAtom<StoredRepayment | null>(
  config.storageKeys.repaymentInfo,
  null,
  storedRepayment,
);
