// Gallery steps that fill the bank form's e-wallet tab as a person would and press Next: the tab
// chosen first (staff may open the page on another), then each field the sandbox sends for
// `productId` on it, typed as its rule accepts (a pattern of its own, or the one mobile-number rule),
// a name where it has none. The component and the dev-server tests of the gallery's steps share them.
import bindBank from '../../schemas/screens/bindBank.json' with { type: 'json' };
import { EWALLET, sampleItems } from '../../src/sandbox/bankItems';

export function bankFormSteps(productId: string) {
  const rules: Record<string, object> = bindBank.data.inputTypes;
  const fields = sampleItems(productId).filter((i) => i.cardTypeMi === 0 || i.cardTypeMi === EWALLET);
  const tab = bindBank.data.cardTypes.findIndex((t) => t.type === EWALLET);
  return [
    { press: `data.cardTypes.${tab}.label` },
    ...fields.map((i) => ({
      fill: i.code,
      with: ['pattern', 'format'].some((key) => key in (rules[i.inputType] ?? {}))
        ? '{valid}'
        : 'Maria Santos',
    })),
    { press: 'texts.next' },
  ];
}
