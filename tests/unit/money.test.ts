// @vitest-environment node
// Money is written as `money` in schemas/app.json says (SPEC.md's dot grouping is the default there),
// and a staff edit of it changes every amount and the money field: these cases read the committed
// format and a fixture in the Philippine writing, never today's marks. The check refuses a format a
// reader could not tell apart.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupThousands, moneyText, rowValueText, type MoneyFormat } from '../../src/ui/moneyText';
import { pressMoneyKey, sanitizeInput } from '../../src/runtime/base/form/inputRules';
import { checkSchemas, formatProblems, mistakes } from '../../tools/check/checkSchemas';
import app from '../../schemas/app.json';
import { copy, editCopy } from '../support/schemaCopy';

/** The Philippine writing (₱5,234.50), as a fixture: a format staff may choose. */
const PHILIPPINE: MoneyFormat = { sign: '₱', groupMark: ',', decimalMark: '.', decimals: 2 };

describe('the fixture format with , grouping and . decimals', () => {
  it.each([
    [5234, '₱5,234'],
    [5234.5, '₱5,234.50'],
    ['1234567.05', '₱1,234,567.05'],
    ['₱5,234.50', '₱5,234.50'],
  ])('%j is shown as %s', (amount, shown) => {
    expect(moneyText(amount, PHILIPPINE)).toBe(shown);
  });

  it.each([
    ['18,500', '18500'],
    ['18.500', '18500'],
    ['1,234,567', '1234567'],
    ['18500.50', '18500.50'],
    ['18500,50', '18500.50'],
    ['5,234.50', '5234.50'],
    ['5.234,50', '5234.50'],
    ['3a0.0.5', '30.05'],
    ['12.', '12.'],
  ])('a money field reads %s, however it is written, as %s', (typed, kept) => {
    expect(sanitizeInput({ kind: 'money', money: PHILIPPINE }).clean(typed)).toBe(kept);
  });

  it("the money keyboard ignores a second decimal mark and a place past the format's", () => {
    const rule = { kind: 'money', maxLength: 10, money: PHILIPPINE } as const;
    expect(pressMoneyKey('15', '.', rule)).toBe('15.');
    expect(pressMoneyKey('15.5', '.', rule)).toBe('15.5');
    expect(pressMoneyKey('15.5', '0', rule)).toBe('15.50');
    expect(pressMoneyKey('15.50', '0', rule)).toBe('15.50');
    expect(pressMoneyKey('150000000', '1', rule)).toBe('1500000001');
    expect(pressMoneyKey('1500000001', '1', rule)).toBe('1500000001');
  });
});

