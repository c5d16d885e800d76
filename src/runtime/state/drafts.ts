// Drafts that survive the webview being closed (SPEC.md: nothing the borrower typed is lost): one per
// order, kept in local storage until the form is sent, and held to a schema when read back.
import * as complaintDraft from 'virtual:api-check/complaintDraft';
import * as bankDraft from 'virtual:api-check/bankDraft';
import { config } from '../../config';
import type { BankDraft, ComplaintDraft } from '../../config/generated/api';
import { storedAtomFamily } from '../shared/storedAtom';

/** Written to a draft's atom once its form is sent: the draft is gone. */
export { RESET } from '../shared/storedAtom';

/** The complaint draft of order `orderNo`. */
export const complaintDraftAtom = storedAtomFamily<ComplaintDraft | null>(
  config.storageKeys.complaintDraft,
  null,
  complaintDraft,
);

/** The bank form of order `orderId` (or of the product, when the page was opened without an order). */
export const bankDraftAtom = storedAtomFamily<BankDraft | null>(
  config.storageKeys.bankDraft,
  null,
  bankDraft,
);
