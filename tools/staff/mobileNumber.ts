// The flat forms' half of the one mobile-number rule (src/runtime/form/mobileNumber.ts): a form field
// that names it gets the rule's length in its JSON Schema, which the build compiles into the form's
// validator, and its keypad and digit groups in its UI schema. One that names all of it ("format":
// "mobileNumber") gets its pattern too, and the rule's message for a failed pattern or length (its
// other checks keep the messages staff wrote, "*" falling back to the rule's); one that names only
// its keypad ("mobileNumberKeypad") keeps the messages staff wrote. The Vite schemas plugin applies
// it to a screen file as it serves it and as it compiles the form; the check applies it before
// compiling a form.
import {
  MOBILE_NUMBER_FORMATS,
  mobileNumberFormat,
  type MobileNumberRule,
} from '../../src/runtime/form/mobileNumber.ts';
import { isObject } from './json.ts';

type Json = Record<string, unknown>;

/** The fields of a form schema that name the mobile-number rule. */
export function mobileNumberFields(schema: unknown): string[] {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  return Object.keys(properties).filter((name) => {
    const property = properties[name];
    return isObject(property) && MOBILE_NUMBER_FORMATS.includes(String(property.format));
  });
}

/** A screen file's data with its form's mobile-number fields written out; unchanged without them. */
export function withMobileNumber(screen: unknown, rule: MobileNumberRule | undefined): unknown {
  if (!rule || !isObject(screen) || !isObject(screen.form)) return screen;
  const form = screen.form;
  const fields = mobileNumberFields(form.schema);
  if (!fields.length) return screen;
  const schema = form.schema as Json & { properties: Json };
  const properties: Json = { ...schema.properties };
  const uiSchema: Json = { ...(isObject(form.uiSchema) ? form.uiSchema : {}) };
  const errorMessages: Json = { ...(isObject(form.errorMessages) ? form.errorMessages : {}) };
  for (const name of fields) {
    // A field of mobileNumberFields names one of the rule's formats.
    const field = mobileNumberFormat((properties[name] as Json).format, rule)!;
    const { kind, maxLength, groups } = field;
    const property: Json = { ...(properties[name] as Json), maxLength };
    if ('pattern' in field) property.pattern = field.pattern;
    delete property.format;
    properties[name] = property;
    const ui = isObject(uiSchema[name]) ? uiSchema[name] : {};
    const options = isObject(ui['ui:options']) ? ui['ui:options'] : {};
    uiSchema[name] = { ...ui, 'ui:options': { ...options, inputRule: kind, groups, maxLength } };
    if (!('message' in field)) continue;
    const own = isObject(errorMessages[name]) ? errorMessages[name] : {};
    errorMessages[name] = { '*': field.message, ...own, pattern: field.message, maxLength: field.message };
  }
  return { ...screen, form: { ...form, schema: { ...schema, properties }, uiSchema, errorMessages } };
}

/** The rule in an app.json's data, if it has one. */
export function mobileNumberOf(app: unknown): MobileNumberRule | undefined {
  return isObject(app) && isObject(app.mobileNumber)
    ? (app.mobileNumber as unknown as MobileNumberRule)
    : undefined;
}
