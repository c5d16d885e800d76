// The JSON Schema checks item types are made of, written by hand to give what ajv gives for the same
// keywords (proven by tests/unit/itemTypes.validator.test.ts): string keywords apply only to strings,
// lengths count code points, patterns are unicode regular expressions, enum compares exactly, and a
// date's format and range are ajv-formats' ("full" mode: a real calendar day; ISO dates compare as text).
import type { FieldError, FieldSchema } from './types.ts';

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

/** `type: "string"` with minLength, maxLength, pattern and a date's format and range. */
export function checkString(value: unknown, schema: FieldSchema): FieldError[] {
  if (typeof value !== 'string') return [{ keyword: 'type', params: { type: 'string' } }];
  const errors: FieldError[] = checkDate(value, schema);
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

const ISO_DATE = /^(\d\d\d\d)-(\d\d)-(\d\d)$/;
const DAYS = [0, 31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** A calendar day written YYYY-MM-DD, leap years included (RFC 3339 full-date). */
export function isIsoDate(s: string): boolean {
  const m = ISO_DATE.exec(s);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month >= 1 && month <= 12 && day >= 1 && day <= (month === 2 && leap ? 29 : (DAYS[month] ?? 0));
}

/**
 * `format: "date"` with `formatMinimum` and `formatMaximum` (both ends included). Like ajv-formats,
 * the range compares the texts whatever the format says, and an empty text is never out of range.
 */
function checkDate(value: unknown, schema: FieldSchema): FieldError[] {
  if (typeof value !== 'string') return [];
  const errors: FieldError[] = [];
  if (schema.format === 'date' && !isIsoDate(value))
    errors.push({ keyword: 'format', params: { format: 'date' } });
  const { formatMinimum: min, formatMaximum: max } = schema;
  if (value && min && value < min)
    errors.push({ keyword: 'formatMinimum', params: { comparison: '>=', limit: min } });
  if (value && max && value > max)
    errors.push({ keyword: 'formatMaximum', params: { comparison: '<=', limit: max } });
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
