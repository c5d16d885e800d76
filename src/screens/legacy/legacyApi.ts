// What the legacy repayment endpoints answer (SPEC.md section 7), and their failures in the words of
// the screen's error catalogue (`codes` and `messages` of its schema).
import screen from '../../../schemas/screens/legacyRepayment.json';
import type { EndpointResult } from '../../runtime/actions';

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
export interface Commit {
  needValid?: string | number;
  repayRecordId?: string | number;
}

const { messages, codes } = screen;
const byCode: Record<string, { message: string } | undefined> = codes.byCode;

/** The legacy endpoints' failures in the words of the error catalogue. */
export function failureMessage(result: EndpointResult): string {
  if (result.unreachable) return messages.network;
  const known = byCode[String(result.code)];
  return known?.message ?? messages.failed;
}
