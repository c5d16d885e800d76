// Gallery steps that fill the bank form's e-wallet tab as a person would and press Next: the tab
// chosen first (staff may open the page on another), then each field the sandbox sends for
// `productId` on it, with its item type's sample value, or "{valid}" where the staff's input rule
// decides what is valid (a pattern of its own, or the one mobile-number rule). The component and the
// dev-server tests of the gallery's steps share them.
import bindBank from '../../schemas/screens/bindBank.json' with { type: 'json' };
import { EWALLET, sampleItems, typeSamples } from '../../src/sandbox/bankItems';

export function bankFormSteps(productId: string) {
  const values = new Map(typeSamples().map((s) => [s.item.code, s.value]));
  const fields = sampleItems(productId).filter((i) => i.cardTypeMi === 0 || i.cardTypeMi === EWALLET);
  const tab = bindBank.data.cardTypes.findIndex((t) => t.type === EWALLET);
  return [
    { press: `data.cardTypes.${tab}.label` },
    ...fields.map((i) => ({ fill: i.code, with: values.get(i.code) ?? '{valid}' })),
    { press: 'texts.next' },
  ];
}
