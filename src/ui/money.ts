// Money as the product shows it (SPEC.md section 9): thousands grouped with a dot, and so a decimal
// comma with two places when there is a fraction (₱1.234, ₱1.234,50).
import { fill } from '../runtime/template';

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

/** An amount in pesos as the product writes it (₱1.234), through the screen's currency template. */
export function Money({ amount, template }: { amount: string | number | undefined; template: string }) {
  return fill(template, { amount: formatAmount(amount) });
}
