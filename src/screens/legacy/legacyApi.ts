// The legacy repayment endpoints (SPEC.md section 7) and their failures in the words of the
// screen's error catalogue.
import { screen } from '../../config/generated/screens/legacyRepayment';
import { endpoints } from '../../platform/endpoints';
import { request, type ApiResult } from '../../platform/http';

interface Card {
  id: string | number;
  bankName: string;
  cardNo: string | number;
  bankCode?: string | number | null;
}
export interface Way {
  alipay?: string | null;
  repayToken?: string | number | null;
  bankCards?: Card[] | null;
}

const { messages, codes } = screen;
const byCode: Record<string, { message: string } | undefined> = codes.byCode;

/** The legacy endpoints' failures in the words of the error catalogue. */
export function failureMessage(result: ApiResult<unknown>): string {
  if (result.failure === 'network') return messages.network;
  const known = byCode[String(result.code)];
  return known?.message ?? messages.failed;
}

export const post = <T>(
  name: 'legacyRepaymentWay' | 'legacyCommit' | 'legacyConfirm',
  data: Record<string, string | number | null | undefined>,
  options: { loadingText?: string } = {},
) => request<T>({ ...endpoints[name], data, ...options, toastOnFailure: false });
