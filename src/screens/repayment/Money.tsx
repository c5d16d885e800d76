import { groupThousands } from '../../ui/money';
import { fill } from '../../runtime/template';

const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * An amount in pesos as the product writes it (₱1.234). A value that is not a plain number (already
 * formatted by the server, say) is shown as it came: grouping its digits again would garble it.
 */
export function Money({ amount, template }: { amount: string | number | undefined; template: string }) {
  const value = String(amount ?? '').trim() || '0';
  return <>{fill(template, { amount: PLAIN_NUMBER.test(value) ? groupThousands(value) : value })}</>;
}
