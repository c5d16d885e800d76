// Sandbox handlers of bank binding (SPEC.md section 7, success code '00'): card-init answers the
// server form, bind-card-new / card-change bind the account, and a bound account is remembered so
// the form opens prefilled next time.
//
// Error paths, by input:
//   product_id 'fail'      card-init fails with a server message
//   product_id 'bad'       card-init answers items of the wrong shape (the app's response check)
//   product_id 'unknown'   card-init adds an item of an unknown cate ('signature')
//   product_id 'ewallet'   only e-wallet items (cardTypeMi 1); 'bankonly': only bank-card items (2)
//   card number 0000…      bind-card-new / card-change fail with the bank's message
//   product_id 'busy'      bind-card-new / card-change fail: binding temporarily unavailable
//   a required field left empty (bypassing the form) fails with a message naming it
import { http, type HttpHandler } from 'msw';
import { envelope, latency, ok00, paramsOf } from '../envelope';
import { endpointPattern } from '../../platform/endpoints';
import { samplePhone } from '../phones';

interface Item {
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

const EWALLET = 1;
const BANK = 2;

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

function baseItems(): Item[] {
  return [
    item('accountName', 'text', 'Account name', 0, {
      subtitle: 'Full name as registered, e.g. Maria Santos',
    }),
    item('walletMobile', 'text', 'E-wallet mobile number', EWALLET, {
      inputType: 'phone',
      subtitle: `e.g. ${samplePhone('71234567')}`,
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

let bound: Record<string, string> = {};
let bindCount = 0;

function itemsFor(productId: string): Item[] {
  let items = baseItems().map((i) => (bound[i.code] ? { ...i, value: bound[i.code] as string } : i));
  if (productId === 'ewallet') items = items.filter((i) => i.cardTypeMi !== BANK);
  if (productId === 'bankonly')
    items = items
      .filter((i) => i.cardTypeMi !== EWALLET)
      .map((i) => ({ ...i, cardTypeMi: i.cardTypeMi || BANK }));
  if (productId === 'unknown') items.splice(2, 0, item('signature', 'signature', 'Signature', 0));
  return items;
}

async function bind(request: Request, kind: 'bind' | 'change') {
  await latency();
  const p = await paramsOf(request);
  if (p.product_id === 'busy')
    return envelope(
      '503',
      null,
      'Account binding is temporarily unavailable. Please try again in a few minutes.',
    );
  const cardType = Number(p.cardType ?? EWALLET);
  const expected = itemsFor(p.product_id ?? '').filter(
    (i) => i.cardTypeMi === 0 || i.cardTypeMi === cardType,
  );
  const missing = expected.find((i) => i.cate !== 'signature' && !p[i.code]);
  if (missing) return envelope('01', null, `${missing.title} is required.`);
  if ((p.cardNo ?? '').startsWith('0000')) {
    return envelope(
      '02',
      null,
      'The bank could not verify this card or account number. Please check it and try again.',
    );
  }
  bindCount += 1;
  bound = Object.fromEntries(expected.map((i) => [i.code, p[i.code] ?? '']));
  return ok00({ bindId: `BK${String(20260000 + bindCount)}`, kind });
}

export const handlers: HttpHandler[] = [
  http.post(endpointPattern('cardInit'), async ({ request }) => {
    await latency();
    const productId = (await paramsOf(request)).product_id ?? '';
    if (productId === 'fail')
      return envelope(
        '500',
        null,
        'Your payment account form is not available right now. Please try again later.',
      );
    if (productId === 'bad') return ok00({ items: 'not-a-list' });
    return ok00({ items: itemsFor(productId) });
  }),
  http.post(endpointPattern('bindCard'), ({ request }) => bind(request, 'bind')),
  http.post(endpointPattern('changeCard'), ({ request }) => bind(request, 'change')),
];

/** Back to the initial data, so each test starts from the same state. */
export function reset(): void {
  bound = {};
  bindCount = 0;
}
