// The bank form's draft, which survives the webview being closed (SPEC.md: nothing the borrower typed
// is lost): kept in local storage until the form is sent, and held to its schema when read back. Each
// form's draft is a module of its own, so each page loads the check of its own draft only.
import * as bankDraft from 'virtual:api-check/bankDraft';
import { config } from '../../config';
import type { BankDraft } from '../../config/generated/api';
import { storedAtomFamily } from '../shared/storedAtom';

/** The bank form of order `orderId` (or of the product, when the page was opened without an order). */
export const bankDraftAtom = storedAtomFamily<BankDraft | null>(
  config.storageKeys.bankDraft,
  null,
  bankDraft,
);
