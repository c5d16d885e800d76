// Money as the product writes it. How is staff data, `money` in schemas/app.json: the sign, the mark
// between groups of thousands, the decimal mark and the places of a fraction. SPEC.md's writing (a dot
// between thousands, so a decimal comma: ₱1.234, ₱1.234,50) is the default there; a Philippine reader
// may need ₱1,234.50 instead, and that is one edit.
import { config, type AppConfig } from '../config';

export type MoneyFormat = AppConfig['money'];

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A plain number (`5234.5`) in the format: thousands grouped, a fraction after the decimal mark and
 * padded to the format's places. A longer fraction keeps every digit: cutting it would misstate an
 * amount the server sent.
 */
export function groupThousands(value: number | string, format: MoneyFormat = config.money): string {
  const [whole = '0', fraction] = String(value).split('.');
  const minus = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace(/^-/, '').replace(/\B(?=(\d{3})+(?!\d))/g, format.groupMark);
  return `${minus}${digits}${fraction ? `${format.decimalMark}${fraction.padEnd(format.decimals, '0')}` : ''}`;
}

/**
 * A server amount for display: a plain number is grouped; anything else (already formatted by the
 * server, say) is shown as it came, since grouping its digits again would garble it. None is 0.
 */
export function formatAmount(
  amount: number | string | null | undefined,
  format: MoneyFormat = config.money,
): string {
  const value = String(amount ?? '').trim() || '0';
  return PLAIN_NUMBER.test(value) ? groupThousands(value, format) : value;
}

/**
 * An amount with the format's currency sign, its one source. Servers send amounts as numbers and as
 * strings they formatted themselves (SPEC.md does not fix which): a number is grouped; a string that
 * already carries the sign is shown as it came, never with a second one; a string with the server's
 * own separators gets the sign and keeps its digits. Missing or unreadable (no digit in it) is
 * undefined: shown as nothing, never as an amount of 0.
 */
export function moneyText(amount: unknown, format: MoneyFormat = config.money): string | undefined {
  const { sign } = format;
  if (typeof amount === 'number')
    return Number.isFinite(amount) ? `${sign}${groupThousands(amount, format)}` : undefined;
  if (typeof amount !== 'string') return undefined;
  const value = amount.trim();
  if (!/\d/.test(value)) return undefined;
  if (value.includes(sign)) return value;
  return `${sign}${formatAmount(value, format)}`;
}
