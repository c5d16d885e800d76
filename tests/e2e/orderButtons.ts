// The order details buttons as staff configured them (schemas/screens/orderDetails.json): what the
// button rules give for an order, found by the action a button runs, so a relabelled, reordered or
// re-ruled button keeps the end-to-end tests green.
import orderDetails from '../../schemas/screens/orderDetails.json' with { type: 'json' };
import { firstMatch, type Rule } from '../../src/runtime/shared/rules';

interface Button {
  text: string;
  action: string;
  hint?: string;
}

/** What the rules read of the sandbox's orders, by orderId (src/sandbox/handlers/loan.ts). */
export const sandboxOrders = {
  '174': { orderStatus: 174, isDelay: '1' },
  '180': { orderStatus: 180, isDelay: '0' },
  '200': { orderStatus: 200, isDelay: '0', isScore: 1 },
};

/** The button an order's rules give for `action`. */
export function buttonFor(facts: Record<string, unknown>, action: string): Button {
  const buttons = firstMatch(orderDetails.rules.buttons as Rule<Button[]>[], facts) ?? [];
  const button = buttons.find((b) => b.action === action);
  if (!button) throw new Error(`the rules give order ${JSON.stringify(facts)} no button for ${action}`);
  return button;
}

/** The button of a dialog that runs `action`. */
export const dialogButton = (dialog: { buttons?: Button[] }, action: string) =>
  (dialog.buttons ?? []).find((b) => b.action === action)?.text as string;

export const order = { texts: orderDetails.texts, dialogs: orderDetails.dialogs };
