// One placeholder syntax for every value a screen file names: a string that is exactly one placeholder
// gives the value itself, whatever its kind, so a number the server sent goes back a number; one
// inside a longer string is text; a string without braces is what it says.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { resolve } from '../../src/runtime/base/template';

const name = fc.stringMatching(/^[a-zA-Z][a-zA-Z0-9_]{0,8}$/);
/** A value written out: as String writes it, or as JSON where String cannot (`{"toString": []}`). */
const asText = (value: unknown) => {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value);
  }
};
/** Words around a placeholder: any text without braces. */
const words = fc.string().filter((s) => !/[{}]/.test(s));

describe('resolve', () => {
  it('gives a whole-string placeholder the value itself, for any JSON value', () => {
    fc.assert(
      fc.property(name, name, fc.jsonValue(), (group, key, value) => {
        expect(resolve(`{${key}}`, { [key]: value })).toBe(value);
        expect(resolve(`{${group}.${key}}`, { [group]: { [key]: value } })).toBe(value);
      }),
    );
  });

  it('gives text for placeholders inside a longer string, the value written out', () => {
    fc.assert(
      fc.property(name, fc.jsonValue(), words, words, (key, value, before, after) => {
        fc.pre(before + after !== '');
        const filled = resolve(`${before}{page.${key}}${after}`, { page: { [key]: value } });
        expect(typeof filled).toBe('string');
        const written = value === null ? `{page.${key}}` : asText(value);
        expect(filled).toBe(`${before}${written}${after}`);
      }),
    );
  });

  it('writes out a value that String cannot, as a server answer may hold one, as its JSON', () => {
    const value = JSON.parse('{"toString": []}') as unknown;
    expect(() => String(value)).toThrow();
    expect(resolve('Order {page.x} sent', { page: { x: value } })).toBe('Order {"toString":[]} sent');
  });

  it('sends a string without braces as written, even one that reads like a path', () => {
    fc.assert(
      fc.property(words, fc.jsonValue(), (text, value) => {
        expect(resolve(text, { [text]: value, page: { [text]: value } })).toBe(text);
      }),
    );
    expect(resolve('page.productId', { page: { productId: 3 } })).toBe('page.productId');
  });

  it('gives undefined for a whole-string placeholder with no value', () => {
    expect(resolve('{page.productId}', { page: {} })).toBeUndefined();
  });

  it('fills the strings inside a list or group and keeps other values', () => {
    const vars = { page: { orderId: 7 }, data: { tags: ['a', 'b'] } };
    expect(
      resolve({ id: '{page.orderId}', tags: '{data.tags}', n: 2, more: ['#{page.orderId}', true] }, vars),
    ).toEqual({ id: 7, tags: vars.data.tags, n: 2, more: ['#7', true] });
  });
});
