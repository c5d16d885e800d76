// The JSON Schema checks item types are made of, written by hand to give what ajv gives for the same
// keywords (proven by tests/unit/itemTypes.validator.test.ts): string keywords apply only to strings,
// lengths count code points, patterns are unicode regular expressions, enum compares exactly.
import type { FieldError, FieldSchema } from './types';

const patterns = new Map<string, RegExp>();

function regExp(pattern: string): RegExp {
  let re = patterns.get(pattern);
  if (!re) {
    re = new RegExp(pattern, 'u');
    patterns.set(pattern, re);
  }
  return re;
}

/** Length in code points, as ajv counts it (a surrogate pair is one character). */
export function codePointLength(s: string): number {
  let n = 0;
  for (let i = 0; i < s.length; i += 1) {
    n += 1;
    const c = s.charCodeAt(i);
    if (c >= 0xd800 && c <= 0xdbff && i + 1 < s.length) {
      const next = s.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i += 1;
    }
  }
  return n;
}

/** `type: "string"` with minLength, maxLength and pattern. */
export function checkString(value: unknown, schema: FieldSchema): FieldError[] {
  if (typeof value !== 'string') return [{ keyword: 'type', params: { type: 'string' } }];
  const errors: FieldError[] = [];
  const length =
    schema.minLength !== undefined || schema.maxLength !== undefined ? codePointLength(value) : 0;
  if (schema.maxLength !== undefined && length > schema.maxLength)
    errors.push({ keyword: 'maxLength', params: { limit: schema.maxLength } });
  if (schema.minLength !== undefined && length < schema.minLength)
    errors.push({ keyword: 'minLength', params: { limit: schema.minLength } });
  if (schema.pattern !== undefined && !regExp(schema.pattern).test(value))
    errors.push({ keyword: 'pattern', params: { pattern: schema.pattern } });
  return errors;
}

/** `enum` of strings: applies to a value of any type. */
function checkEnum(value: unknown, schema: FieldSchema): FieldError[] {
  if (!schema.enum) return [];
  return schema.enum.some((option) => option === value)
    ? []
    : [{ keyword: 'enum', params: { allowedValues: schema.enum } }];
}

/** Every keyword a field schema may carry; for schemas no item type claims. */
export function checkField(value: unknown, schema: FieldSchema): FieldError[] {
  return [...checkString(value, schema), ...checkEnum(value, schema)];
}
