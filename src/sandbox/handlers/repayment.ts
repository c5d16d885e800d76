// Sandbox of the repayment pages (SPEC.md section 7). Inputs that reach each answer:
//   loan-play-detail / pettypy   orderId 'fail' → code 1 with a message; 'bad' → a malformed answer;
//                                orderId 'quiet' → no instruction banner (isShowReyTop 0)
//   generate-vcode               orderId 'javascript' → payUrl 'javascript:alert(1)' (the page refuses it);
//                                channelNumber 0 → code 1 'channel under maintenance'; else an https payUrl
import { http } from 'msw';
import { envelope, latency, helperSuccess, paramsOf } from '../envelope';
import { endpointPattern } from '../../platform/endpoints';

const channels = [
  { name: 'GCash', logo: '/repayment/gcash.svg', channel_number: '90006' },
  { name: 'Maya', logo: '/repayment/maya.svg', channel_number: '90007' },
  { name: '7-Eleven', logo: '/repayment/7eleven.svg', channel_number: '90011' },
  { name: 'Cebuana Lhuillier', logo: '/repayment/cebuana.svg', channel_number: '90012' },
];

function defDetail(orderId: string) {
  return {
    payCode: `PA2026${orderId.padStart(8, '0')}`.slice(0, 14),
    logo: '/repayment/7eleven.svg',
    title: 'Pay at 7-Eleven with a reference number',
    payNotice: [
      {
        name: 'At the 7-Eleven counter',
        list: [
          'Open CLiQQ or go to the cashier.',
          'Choose Bills Payment, then PesoAgad.',
          'Give the contract number and pay the amount due.',
        ],
      },
      {
        name: 'In GCash',
        list: [
          'Tap Bills, then Loans.',
          'Choose PesoAgad and enter the contract number.',
          'Enter the amount and confirm.',
        ],
      },
    ],
  };
}

function common(orderId: string) {
  return {
    productName: 'PesoAgad Cash',
    productLogo: '/logo.svg',
    repayDate: '2026-12-05',
    repayList: channels,
    noticeMsg: 'Pay before 5 PM on the due date so the payment is credited the same day.',
    isShowReyTop: orderId === 'quiet' ? 0 : 1,
    defDetail: defDetail(orderId),
  };
}

async function guard(request: Request): Promise<{ orderId: string } | Response> {
  await latency();
  const { orderId = '' } = await paramsOf(request);
  if (orderId === 'fail') return envelope(1, null, 'This order cannot be repaid online right now');
  if (orderId === 'bad') return helperSuccess({ repayList: 'not a list' });
  return { orderId };
}

export const handlers = [
  http.post(endpointPattern('repaymentPeriod'), async ({ request }) => {
    const g = await guard(request);
    if (g instanceof Response) return g;
    return helperSuccess({
      ...common(g.orderId),
      repayAmount: 5234,
      detail: [
        { text: 'Principal', value: '₱4.500' },
        { text: 'Interest', value: '₱534' },
        { text: 'Service fee', value: '₱150' },
        { text: 'Late fee', value: '₱50' },
      ],
    });
  }),
  http.post(endpointPattern('repaymentDelay'), async ({ request }) => {
    const g = await guard(request);
    if (g instanceof Response) return g;
    return helperSuccess({
      ...common(g.orderId),
      delayInfo: { title: 'Extend your loan by 7 days', delayAmount: 1180 },
      repayDate: '2026-12-12',
      repayPlan: [
        { title: 'Interest due now', amount: '₱780', time: '2026-11-22', remark: 'Paid today' },
        { title: 'Extension fee', amount: '₱400', time: '2026-11-22', remark: 'Paid today' },
        { title: 'Full repayment', amount: '₱5.234', time: '2026-12-12', remark: 'New due date' },
      ],
    });
  }),
  http.post(endpointPattern('generatePayUrl'), async ({ request }) => {
    await latency();
    const { orderId = '', channelNumber = '' } = await paramsOf(request);
    if (orderId === 'javascript') return helperSuccess({ payUrl: 'javascript:alert(1)' });
    if (channelNumber === '0') return envelope(1, null, 'This channel is under maintenance');
    return helperSuccess({
      payUrl: `https://pay.example.com/checkout?ref=${encodeURIComponent(`${orderId}-${channelNumber}`)}`,
    });
  }),
];

export function reset(): void {}
