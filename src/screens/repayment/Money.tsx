import { groupThousands } from '../../ui/money';
import { fill } from '../../runtime/template';

/** An amount in pesos as the product writes it (₱1.234). */
export function Money({ amount, template }: { amount: string | number | undefined; template: string }) {
  return <>{fill(template, { amount: groupThousands(amount ?? 0) })}</>;
}
