// The order details labels as staff configured them (schemas/screens/orderDetails.json), so a
// relabelled button keeps the end-to-end tests green.
import orderDetails from '../../schemas/screens/orderDetails.json' with { type: 'json' };

type Button = { text: string; hint?: string };
const buttonsWhen = (when: object) =>
  (orderDetails.rules.buttons.find((r) => JSON.stringify(r.when) === JSON.stringify(when))?.then ??
    []) as Button[];
const delayed = buttonsWhen({ orderStatus: [174, 180], isDelay: '1' });

export const order = {
  texts: orderDetails.texts,
  dialogs: orderDetails.dialogs,
  REPAY: delayed[0]?.text as string,
  ROLLOVER: delayed[1]?.text as string,
  HINT: delayed[1]?.hint as string,
  REPAYMENT: buttonsWhen({ orderStatus: [174, 180] })[0]?.text as string,
  BORROW_AGAIN: buttonsWhen({ orderStatus: 200 })[0]?.text as string,
};
