// The screen schema's input types (`inputTypes` in bindBank.json: how a server `inputType` is typed
// and checked) read into their typed form. A JSON file gives `rule` as any text; the form's keypads
// know five, so a rule outside them is a staff mistake, said loudly with its key, not a field that
// quietly takes any input.
import type { InputRule } from '../form/inputRules';
import { unknownName } from '../failLoudly';
import type { InputTypeSpec } from './types';

/** An input type as a schema file writes it. */
export type InputTypeData = Omit<InputTypeSpec, 'rule'> & { rule: string };

const RULES: Readonly<Record<InputRule['kind'], true>> = {
  text: true,
  digits: true,
  phone: true,
  bankCard: true,
  money: true,
};

const isRule = (rule: string): rule is InputRule['kind'] => Object.prototype.hasOwnProperty.call(RULES, rule);

/** `where` is the JSON pointer of `inputTypes` in its file, for the message when a rule is unknown. */
export function readInputTypes(
  raw: Readonly<Record<string, InputTypeData>>,
  where: string,
): Record<string, InputTypeSpec> {
  const out: Record<string, InputTypeSpec> = {};
  for (const [key, { rule, ...rest }] of Object.entries(raw)) {
    if (isRule(rule)) out[key] = { ...rest, rule };
    else {
      unknownName(`input rule "${rule}"`, `${where}/${key}/rule`);
      out[key] = { ...rest, rule: 'text' };
    }
  }
  return out;
}
