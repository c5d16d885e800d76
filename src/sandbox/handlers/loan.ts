// Sandbox handlers of the loan area (SPEC.md sections 3, 4, 7; CONTRACT.md section 4): order details,
// the store rating, click tracking, confirm loan V3 and its alternative, and the joint login failure
// page with its recommended products. Stateful where it matters: a sent rating stops the rating
// prompt of order 200; a confirmed loan leads to order 151 (under review).
//
// Documented inputs:
//   loan-details         orderId = the status: 21 (withdraw dialog, reyMsg), 151, 110, 170 (cardNeedPop 1),
//                        174 (isDelay '1': repay and rollover buttons), 180 (no isDelay: repayment only),
//                        200 (isScore 1 until rated); 'playedul' (status 174 with playeduL: redirect to
//                        an https address); 'h5' (174 with an external repayment address, h5Url);
//                        'fail' (non-success message); 'bad' (malformed answer: orderStatus missing);
//                        'scenario-<name>' (the status its src/sandbox/scenarios/<name>.json answers);
//                        any other orderId answers like 174.
//   appstore-score       score outside 1..5 fails with a message.
//   loan-detail-confirm  productId 1 (popAgreementUrl set, isPopType 1), 2 (no agreement modal, no
//                        retention popup), 'fail' (non-success message), 'bad' (malformed answer);
//                        anything else answers like 2.
//   loan-detail-push     productId 'pushfail' (confirm page loads like 2) fails with a message;
//                        otherwise answers the in-app path /loanDetails?productId=…&orderId=151.
//   contract / -jump     productId 'fail' makes both fail; the link is this app's /loanAgreement.
//   satire (alt confirm) productId 'fail' fails; cultures / misunderstood fail on 'fail'; depush fails
//                        on 'pushfail' and otherwise answers this app's /loanDetails address.
//   scholarships         always answers; the list has four products, the third disabled (enabled 0).
//   define               productId 11 answers an https address, 12 and 14 the app scheme, 13 fails
//                        with a message ('00' is success).
//   because, event/save  always succeed (tracking).
import { http, type HttpHandler } from 'msw';
import { developer } from '../../config/developer';
import { orderNotices as notices } from '../orderNotices';
import { attachAnswer, envelope, latency, helperSuccess, code00Success, paramsOf } from '../envelope';
import { endpointPattern } from '../../platform/endpoints';
import { scenarioAnswer } from '../scenarios';

const FAILURE = '01';

interface Row {
  text: string;
  value: string;
}

const products = [
  {
    logo: '/logo.svg',
    name: 'PesoAgad Plus',
    buttonText: 'Apply',
    range: '₱2.000 - ₱30.000',
    rangeDesc: 'Loan amount',
    rate: '0.05%',
    rateDesc: 'Daily interest',
    enabled: 1,
    productId: 11,
    tags: ['Fast approval', 'No collateral'],
  },
  {
    logo: '/logo.svg',
    name: 'Bayanihan Cash',
    buttonText: 'Apply',
    range: '₱1.000 - ₱15.000',
    rangeDesc: 'Loan amount',
    rate: '0.08%',
    rateDesc: 'Daily interest',
    enabled: 1,
    productId: 12,
    tags: ['First loan', 'GCash payout'],
  },
  {
    logo: '/logo.svg',
    name: 'Sari-Sari Credit',
    buttonText: 'Sold out',
    range: '₱3.000 - ₱20.000',
    rangeDesc: 'Loan amount',
    rate: '0.06%',
    rateDesc: 'Daily interest',
    enabled: 0,
    productId: 13,
    tags: ['Hidden tag'],
  },
  {
    logo: '/logo.svg',
    name: 'Tindahan Loan',
    buttonText: 'Apply',
    range: '₱5.000 - ₱50.000',
    rangeDesc: 'Loan amount',
    rate: '0.04%',
    rateDesc: 'Daily interest',
    enabled: 1,
    productId: 14,
    tags: ['Not shown'],
  },
];

