// What the legacy repayment endpoints answer (SPEC.md section 7), and their failures in the words of
// the screen's error catalogue (`codes` and `messages` of its schema).
import type { LegacyCommit, LegacyRepaymentWay } from '../../config/generated/api';
import { screen } from '../../config/generated/screens/legacyRepayment';
import type { EndpointResult } from '../../runtime/shared/actions';

export type Way = LegacyRepaymentWay;
export type Commit = LegacyCommit;

const { messages, codes } = screen;
const { byCode } = codes;

/** The legacy endpoints' failures in the words of the error catalogue. */
export function failureMessage(result: EndpointResult): string {
  if (result.unreachable) return messages.network;
  const known = byCode[String(result.code)];
  return known?.message ?? messages.failed;
}
