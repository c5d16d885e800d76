// The sandbox bank form's fields that the tests fill one by one (each in its own way: a phone typed
// in groups, a city picked in steps, money on its own keyboard), and the others: the samples of any
// other registered item type, which every bank test fills with its declared value, so that a type
// added to the registry (and so to the sandbox's form) breaks no test that is not about it.
import { SAMPLE_ORDER, typeSamples } from '../../src/sandbox/bankItems.ts';

/** Today's types' samples, which the tests fill each in its own way. */
const FILLED_BY_HAND = new Set(SAMPLE_ORDER);

/** The other sample items on the tab of `cardType` (1 e-wallet, 2 bank card), with their values. */
export function otherSamples(cardType: number) {
  return typeSamples().filter(
    ({ item }) => !FILLED_BY_HAND.has(item.code) && (item.cardTypeMi === 0 || item.cardTypeMi === cardType),
  );
}

/** The id the bank form gives a field's control (ItemFormView). */
export const controlId = (code: string) => `root_${code}`;

/** The value to enter, or a sentence naming the sample that has none. */
export function valueOf({ item, value }: ReturnType<typeof otherSamples>[number]): string {
  if (value === undefined)
    throw new Error(
      `tests/support/bankSamples.ts: the sample "${item.code}" (${item.cate}) has no value to fill in`,
    );
  return value;
}
