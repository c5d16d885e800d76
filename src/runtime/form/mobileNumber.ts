// The mobile-number rule is written once, as `mobileNumber` in schemas/app.json, and every field where
// a phone number is typed names it, so one staff edit changes registration, bank binding and the
// contact form together. A field names all of it ("format": "mobileNumber": typed and checked as the
// rule says, as registration is) or only how a number is typed ("format": "mobileNumberKeypad": its
// keypad, length and groups, with no check of the digits, as SPEC.md asks of the bank form's phone
// and the contact form). This is what such a field checks and shows. The flat forms get it at build
// time (tools/staff/mobileNumber.ts: their validators are compiled there), the bank form's input types
// when the screen reads them (itemTypes/inputTypes.ts).

/** The value of "format" that names the whole rule. */
export const MOBILE_NUMBER = 'mobileNumber';
/** The value of "format" that names how the rule's numbers are typed, and not its check. */
export const MOBILE_NUMBER_KEYPAD = 'mobileNumberKeypad';
/** Every value of "format" that names the rule. */
export const MOBILE_NUMBER_FORMATS: readonly string[] = [MOBILE_NUMBER, MOBILE_NUMBER_KEYPAD];

/** The rule as schemas/app.json writes it (described in schemas/meta/app.schema.json). */
export interface MobileNumberRule {
  pattern: string;
  length: number;
  groups: readonly number[];
  message: string;
}

/** How a field of the rule is typed: a phone keypad capped at the rule's length, in its groups. */
export function mobileNumberKeypad(rule: MobileNumberRule) {
  return { kind: 'phone' as const, maxLength: rule.length, groups: [...rule.groups] };
}

/** A field of the whole rule: its keypad, and its pattern and message. */
export function mobileNumberField(rule: MobileNumberRule) {
  return { ...mobileNumberKeypad(rule), pattern: rule.pattern, message: rule.message };
}

/** What a field that names the rule by its "format" takes of it; undefined for any other format. */
export function mobileNumberFormat(format: unknown, rule: MobileNumberRule) {
  if (format === MOBILE_NUMBER) return mobileNumberField(rule);
  if (format === MOBILE_NUMBER_KEYPAD) return mobileNumberKeypad(rule);
  return undefined;
}
