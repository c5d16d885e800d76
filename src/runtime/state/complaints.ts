// The order of the last complaint sent (SPEC.md section 4: "the saved order number is kept locally"),
// so the complaint home opens on it again; held to schemas/api/complaintOrderNo.json when read back.
import * as complaintOrderNo from 'virtual:api-check/complaintOrderNo';
import { config } from '../../config';
import { storedAtom } from '../shared/storedAtom';

export const lastComplaintOrderAtom = storedAtom<string | number | null>(
  config.storageKeys.lastComplaintOrder,
  null,
  complaintOrderNo,
);
