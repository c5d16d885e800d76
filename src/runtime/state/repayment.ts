// The repayment information the repayment page leaves for the payment-instructions page it opens
// (SPEC.md section 2). The code page may be opened long after, by a newer version of the app, so what
// it reads back is held to schemas/api/storedRepayment.json and read as nothing when it does not fit.
import screen from '../../../schemas/screens/repayment.json';
import * as storedRepayment from 'virtual:api-check/storedRepayment';
import { storedAtom } from './storedAtom';

export interface Channel {
  name: string;
  logo?: string | null;
  channel_number: string | number;
}
export interface PayNotice {
  name?: string;
  list: string[];
}
export interface DefaultPay {
  payCode: string;
  logo?: string;
  title?: string;
  payNotice: PayNotice[];
}
export interface PlanRow {
  remark?: string;
  title?: string;
  amount?: string;
  time?: string;
}
/** The repayment info as the pages use it: absent fields are undefined, never null. */
export interface RepaymentInfo {
  repayAmount?: string | number;
  repayDate?: string;
  productName?: string;
  productLogo?: string;
  detail: { text?: string; value?: string }[];
  repayPlan: PlanRow[];
  repayList: Channel[];
  noticeMsg?: string;
  isShowReyTop?: string | number;
  delayInfo?: { title?: string; delayAmount?: string | number };
  defDetail?: DefaultPay;
}
export type RepaymentKind = 'period' | 'delay';

export interface SavedRepayment extends RepaymentInfo {
  kind: RepaymentKind;
}

export const savedRepaymentAtom = storedAtom<SavedRepayment | null>(
  screen.data.storageKey,
  null,
  storedRepayment,
);
