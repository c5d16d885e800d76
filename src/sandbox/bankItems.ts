// The bank form the sandbox's card-init sends (SPEC.md section 3, bank-binding form item), as plain
// data with no server library, so that the staff-file check and the state gallery can name its fields
// (tools/check/scenarios.ts) as the sandbox sends them. It imports no staff file: the check must
// load even when a staff file is not valid JSON, to say so in words.

export interface Item {
  code: string;
  cate: string;
  title: string;
  value: string;
  subtitle: string;
  note: { name: string; type: string }[];
  inputType: string;
  cardTypeMi: number;
  channelNumber: string;
  cardType: number;
}

export const EWALLET = 1;
export const BANK = 2;

const BANKS = [
  { name: 'BDO Unibank', type: 'BDO' },
  { name: 'Bank of the Philippine Islands (BPI)', type: 'BPI' },
  { name: 'Metrobank', type: 'MBTC' },
  { name: 'Land Bank of the Philippines', type: 'LBP' },
  { name: 'Security Bank', type: 'SECB' },
  { name: 'UnionBank of the Philippines', type: 'UBP' },
  { name: 'RCBC', type: 'RCBC' },
  { name: 'China Banking Corporation', type: 'CBC' },
  { name: 'Philippine National Bank (PNB)', type: 'PNB' },
];

function item(
  code: string,
  cate: string,
  title: string,
  cardTypeMi: number,
  extra: Partial<Item> = {},
): Item {
  return {
    code,
    cate,
    title,
    value: '',
    subtitle: '',
    note: [],
    inputType: 'text',
    cardTypeMi,
    channelNumber: '',
    cardType: cardTypeMi,
    ...extra,
  };
}

function baseItems(phoneExample: string): Item[] {
  return [
    item('accountName', 'text', 'Account name', 0, {
      subtitle: 'Full name as registered, e.g. Maria Santos',
    }),
    item('walletMobile', 'text', 'E-wallet mobile number', EWALLET, {
      inputType: 'phone',
      subtitle: phoneExample && `e.g. ${phoneExample}`,
    }),
    item('bankCode', 'enum', 'Bank name', BANK, { note: BANKS }),
    item('cardNo', 'text', 'Card or account number', BANK, {
      inputType: 'bankCard',
      subtitle: '10 to 19 digits',
    }),
    item('branchCity', 'citySelect', 'Branch city', BANK),
    item('postalCode', 'text', 'Postal code', BANK, { inputType: 'number', subtitle: 'e.g. 1226' }),
    item('salaryDay', 'day', 'Salary day', BANK, { subtitle: 'Select your payday' }),
    item('monthlyIncome', 'text', 'Monthly income (₱)', BANK, { inputType: 'money', subtitle: 'e.g. 25000' }),
  ];
}

/**
 * The items card-init sends for a product id, before any bound account fills them in. The e-wallet
 * number's hint shows `phoneExample`, a number the staff's mobile rule accepts (./phones.ts).
 */
export function sampleItems(productId: string, phoneExample = ''): Item[] {
  let items = baseItems(phoneExample);
  if (productId === 'ewallet') items = items.filter((i) => i.cardTypeMi !== BANK);
  if (productId === 'bankonly')
    items = items
      .filter((i) => i.cardTypeMi !== EWALLET)
      .map((i) => ({ ...i, cardTypeMi: i.cardTypeMi || BANK }));
  if (productId === 'unknown') items.splice(2, 0, item('signature', 'signature', 'Signature', 0));
  return items;
}
