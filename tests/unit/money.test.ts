import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, groupThousands, moneyText } from '../../src/ui/moneyText';
import messages from '../../schemas/messages.json';

describe('money as the product shows it', () => {
  it.each([
    [5234, '5.234'],
    ['1234567', '1.234.567'],
    ['5234.5', '5.234,50'],
    ['5234.05', '5.234,05'],
    [-1500, '-1.500'],
    [0, '0'],
  ])('groups %s as %s', (value, shown) => {
    expect(groupThousands(value)).toBe(shown);
  });

  it('keeps every digit of a whole amount, in groups of three from the right', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const shown = groupThousands(n);
        expect(shown.replace(/\./g, '')).toBe(String(n));
        const groups = shown.split('.');
        expect(groups.slice(1).every((g) => g.length === 3)).toBe(true);
        expect(groups[0]!.length).toBeGreaterThanOrEqual(1);
        expect(groups[0]!.length).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('shows an amount the server already formatted as it came, and none as 0', () => {
    expect(formatAmount('5,234.00')).toBe('5,234.00');
    expect(formatAmount('₱5.234')).toBe('₱5.234');
    expect(formatAmount(undefined)).toBe('0');
    expect(formatAmount(null)).toBe('0');
    expect(formatAmount(' 5234 ')).toBe('5.234');
  });
});

describe('an amount with its one currency sign (issue 15)', () => {
  const sign = messages.currency;
  it.each([
    [780, `${sign}780`],
    [5234.5, `${sign}5.234,50`],
    ['1180', `${sign}1.180`],
    [`${sign}780`, `${sign}780`],
    [` ${sign}5.234 `, `${sign}5.234`],
    ['5,234.00', `${sign}5,234.00`],
  ])('%j is shown as %s, the sign never doubled', (amount, shown) => {
    expect(moneyText(amount)).toBe(shown);
  });

  it.each([undefined, null, '', '  ', 'n/a', sign, Number.NaN])(
    '%j is not an amount: nothing, never ₱0',
    (amount) => {
      expect(moneyText(amount)).toBeUndefined();
    },
  );
});
