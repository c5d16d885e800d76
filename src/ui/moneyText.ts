// Money as the product shows it (SPEC.md section 9): thousands grouped with a dot, and so a decimal
// comma with two places when there is a fraction (₱1.234, ₱1.234,50).
import { message } from '../config';

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

export function groupThousands(value: number | string): string {
  const [whole = '0', fraction] = String(value).split('.');
  const sign = whole.startsWith('-') ? '-' : '';
  const digits = whole.replace(/^-/, '').replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign}${digits}${fraction ? `,${fraction.padEnd(2, '0')}` : ''}`;
}

/**
 * A server amount for display: a plain number is grouped; anything else (already formatted by the
 * server, say) is shown as it came, since grouping its digits again would garble it. None is 0.
 */
export function formatAmount(amount: number | string | null | undefined): string {
  const value = String(amount ?? '').trim() || '0';
  return PLAIN_NUMBER.test(value) ? groupThousands(value) : value;
}

/**
 * An amount with the currency sign of schemas/messages.json, its one source. Servers send amounts as
 * numbers and as strings they formatted themselves (SPEC.md does not fix which): a number is grouped;
 * a string that already carries the sign is shown as it came, never with a second one; a string with
 * the server's own separators gets the sign and keeps its digits. Missing or unreadable (no digit in
 * it) is undefined: shown as nothing, never as an amount of 0.
 */
export function moneyText(amount: unknown): string | undefined {
  const sign = message('currency');
  if (typeof amount === 'number')
    return Number.isFinite(amount) ? `${sign}${groupThousands(amount)}` : undefined;
  if (typeof amount !== 'string') return undefined;
  const value = amount.trim();
  if (!/\d/.test(value)) return undefined;
  if (value.includes(sign)) return value;
  return `${sign}${formatAmount(value)}`;
}
