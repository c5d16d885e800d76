import { formatAmount } from '../../ui/money';
import { fill } from '../../runtime/template';

/** An amount in pesos as the product writes it (₱1.234), through the screen's currency template. */
export function Money({ amount, template }: { amount: string | number | undefined; template: string }) {
  return <>{fill(template, { amount: formatAmount(amount) })}</>;
}
