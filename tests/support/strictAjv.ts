// The ajv the item types' schemas are proven against: strict (a keyword it does not know, or a
// misspelt one, is an error rather than ignored), every error, and the `date` format with its range
// keywords as ajv-formats defines them, which the hand-written checks (checks.ts) implement.
import Ajv from 'ajv';
import addFormats from 'ajv-formats';

export function strictAjv(): Ajv {
  const ajv = new Ajv({ strict: true, allErrors: true });
  addFormats(ajv, { formats: ['date'], keywords: true });
  return ajv;
}