function orderRows(status: number): Row[] {
  const rows: Row[] = [
    { text: 'Order number', value: `PA20261122${String(status).padStart(5, '0')}` },
    { text: 'Borrower', value: 'Maria Clara Santos' },
    { text: 'Loan amount', value: '₱5.000' },
    { text: 'Loan term', value: '91 days' },
    { text: 'Payout account', value: 'GCash 0917 *** 4821' },
    { text: 'Application date', value: '22 Nov 2026' },
  ];
  if ([170, 174, 180].includes(status)) rows.push({ text: 'Amount due', value: '₱5.234' });
  if ([174, 180].includes(status)) rows.push({ text: 'Due date', value: '21 Feb 2027' });
  if (status === 180) rows.push({ text: 'Overdue days', value: '3' });
  return rows;
}

let rated = false;

function details(orderId: string) {
  const known = Number(orderId);
  const status = notices[known] ? known : 174;
  const [noticeStatusText, noticeDesText] = notices[status] as [string, string];
  return {
    orderStatus: status,
    noticeStatusText,
    noticeDesText,
    recProducts: products,
    productName: 'PesoAgad Cash',
    productLogo: '/logo.svg',
    userOrderDetail: { detail: orderRows(status) },
    inside: 0,
    h5Url: orderId === 'h5' ? 'https://pay.example.com/repay/PA2026112200174' : '',
    isDelay: status === 174 ? '1' : '0',
    telephone: status === 151 ? '' : '+63 2 8555 0199',
    isScore: status === 200 && !rated ? 1 : 0,
    playeduL: orderId === 'playedul' ? 'https://partner.example.com/orders/PA2026112200174' : '',
    reyMsg:
      status === 21
        ? 'Your loan of ₱5.000 is ready. Withdraw now to receive it in your GCash account within minutes.'
        : '',
    cardNeedPop: status === 170 ? 1 : 0,
    cardPopTitle: status === 170 ? 'Payout failed' : '',
    cardPopMsg:
      status === 170
        ? 'We could not send the money to GCash 0917 *** 4821. Please change your payout account.'
        : '',
  };
}

function confirmation(productId: string, origin: string) {
  const first = productId === '1';
  return {
    comProductLogo: '/logo.svg',
    comProductName: first ? 'PesoAgad Cash' : 'Bayanihan Cash',
    amount: first ? 5000 : 12000,
    periods: 91,
    termUnit: 1,
    details: [
      { text: 'Loan amount', value: first ? '₱5.000' : '₱12.000' },
      { text: 'Service fee', value: first ? '₱250' : '₱600' },
      { text: 'Amount received', value: first ? '₱4.750' : '₱11.400' },
      { text: 'Payout account', value: 'GCash 0917 *** 4821' },
    ],
    repay_plans: [
      {
        title: 'Installment 1',
        amount: first ? '₱1.745' : '₱4.188',
        pay_time: '21 Dec 2026',
        description: 'Principal and interest',
      },
      {
        title: 'Installment 2',
        amount: first ? '₱1.745' : '₱4.188',
        pay_time: '20 Jan 2027',
        description: 'Principal and interest',
      },
      {
        title: 'Installment 3',
        amount: first ? '₱1.744' : '₱4.187',
        pay_time: '21 Feb 2027',
        description: 'Principal and interest',
      },
    ],
    firstPayTime: '21 Dec 2026',
    firstPeriodDay: 30,
    pRateDsc: 'Daily interest 0.05% (about ₱2.50 per day)',
    sendSms: 0,
    isPopType: first ? 1 : 0,
    popTitle: 'Point out',
    popContent:
      'Your loan is almost done! Only one step left to receive ₱4.750. Are you sure you want to leave?',
    popAgreementUrl: first ? `${origin}/loanAgreement` : '',
    NewButtonMsg: 'Get my ₱4.750 now',
    NewPopMsg: 'Limited offer: your first 7 days are interest-free when you confirm today!',
  };
}

const agreements = [
  { title: 'Loan Agreement', position: 1 },
  { title: 'Privacy Policy', position: 2 },
];

const origin = (request: Request) => new URL(request.url).origin;

