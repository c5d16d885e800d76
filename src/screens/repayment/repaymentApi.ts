// The repayment calls (SPEC.md section 7) and the info the code page reads back from storage.
import { request } from '../../platform/http';
import { readJson, writeJson } from '../../platform/storage';
import { message } from '../../config';
import screen from '../../../schemas/screens/repayment.json';

export interface Channel {
  name: string;
  logo?: string;
  channel_number: string | number;
}
export interface PayNotice {
  name?: string;
  list?: string[];
}
export interface RepaymentInfo {
  repayAmount?: string | number;
  repayDate?: string;
  productName?: string;
  productLogo?: string;
  detail?: { text?: string; value?: string | number }[];
  repayPlan?: { remark?: string; title?: string; amount?: string | number; time?: string }[];
  repayList?: Channel[];
  noticeMsg?: string;
  isShowReyTop?: string | number;
  delayInfo?: { title?: string; delayAmount?: string | number };
  defDetail?: { payCode?: string; logo?: string; title?: string; payNotice?: PayNotice[] };
}
export type RepaymentKind = 'period' | 'delay';

const PATHS: Record<RepaymentKind, string> = {
  period: '/v3/installment/loan-play-detail',
  delay: '/figures/pettypy',
};

export const loadRepayment = (kind: RepaymentKind, productId: string, orderId: string) =>
  request<RepaymentInfo>({
    path: PATHS[kind],
    data: { productId, orderId },
    loadingText: message('loading'),
    schema: 'repaymentInfo',
  });

export const generatePayUrl = (kind: RepaymentKind, data: Record<string, string | number>) =>
  request<{ payUrl: string }>({
    path: '/v3/loan-details/generate-vcode',
    data: kind === 'delay' ? { ...data, isDelay: 1 } : data,
    schema: 'repaymentPayUrl',
  });

export interface SavedRepayment extends RepaymentInfo {
  kind: RepaymentKind;
}

export const saveRepayment = (info: SavedRepayment) => writeJson(screen.data.storageKey, info);
export const savedRepayment = () => readJson<SavedRepayment>(screen.data.storageKey);
