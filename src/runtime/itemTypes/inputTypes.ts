// The screen schema's input types (`inputTypes` in bindBank.json: how a server `inputType` is typed
// and checked) read into their typed form. A JSON file gives `rule` as any text; the form's keypads
// know five, so a rule outside them is a staff mistake, said loudly with its key, not a field that
// quietly takes any input. An input type that names the mobile-number rule takes it from
// schemas/app.json ("format": "mobileNumber": all of it; "mobileNumberKeypad": how a number is typed),
// so the bank form types a phone as every other form does.
import type { InputRule } from '../base/form/inputRules';
import { mobileNumberFormat, type MobileNumberRule } from '../form/mobileNumber';
import { unknownName } from '../base/failLoudly';
import type { InputTypeSpec } from './types';

/** An input type as a schema file writes it: a keypad rule and its checks, or a shared rule by name. */
export type InputTypeData = Omit<InputTypeSpec, 'rule' | 'message'> & { rule?: string; format?: string };

const RULES: Readonly<Record<InputRule['kind'], true>> = {
  text: true,
  digits: true,
  phone: true,
  bankCard: true,
  money: true,
};

const isRule = (rule: string): rule is InputRule['kind'] => Object.prototype.hasOwnProperty.call(RULES, rule);

/**
 * `where` is the JSON pointer of `inputTypes` in its file, for the message when a name is unknown;
 * `mobileNumber` is the one mobile-number rule (schemas/app.json).
 */
export function readInputTypes(
  raw: Readonly<Record<string, InputTypeData>>,
  where: string,
  mobileNumber: MobileNumberRule,
): Record<string, InputTypeSpec> {
  const out: Record<string, InputTypeSpec> = {};
  for (const [key, { rule = '', format, ...rest }] of Object.entries(raw)) {
    const named = mobileNumberFormat(format, mobileNumber);
    if (named) {
      const { kind, ...field } = named;
      out[key] = { rule: kind, ...field };
    } else if (format !== undefined) {
      unknownName(`format "${format}"`, `${where}/${key}/format`);
      out[key] = { ...rest, rule: 'text' };
    } else if (isRule(rule)) out[key] = { ...rest, rule };
    else {
      unknownName(`input rule "${rule}"`, `${where}/${key}/rule`);
      out[key] = { ...rest, rule: 'text' };
    }
  }
  return out;
}