export const handlers: HttpHandler[] = [
  http.post(endpointPattern('loanDetails'), async ({ request }) => {
    await latency();
    const { orderId = '' } = await paramsOf(request);
    if (orderId === 'fail') return envelope(1, null, 'The order could not be found. Please try again later.');
    if (orderId === 'bad') return helperSuccess({ noticeStatusText: 42, userOrderDetail: 'rows' });
    const scenario = scenarioAnswer('loanDetails', orderId);
    if (scenario) return helperSuccess({ ...details(String(scenario.orderStatus ?? '')), ...scenario });
    return helperSuccess(details(orderId));
  }),

  http.post(endpointPattern('storeScore'), async ({ request }) => {
    await latency();
    const score = Number((await paramsOf(request)).score);
    if (!(score >= 1 && score <= 5)) return envelope(1, null, 'Please choose a score from 1 to 5.');
    rated = true;
    return helperSuccess(null);
  }),

  http.post(endpointPattern('eventSave'), async () => helperSuccess(null)),

  http.post(endpointPattern('loanConfirm'), async ({ request }) => {
    await latency();
    const { productId = '' } = await paramsOf(request);
    if (productId === 'fail') return envelope(FAILURE, null, 'This product is not available right now.');
    if (productId === 'bad') return code00Success({ comProductName: 'Broken', amount: null });
    return code00Success(confirmation(productId, origin(request)));
  }),

  http.post(endpointPattern('loanPush'), async ({ request }) => {
    await latency();
    const { productId = '', amount } = await paramsOf(request);
    if (productId === 'pushfail' || !amount)
      return envelope(FAILURE, null, 'Your loan could not be submitted. Please try again.');
    return code00Success({
      lendDetailsUrl: `/loanDetails?productId=${encodeURIComponent(productId)}&orderId=151`,
    });
  }),

  http.get(endpointPattern('contracts'), async ({ request }) => {
    const { productId = '' } = await paramsOf(request);
    if (productId === 'fail') return envelope(FAILURE, null, 'Agreements are not available right now.');
    return code00Success({ data: agreements });
  }),

  http.get(endpointPattern('contractJump'), async ({ request }) => {
    const { productId = '', position } = await paramsOf(request);
    if (productId === 'fail' || !position) return envelope(FAILURE, null, 'This agreement cannot be opened.');
    return code00Success({
      contract_url: `${origin(request)}/${position === '2' ? 'privacyPolicy' : 'loanAgreement'}`,
    });
  }),

  http.post(endpointPattern('altConfirm'), async ({ request }) => {
    await latency();
    const { productId = '' } = await paramsOf(request);
    if (productId === 'fail') return attachAnswer(FAILURE, null, 'This product is not available right now.');
    return attachAnswer('00', confirmation(productId, origin(request)));
  }),

  http.get(endpointPattern('altAgreements'), async ({ request }) => {
    const { productId = '' } = await paramsOf(request);
    if (productId === 'fail') return attachAnswer(FAILURE, null, 'Agreements are not available right now.');
    return attachAnswer('00', agreements);
  }),

  http.get(endpointPattern('altAgreementUrl'), async ({ request }) => {
    const { productId = '', position } = await paramsOf(request);
    if (productId === 'fail' || !position)
      return attachAnswer(FAILURE, null, 'This agreement cannot be opened.');
    return attachAnswer('00', {
      url: `${origin(request)}/${position === '2' ? 'privacyPolicy' : 'loanAgreement'}`,
    });
  }),

  http.post(endpointPattern('altPush'), async ({ request }) => {
    await latency();
    const { productId = '', amount } = await paramsOf(request);
    if (productId === 'pushfail' || productId === 'fail' || !amount)
      return attachAnswer(FAILURE, null, 'Your loan could not be submitted. Please try again.');
    return attachAnswer('00', {
      url: `${origin(request)}/loanDetails?productId=${encodeURIComponent(productId)}&orderId=151`,
    });
  }),

  http.post(endpointPattern('failurePage'), async () => {
    await latency();
    return code00Success({
      noticeMessage: 'Login failed',
      errMessage:
        'We could not sign you in to this partner. You can apply with one of these products instead.',
      list: products,
    });
  }),

  http.post(endpointPattern('failureClick'), async () => attachAnswer('00', null)),

  http.post(endpointPattern('productTarget'), async ({ request }) => {
    await latency();
    const { productId = '' } = await paramsOf(request);
    if (productId === '13')
      return attachAnswer(FAILURE, null, 'This product is full today, please try another one.');
    if (productId === '11')
      return attachAnswer('00', { url: `https://apply.example.com/products/${productId}` });
    return attachAnswer('00', {
      url: `${developer.appScheme}${developer.productDetailPath}?productId=${productId}`,
    });
  }),
];

/** Back to the initial data, so each test starts from the same state. */
export function reset(): void {
  rated = false;
}
