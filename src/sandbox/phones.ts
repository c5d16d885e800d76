// Mobile numbers the one mobile-number rule accepts (`mobileNumber` in schemas/app.json), so the
// sandbox's special numbers and the tests follow a staff edit of the rule (say to the Philippine
// 09 + 9 digits).
import app from '../../schemas/app.json' with { type: 'json' };
import { samplePhone as fromPattern } from './samplePhone.ts';

/** A number the rule accepts, whose free digits end in `tail`. */
export function samplePhone(tail: string): string {
  return fromPattern(tail, app.mobileNumber.pattern);
}

/** A number the sandbox treats as already registered (code 11). */
export const KNOWN_PHONE = samplePhone('00000011');
/** A number that has asked for too many codes today (code 5). */
export const LIMITED_PHONE = samplePhone('00000099');
