// The bank form the sandbox's card-init sends (SPEC.md section 3, bank-binding form item): the samples
// every registered item type declares, so a type added to the registry is in the sandbox form, the
// staff-file check's and the gallery's list of its fields, and the tests' fill helpers at once. It
// imports no staff file (nor does the registry): the check must load even when a staff file is not
// valid JSON, to say so in words.
import { itemTypes } from '../runtime/itemTypes/index.ts';

export interface Item {
  code: string;
  cate: string;
  title: string;
  value: string;
  subtitle: string;
  note: { name: string; type: string | number }[] | string;
  inputType: string;
  cardTypeMi: number;
  channelNumber: string;
  cardType: number;
}

export const EWALLET = 1;
export const BANK = 2;

function item(cate: string, extra: Partial<Item> & Pick<Item, 'code' | 'title'>): Item {
  const cardTypeMi = extra.cardTypeMi ?? 0;
  return {
    cate,
    value: '',
    subtitle: '',
    note: [],
    inputType: 'text',
    channelNumber: '',
    cardType: cardTypeMi,
    ...extra,
    cardTypeMi,
  };
}

interface Sample {
  item: Item;
  /** A value the type accepts; undefined where the staff's input rule decides (the gallery's {valid}). */
  value: string | undefined;
}

/**
 * The order a bank's form lists the samples of today's types, mixing types as a real form does; the
 * samples of any other type follow, in the registry's order.
 */
export const SAMPLE_ORDER = [
  'accountName',
  'walletMobile',
  'bankCode',
  'cardNo',
  'branchCity',
  'postalCode',
  'salaryDay',
  'monthlyIncome',
];
const rank = (code: string) =>
  SAMPLE_ORDER.includes(code) ? SAMPLE_ORDER.indexOf(code) : SAMPLE_ORDER.length;

/** Every registered type's samples, in the order above. */
export function typeSamples(phoneExample = ''): Sample[] {
  const samples = Object.entries(itemTypes).flatMap(([cate, type]) =>
    (type?.samples ?? []).map(({ item: sample, value }) => {
      const {
        value: prefill,
        subtitle,
        note,
        inputType,
        cardTypeMi,
        cardType,
        channelNumber,
        ...rest
      } = sample;
      const phoneHint = inputType === 'phone' && !subtitle && phoneExample ? `e.g. ${phoneExample}` : '';
      const built = item(cate, {
        ...rest,
        ...(prefill != null && { value: String(prefill) }),
        subtitle: subtitle ?? phoneHint,
        ...(note != null && { note }),
        ...(inputType != null && { inputType }),
        ...(cardTypeMi != null && { cardTypeMi }),
        ...(cardType != null && { cardType: Number(cardType) }),
        ...(channelNumber != null && { channelNumber: String(channelNumber) }),
      });
      return { item: built, value };
    }),
  );
  // A stable sort: a new type's samples keep the registry's order after today's.
  return samples.sort((a, b) => rank(a.item.code) - rank(b.item.code));
}

/**
 * The items card-init sends for a product id, before any bound account fills them in. The e-wallet
 * number's hint shows `phoneExample`, a number the staff's mobile rule accepts (./phones.ts).
 */
export function sampleItems(productId: string, phoneExample = ''): Item[] {
  let items = typeSamples(phoneExample).map((s) => s.item);
  if (productId === 'ewallet') items = items.filter((i) => i.cardTypeMi !== BANK);
  if (productId === 'bankonly')
    items = items
      .filter((i) => i.cardTypeMi !== EWALLET)
      .map((i) => ({ ...i, cardTypeMi: i.cardTypeMi || BANK }));
  if (productId === 'unknown')
    items.splice(2, 0, item('signature', { code: 'signature', title: 'Signature' }));
  return items;
}