describe.each([
  ['the committed format (schemas/app.json)', app.money],
  ['the fixture format', PHILIPPINE],
])('money in %s', (_name, format) => {
  const { sign, groupMark: g, decimalMark: d, decimals } = format;
  const places = (digits: string) => digits.padEnd(decimals, '0');

  it.each([
    [5234, `5${g}234`],
    ['1234567', `1${g}234${g}567`],
    ['5234.5', `5${g}234${d}${places('5')}`],
    ['5234.05', `5${g}234${d}${places('05')}`],
    [-1500, `-1${g}500`],
    [0, '0'],
  ])('groups %s as %s', (value, shown) => {
    expect(groupThousands(value, format)).toBe(shown);
  });

  it('keeps every digit of a whole amount, in groups of three from the right', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const groups = groupThousands(n, format).split(g);
        expect(groups.join('')).toBe(String(n));
        expect(groups.slice(1).every((group) => group.length === 3)).toBe(true);
        expect(groups[0]!.length).toBeGreaterThanOrEqual(1);
        expect(groups[0]!.length).toBeLessThanOrEqual(3);
      }),
    );
  });

  it.each([
    ['7.891', `${sign}7${g}891`],
    ['7,891', `${sign}7${g}891`],
    [`${sign}5.234`, `${sign}5${g}234`],
    ['5,234.00', `${sign}5${g}234${d}00`],
    ['5.234,00', `${sign}5${g}234${d}00`],
    ['1,234,567.05', `${sign}1${g}234${g}567${d}05`],
    ['5234.5', `${sign}5${g}234${d}${places('5')}`],
    ['.5', `${sign}0${d}${places('5')}`],
    ['-1.500', `${sign}-1${g}500`],
    [`${sign} 5 234,50`, `${sign}5${g}234${d}50`],
  ])('a text amount %j is read in either writing and shown as %s', (amount, shown) => {
    expect(moneyText(amount, format)).toBe(shown);
  });

  it('shows a whole amount the same whether it came as a number, as text, or as text in SPEC.md writing', () => {
    fc.assert(
      fc.property(fc.nat(), (n) => {
        const asNumber = moneyText(n, format);
        expect(moneyText(String(n), format)).toBe(asNumber);
        expect(moneyText(String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.'), format)).toBe(asNumber);
        expect(moneyText(String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ','), format)).toBe(asNumber);
      }),
    );
  });

  it('reads an amount it wrote itself as the same amount', () => {
    fc.assert(
      fc.property(fc.nat(), fc.integer({ min: 0, max: 99 }), (whole, cents) => {
        const shown = moneyText(cents ? `${whole}.${String(cents).padStart(2, '0')}` : whole, format);
        expect(moneyText(shown, format)).toBe(shown);
      }),
    );
  });

  it("shows a text with a digit that is not one amount as the server's own words", () => {
    expect(moneyText(`${sign}780 + fees`, format)).toBe(`${sign}780 + fees`);
    expect(moneyText(' PHP 5,234 ', format)).toBe('PHP 5,234');
  });

  it('shows a row value with the sign as an amount, and any other value as it came', () => {
    expect(rowValueText(`${sign}7.891`, format)).toBe(moneyText(7891, format));
    expect(rowValueText(`${sign}5.000,00`, format)).toBe(`${sign}5${g}000${d}00`);
    expect(rowValueText('7.891', format)).toBe('7.891');
    expect(rowValueText(5000, format)).toBe('5000');
    expect(rowValueText(`about ${sign}2.50 per day`, format)).toBe(`about ${sign}2.50 per day`);
    expect(rowValueText(null, format)).toBe('');
  });

  it.each([
    [780, `${sign}780`],
    [5234.5, `${sign}5${g}234${d}${places('5')}`],
    ['1180', `${sign}1${g}180`],
    [`${sign}780`, `${sign}780`],
    [` ${sign}5${g}234 `, `${sign}5${g}234`],
    ['5,234.00', `${sign}5${g}234${d}00`],
  ])('%j is shown as %s, the sign never doubled', (amount, shown) => {
    expect(moneyText(amount, format)).toBe(shown);
  });

  it.each([undefined, null, '', '  ', 'n/a', sign, Number.NaN])(
    '%j is not an amount: nothing, never a sign and 0',
    (amount) => {
      expect(moneyText(amount, format)).toBeUndefined();
    },
  );

  it('a money field takes the decimal mark once and at most the places, shown with the mark', () => {
    const { clean, display } = sanitizeInput({ kind: 'money', maxLength: 12, money: format });
    expect(clean(`15${d}5${d}9`)).toBe(decimals ? `15.${'59'.slice(0, decimals)}` : '1559');
    expect(display(clean(`15${d}5`))).toBe(decimals ? `15${d}5` : '155');
    expect(clean('12ab3')).toBe('123');
  });
});

describe('amounts and the money field follow the committed format by default', () => {
  it('reads schemas/app.json', () => {
    expect(moneyText(5234.5)).toBe(moneyText(5234.5, app.money));
    const { clean } = sanitizeInput({ kind: 'money' });
    expect(clean(`7${app.money.decimalMark}5`)).toBe(app.money.decimals ? '7.5' : '7');
  });
});

describe('the check of the money format', () => {
  const withMoney = (change: Partial<MoneyFormat>) => {
    const dir = copy();
    editCopy(dir, 'schemas/app.json', (data) => Object.assign(data.money as object, change));
    return mistakes(checkSchemas({ root: dir })).filter((p) => p.file === 'schemas/app.json');
  };

  it('accepts the fixture format', () => {
    expect(formatProblems(withMoney(PHILIPPINE))).toBe('');
  });

  it('refuses the same mark for thousands and decimals', () => {
    const [p, ...more] = withMoney({ groupMark: ',', decimalMark: ',' });
    expect(more).toEqual([]);
    expect(p?.pointer).toBe('/money/decimalMark');
    expect(p?.reason).toContain('is also the mark between thousands');
  });

  it.each([
    ['an empty mark', { groupMark: '' }, '/money/groupMark', 'must not be empty'],
    ['a mark with a digit', { decimalMark: '1' }, '/money/decimalMark', 'has a digit in it'],
    ['a decimal mark of two characters', { decimalMark: ',-' }, '/money/decimalMark', 'one character'],
  ])('refuses %s', (_what, change, pointer, says) => {
    const problems = withMoney(change);
    expect(formatProblems(problems)).toContain(says);
    expect(problems.every((p) => p.pointer === pointer)).toBe(true);
  });
});
