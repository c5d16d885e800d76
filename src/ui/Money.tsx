// The one money display: an amount in the one money format (see moneyText), or nothing at all
// when the server sent none, so a borrower never reads ₱0 for an amount we do not know.
import { moneyText } from './moneyText';
import './money.css';

export function Money({ amount }: { amount: unknown }) {
  return <>{moneyText(amount) ?? ''}</>;
}
