// The legacy repayment endpoints (SPEC.md section 7) and their failures in the words of the
// screen's error catalogue.
import type { LegacyRepaymentWay } from '../../config/generated/api';
import { screen } from '../../config/generated/screens/legacyRepayment';
import { endpoints } from '../../platform/endpoints';
import { request, type ApiResult } from '../../platform/http';

export type Way = LegacyRepaymentWay;

const { messages, codes } = screen;
const { byCode } = codes;

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
