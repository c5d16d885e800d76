// Drafts that survive the webview being closed (SPEC.md: nothing the borrower typed is lost): one per
// order, kept in local storage until the form is sent, and held to a schema when read back.
import * as complaintDraft from 'virtual:api-check/complaintDraft';
import * as bankDraft from 'virtual:api-check/bankDraft';
import { storedAtomFamily } from './storedAtom';

export interface ComplaintDraft {
  problemType: string;
  problemSonType?: string;
  problemDetail?: string;
  /** Addresses of the images already uploaded. */
  problemImage?: string[];
}

export interface BankDraft {
  cardType?: number;
  channel?: string;
  values: Record<string, unknown>;
}

/** The complaint draft of order `orderNo`. */
export const complaintDraftAtom = storedAtomFamily<ComplaintDraft | null>(
  'lender.draft.complaint',
  null,
  complaintDraft,
);

/** The bank form of order `orderId` (or of the product, when the page was opened without an order). */
export const bankDraftAtom = storedAtomFamily<BankDraft | null>('lender.draft.bank', null, bankDraft);
