// The mobile-number rule is written once, as `mobileNumber` in schemas/app.json, and every field where
// a phone number is typed names it ("format": "mobileNumber"), so one staff edit changes registration,
// bank binding and the contact form together. This is what such a field checks and shows. The flat
// forms get it at build time (tools/mobileNumber.ts: their validators are compiled there), the bank
// form's input types when the screen reads them (itemTypes/inputTypes.ts).

/** The value of "format" that names the rule. */
export const MOBILE_NUMBER = 'mobileNumber';

/** The rule as schemas/app.json writes it (described in schemas/meta/app.schema.json). */
export interface MobileNumberRule {
  pattern: string;
  length: number;
  groups: readonly number[];
  message: string;
}

/** A field of the rule: a phone keypad capped at the rule's length, its groups, pattern and message. */
export function mobileNumberField(rule: MobileNumberRule) {
  return {
    kind: 'phone' as const,
    maxLength: rule.length,
    groups: [...rule.groups],
    pattern: rule.pattern,
    message: rule.message,
  };
}
