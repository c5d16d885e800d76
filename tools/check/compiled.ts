// Compiling a JSON Schema is most of the check's time, and the check runs on every draft in the studio
// and every edit under `npm start`, on schemas that seldom change. A schema is compiled once per text
// and per kind of validator; a changed schema is a new text, so it is compiled afresh.
import type Ajv from 'ajv';
import type { ValidateFunction } from 'ajv';

const validators = new Map<string, ValidateFunction>();
// A long `npm start` sees a new text on each draft of a form: the least recently used go past this.
const KEPT = 500;

/**
 * The validator of `schema` made by a fresh `makeAjv()`. `kind` names the validator's options and any
 * schemas `makeAjv` adds (their text, when they can change), so two kinds never share a validator.
 */
export function compiled(kind: string, schema: object, makeAjv: () => Ajv): ValidateFunction {
  const key = `${kind}\u0000${JSON.stringify(schema)}`;
  const validate = validators.get(key) ?? makeAjv().compile(schema);
  validators.delete(key);
  validators.set(key, validate);
  if (validators.size > KEPT) validators.delete(validators.keys().next().value!);
  return validate;
}
