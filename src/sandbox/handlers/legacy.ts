// Sandbox of the legacy repayment (SPEC.md section 7). Inputs that reach each answer:
//   repayment-way      orderId 'nocards' → code 1 (card list failure); 'down' → network failure
//   repayment-commit   orderId 'novalid' → needValid 0 (paid at once); cardNo ending 0000 → code 1
//   repayment-confirm  verifyCode of zeros ('000000') → 800006; of fives → 800005; of ones → code 1;
//                      else success (any length, so a changed code length in the screen file keeps them)
import { http, HttpResponse } from 'msw';
import { envelope, latency, helperSuccess, paramsOf } from '../envelope';
import { endpointPattern } from '../../platform/endpoints';

let record = 5000;

export const handlers = [
  http.post(endpointPattern('legacyRepaymentWay'), async ({ request }) => {
    await latency();
    const { orderId = '' } = await paramsOf(request);
    if (orderId === 'down') return HttpResponse.error();
    if (orderId === 'nocards') return envelope(1, null, 'card list unavailable');
    return helperSuccess({
      alipay: null,
      repayToken: `tok-${orderId}`,
      bankCards: [
        { id: 11, bankName: 'BDO Unibank', cardNo: '**** 4821', bankCode: 'BDO' },
        { id: 12, bankName: 'Metrobank', cardNo: '**** 0000', bankCode: 'MBTC' },
      ],
    });
  }),
  http.post(endpointPattern('legacyCommit'), async ({ request }) => {
    await latency();
    const { orderId = '', cardNo = '' } = await paramsOf(request);
    if (cardNo.endsWith('0000')) return envelope(1, null, 'card declined');
    record += 1;
    return helperSuccess({ needValid: orderId === 'novalid' ? 0 : 1, repayRecordId: record });
  }),
  http.post(endpointPattern('legacyConfirm'), async ({ request }) => {
    await latency();
    const { verifyCode = '' } = await paramsOf(request);
    if (/^0+$/.test(verifyCode)) return envelope(800006, null, 'wrong code');
    if (/^5+$/.test(verifyCode)) return envelope(800005, null, 'duplicate');
    if (/^1+$/.test(verifyCode)) return envelope(1, null, 'failed');
    return helperSuccess({ status: 'paid' });
  }),
  http.post(endpointPattern('legacyResend'), async () =>
    helperSuccess({ url: 'https://pay.example.com/huichao' }),
  ),
];

export function reset(): void {
  record = 5000;
}
