// The one mobile-number rule (`mobileNumber` in schemas/app.json) and the fields that name it
// ("format": "mobileNumber" or "mobileNumberKeypad"): the rule must be one a number can fit, including
// the example numbers the sandbox and the tests make from it (src/sandbox/samplePhone.ts), a name
// must be the rule's, and a field that names the rule must not carry a second copy of any part of it.
import { samplePhone } from '../../src/sandbox/samplePhone.ts';
import {
  MOBILE_NUMBER,
  MOBILE_NUMBER_FORMATS,
  MOBILE_NUMBER_KEYPAD,
} from '../../src/runtime/form/mobileNumber.ts';
import { mobileNumberFields } from '../staff/mobileNumber.ts';
import { didYouMean, type Report } from './common.ts';
import { isObject, type Path } from '../staff/json.ts';

/** The rule itself, in app.json: a valid, whole-number pattern that a number of `length` digits fits. */
export function checkMobileNumberRule(app: Record<string, unknown>, report: Report) {
  const rule = app[MOBILE_NUMBER];
  if (!isObject(rule) || typeof rule.pattern !== 'string' || typeof rule.length !== 'number') return;
  const { pattern, length } = rule;
  const at: Path = [MOBILE_NUMBER, 'pattern'];
  let re: RegExp;
  try {
    re = new RegExp(pattern, 'u');
  } catch (err) {
    report(
      at,
      `The pattern "${pattern}" is not a valid regular expression (${(err as Error).message.replace(/^Invalid regular expression: /, '')}).`,
    );
    return;
  }
  if (!pattern.startsWith('^') || !pattern.endsWith('$')) {
    report(
      at,
      `The pattern "${pattern}" must start with ^ and end with $, or a number with other digits around the ones it describes would be accepted.`,
    );
    return;
  }
  const example = samplePhone('', pattern);
  if (!re.test(example)) {
    report(
      at,
      `The app cannot make an example number from the pattern "${pattern}" (the sandbox and the tests need one): write it with digits, one [range] per digit and \\d{n}, e.g. ^09\\d{9}$.`,
    );
    return;
  }
  if (example.length > length)
    report(
      [MOBILE_NUMBER, 'length'],
      `A number that fits the pattern has ${example.length} digits, but "length" lets the field take only ${length}, so every number would be refused. Make "length" ${example.length}.`,
    );
}

/** What a field that names the rule must leave to it, by where it is written. */
const RULE_PARTS = {
  schema: ['pattern', 'maxLength', 'minLength'],
  uiOptions: ['inputRule', 'groups', 'maxLength'],
  errorMessages: ['pattern', 'maxLength'],
  inputType: ['rule', 'pattern', 'maxLength', 'minLength', 'groups', 'patternMessage'],
};

const secondCopy = (key: string, format: unknown) =>
  format === MOBILE_NUMBER
    ? `This field follows the mobile-number rule of schemas/app.json ("format": "${MOBILE_NUMBER}"), which sets its "${key}"; take "${key}" out here, so the rule stays written once.`
    : `This field is typed as the mobile-number rule of schemas/app.json says ("format": "${String(format)}"), which leaves its digits unchecked; take "${key}" out here, or write "format": "${MOBILE_NUMBER}" for a field whose number must fit the rule.`;

const ownRule = `This field takes a phone number with a rule of its own: write "format": "${MOBILE_NUMBER}" (typed and checked as the one mobile-number rule of schemas/app.json says) or "${MOBILE_NUMBER_KEYPAD}" (typed as it says, its digits unchecked) instead, so it changes with that rule.`;

/** The fields of a screen file that name the rule, or should: its form's and its bank input types. */
export function checkMobileNumberFields(
  screen: Record<string, unknown>,
  app: Record<string, unknown> | undefined,
  report: Report,
) {
  const known = app && isObject(app[MOBILE_NUMBER]) ? [...MOBILE_NUMBER_FORMATS] : [];
  const checkName = (value: unknown, path: Path) => {
    if (typeof value === 'string' && known.includes(value)) return;
    report(
      path,
      `There is no rule "${String(value)}" for a field in schemas/app.json, so this field would not be checked at all. A phone field names the mobile-number rule: "format": "${MOBILE_NUMBER}", or "${MOBILE_NUMBER_KEYPAD}" to leave its digits unchecked.${didYouMean(String(value), known)}`,
    );
  };
  const others = (record: unknown, keys: string[], path: Path, format: unknown) => {
    if (isObject(record))
      for (const key of keys) if (key in record) report([...path, key], secondCopy(key, format));
  };

  const form = isObject(screen.form) ? screen.form : {};
  const properties = isObject(form.schema) && isObject(form.schema.properties) ? form.schema.properties : {};
  const uiSchema = isObject(form.uiSchema) ? form.uiSchema : {};
  const errorMessages = isObject(form.errorMessages) ? form.errorMessages : {};
  const named = new Set(mobileNumberFields(form.schema));
  for (const [name, property] of Object.entries(properties)) {
    if (!isObject(property)) continue;
    const ui = isObject(uiSchema[name]) ? uiSchema[name] : {};
    const options = ui['ui:options'];
    const uiPath: Path = ['form', 'uiSchema', name, 'ui:options'];
    if ('format' in property) checkName(property.format, ['form', 'schema', 'properties', name, 'format']);
    if (named.has(name) && known.length) {
      others(property, RULE_PARTS.schema, ['form', 'schema', 'properties', name], property.format);
      others(options, RULE_PARTS.uiOptions, uiPath, property.format);
      others(errorMessages[name], RULE_PARTS.errorMessages, ['form', 'errorMessages', name], property.format);
    } else if (isObject(options) && options.inputRule === 'phone')
      report([...uiPath, 'inputRule'], ownRule, 'warning');
  }

  const data = isObject(screen.data) ? screen.data : {};
  if (!isObject(data.inputTypes)) return;
  for (const [key, inputType] of Object.entries(data.inputTypes)) {
    if (!isObject(inputType)) continue;
    const path: Path = ['data', 'inputTypes', key];
    if ('format' in inputType) {
      checkName(inputType.format, [...path, 'format']);
      if (known.includes(String(inputType.format)))
        others(inputType, RULE_PARTS.inputType, path, inputType.format);
    } else if (inputType.rule === 'phone') report([...path, 'rule'], ownRule, 'warning');
    else if (!('rule' in inputType))
      report(
        path,
        `This input type says neither how it is typed ("rule": "text", "digits", "bankCard" or "money") nor which shared rule it follows ("format": "${MOBILE_NUMBER}" or "${MOBILE_NUMBER_KEYPAD}").`,
      );
  }
}
