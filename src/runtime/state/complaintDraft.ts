// The complaint form's draft, one per order, which survives the webview being closed (SPEC.md: nothing
// the borrower typed is lost): kept in local storage until the form is sent, and held to its schema
// when read back.
import * as complaintDraft from 'virtual:api-check/complaintDraft';
import { config } from '../../config';
import type { ComplaintDraft } from '../../config/generated/api';
import { storedAtomFamily } from '../shared/storedAtom';

/** The complaint draft of order `orderNo`. */
export const complaintDraftAtom = storedAtomFamily<ComplaintDraft | null>(
  config.storageKeys.complaintDraft,
  null,
  complaintDraft,
);
