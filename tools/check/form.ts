// A screen's form: the fields it requires, orders and gives messages for exist, and each can take an answer.
import Ajv from 'ajv';
import { resolveLimits } from '../staff/limits.ts';
import { isObject, type Path } from '../staff/json.ts';
import { compiled } from './compiled.ts';
import { didYouMean, list, type Contract, type Report } from './common.ts';

/** A form's `required` names its fields, its error messages name fields and checks that exist. */
export function checkForm(screen: Record<string, unknown>, contract: Contract | undefined, report: Report) {
  const form = screen.form;
  if (!isObject(form) || !isObject(form.schema)) return;
  const limits = isObject(screen.limits) ? screen.limits : {};
  const limitTypes = contract?.properties?.limits?.properties ?? {};
  // A fraction where a count belongs is said at the limit (its contract types it "integer"): the
  // form compiler's own words for it would only repeat it in a developer's terms.
  const wholeAsWritten = Object.entries(limits).every(
    ([key, value]) => limitTypes[key]?.type !== 'integer' || Number.isInteger(value),
  );
  const schema = resolveLimits(form.schema, limits) as object;
  try {
    if (wholeAsWritten) compiled('plain', schema, () => new Ajv({ strict: false, logger: false }));
  } catch (err) {
    report(['form', 'schema'], `The form does not compile: ${(err as Error).message}`);
  }
  const objects = (s: unknown, path: Path, visit: (o: Record<string, unknown>, path: Path) => void) => {
    if (!isObject(s)) return;
    if (isObject(s.properties) || Array.isArray(s.required)) visit(s, path);
    if (isObject(s.properties))
      for (const [k, v] of Object.entries(s.properties)) objects(v, [...path, 'properties', k], visit);
    if (isObject(s.items)) objects(s.items, [...path, 'items'], visit);
  };
  objects(form.schema, ['form', 'schema'], (o, path) => {
    const fields = Object.keys(isObject(o.properties) ? o.properties : {});
    (Array.isArray(o.required) ? o.required : []).forEach((name, i) => {
      if (typeof name === 'string' && !fields.includes(name))
        report(
          [...path, 'required', i],
          `"${name}" is required but the form has no field "${name}", so the form could never be sent.${didYouMean(name, fields)}`,
        );
    });
  });
  checkFieldLengths(schema, report);
  checkFieldOrder(form, report);
  const properties = isObject(form.schema.properties) ? form.schema.properties : {};
  const required = Array.isArray(form.schema.required) ? form.schema.required : [];
  if (!isObject(form.errorMessages)) return;
  for (const [field, byKeyword] of Object.entries(form.errorMessages)) {
    const property = properties[field];
    if (!isObject(property)) {
      report(
        ['form', 'errorMessages', field],
        `The form has no field "${field}", so these messages would never show and the borrower would see the validator's raw text.${didYouMean(field, Object.keys(properties))}`,
      );
      continue;
    }
    const keywords = new Set(['*', 'type', ...Object.keys(property)]);
    if (required.includes(field)) keywords.add('required');
    for (const keyword of Object.keys(isObject(byKeyword) ? byKeyword : {}))
      if (!keywords.has(keyword))
        report(
          ['form', 'errorMessages', field, keyword],
          `The field "${field}" has no check "${keyword}", so this message would never show. Its checks: ${list(keywords)}.${didYouMean(keyword, keywords)}`,
        );
  }
}

/** Each field of a form (its limits filled in) can take an answer: a length or a number within its bounds. */
function checkFieldLengths(schema: unknown, report: Report) {
  const properties = isObject(schema) && isObject(schema.properties) ? schema.properties : {};
  for (const [field, property] of Object.entries(properties)) {
    if (!isObject(property)) continue;
    const at = (key: string): Path => ['form', 'schema', 'properties', field, key];
    const { minLength, maxLength, minimum, maximum } = property;
    if (typeof maxLength === 'number' && maxLength < 1)
      report(
        at('maxLength'),
        `The field "${field}" would take no character at all (maxLength ${maxLength}), so the borrower could not fill it in. Give it room for the longest answer.`,
      );
    else if (typeof minLength === 'number' && typeof maxLength === 'number' && minLength > maxLength)
      report(
        at('minLength'),
        `The field "${field}" asks for at least ${minLength} characters but takes at most ${maxLength}, so no answer could pass and the form could never be sent. Make minLength at most maxLength.`,
      );
    if (typeof minimum === 'number' && typeof maximum === 'number' && minimum > maximum)
      report(
        at('minimum'),
        `The field "${field}" asks for at least ${minimum} but at most ${maximum}, so no answer could pass. Make minimum at most maximum.`,
      );
  }
}

/** A form's `ui:order` shows every field once: a field left out of it would not be shown at all. */
function checkFieldOrder(form: Record<string, unknown>, report: Report) {
  const order = isObject(form.uiSchema) ? form.uiSchema['ui:order'] : undefined;
  const schema = form.schema as { properties?: unknown };
  if (!Array.isArray(order) || !isObject(schema.properties)) return;
  const fields = Object.keys(schema.properties);
  const path: Path = ['form', 'uiSchema', 'ui:order'];
  order.forEach((name, i) => {
    if (typeof name === 'string' && name !== '*' && !fields.includes(name))
      report(
        [...path, i],
        `The form has no field "${name}" to put in this order, and the form would not show.${didYouMean(name, fields)}`,
      );
  });
  if (order.includes('*')) return;
  for (const field of fields.filter((f) => !order.includes(f)))
    report(
      path,
      `The field "${field}" is not in this order, so the form would not show it. Add "${field}" where it belongs, or end the list with "*" (every field not named).`,
    );
}
