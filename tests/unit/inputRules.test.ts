import { describe, expect, it } from 'vitest';
import { sanitizeInput } from '../../src/runtime/base/form/inputRules';
import app from '../../schemas/app.json';

describe('digit grouping is schema data', () => {
  it('shows a phone in the groups the mobile-number rule gives, and 4-3-4 for a Philippine number', () => {
    const phone = app.mobileNumber;
    const configured = sanitizeInput({ kind: 'phone', maxLength: phone.length, groups: phone.groups });
    const digits = '0'.repeat(phone.groups.reduce((a, b) => a + b, 0));
    expect(
      configured
        .display(digits)
        .split(' ')
        .map((g) => g.length),
    ).toEqual(phone.groups);
    const philippine = sanitizeInput({ kind: 'phone', maxLength: 11, groups: [4, 3, 4] });
    expect(philippine.display(philippine.clean('0917-123-4567'))).toBe('0917 123 4567');
  });

  it('repeats the last group size (a bank card in fours) and shows ungrouped digits when none is given', () => {
    expect(sanitizeInput({ kind: 'bankCard', groups: [4] }).display('1234567890123456')).toBe(
      '1234 5678 9012 3456',
    );
    expect(sanitizeInput({ kind: 'digits' }).display('1234567890')).toBe('1234567890');
  });
});
