// Money as the product writes it. How is staff data, `money` in schemas/app.json: the sign, the mark
// between groups of thousands, the decimal mark and the places of a fraction. SPEC.md's writing (a dot
// between thousands, so a decimal comma: ₱1.234, ₱1.234,50) is the default there; a Philippine reader
// may need ₱1,234.50 instead, and that is one edit.
//
// Servers send an amount as a number or as text (SPEC.md does not fix which), and text in their own
// writing: "7.891" may be SPEC.md's 7891 or a plain decimal. One rule for every amount a page shows: a
// text amount is read as a money field reads what a person types (runtime/base/writtenAmount.ts), then
// written in the format as a number is. So a list never mixes the server's notation with ours, and an
// amount is never read a thousand times off.
import { config, type AppConfig } from '../config';
import { readAmount } from '../runtime/base/writtenAmount';

export type MoneyFormat = AppConfig['money'];

/**
 * A peso has a hundred centavos (SPEC.md: minor units by division by 100), so a server's text has at
 * most two places: a mark before three digits groups thousands ("7.891" is 7891), whatever places the
 * format shows.
 */
const SENT_PLACES = 2;

const escapeClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');

/**
 * A plain number (`5234.5`) in the format: thousands grouped, a fraction after the decimal mark and
 * padded to the format's places. A longer fraction keeps every digit: cutting it would misstate an
 * amount the server sent.
 */
export function groupThousands(value: number | string, format: MoneyFormat = config.money): string {
  const [whole = '0', fraction] = String(value).split('.');
  const minus = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace(/^-/, '').replace(/\B(?=(\d{3})+(?!\d))/g, format.groupMark) || '0';
  return `${minus}${digits}${fraction ? `${format.decimalMark}${fraction.padEnd(format.decimals, '0')}` : ''}`;
}

/**
 * A text that is an amount and nothing else, as a plain number: the format's sign and a minus may lead
 * it, then digits with marks between them in either writing. Undefined for any other text.
 */
export function amountOfText(text: string, format: MoneyFormat = config.money): string | undefined {
  const { sign, groupMark, decimalMark } = format;
  const lead = new RegExp(`^(?:\\s|-|${sign.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})*`);
  const start = lead.exec(text)?.[0] ?? '';
  const number = text.slice(start.length).trim();
  const marks = escapeClass(`.,${groupMark}${decimalMark}`);
  if (!new RegExp(`^[${marks}]?\\d(?:[\\d\\s${marks}]*\\d)?[${marks}]?$`).test(number)) return undefined;
  const plain = readAmount(number, SENT_PLACES, groupMark + decimalMark);
  return `${start.includes('-') ? '-' : ''}${plain}`;
}

/**
 * An amount with the format's currency sign, its one source. A number is written in the format; so is
 * a text that is an amount (amountOfText), whichever writing the server used and whether or not it
 * carries the sign. A text with a digit that is not one amount ("₱780 + fees") is the server's own
 * words, shown as they came. Missing or unreadable (no digit in it) is undefined: shown as nothing,
 * never as an amount of 0.
 */
export function moneyText(amount: unknown, format: MoneyFormat = config.money): string | undefined {
  if (typeof amount === 'number')
    return Number.isFinite(amount) ? `${format.sign}${groupThousands(amount, format)}` : undefined;
  if (typeof amount !== 'string' || !/\d/.test(amount)) return undefined;
  const plain = amountOfText(amount, format);
  return plain === undefined ? amount.trim() : `${format.sign}${groupThousands(plain, format)}`;
}

/**
 * A value of a server's text/value row (order, loan or repayment details) as shown: one that carries
 * the currency sign and is an amount is money, written as every amount is; any other value is the
 * server's text, as it came.
 */
export function rowValueText(value: unknown, format: MoneyFormat = config.money): string {
  if (typeof value === 'number') return String(value);
  if (typeof value !== 'string') return '';
  const plain = value.includes(format.sign) ? amountOfText(value, format) : undefined;
  return plain === undefined ? value : `${format.sign}${groupThousands(plain, format)}`;
}
