// Sandbox handlers of bank binding (SPEC.md section 7, success code '00'): card-init answers the
// server form (its items in src/sandbox/bankItems.ts), bind-card-new / card-change bind the account,
// and a bound account is remembered so the form opens prefilled next time.
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
import { envelope, latency, code00Success, paramsOf } from '../envelope';
import { endpointPattern } from '../../platform/endpoints';
import { EWALLET, sampleItems, type Item } from '../bankItems';
import { samplePhone } from '../phones';

let bound: Record<string, string> = {};
let bindCount = 0;

function itemsFor(productId: string): Item[] {
  return sampleItems(productId, samplePhone('71234567')).map((i) =>
    bound[i.code] ? { ...i, value: bound[i.code] as string } : i,
  );
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
  return code00Success({ bindId: `BK${String(20260000 + bindCount)}`, kind });
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
    if (productId === 'bad') return code00Success({ items: 'not-a-list' });
    return code00Success({ items: itemsFor(productId) });
  }),
  http.post(endpointPattern('bindCard'), ({ request }) => bind(request, 'bind')),
  http.post(endpointPattern('changeCard'), ({ request }) => bind(request, 'change')),
];

/** Back to the initial data, so each test starts from the same state. */
export function reset(): void {
  bound = {};
  bindCount = 0;
}
