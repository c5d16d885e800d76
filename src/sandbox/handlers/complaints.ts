// Sandbox handlers of the complaints area (SPEC.md sections 3, 4, 7; CONTRACT.md section 4), stateful:
// a saved complaint appears at the top of the 'Processing' tab and its detail opens; a sent score
// stops the rating prompt of that complaint.
//
// Documented inputs:
//   problem-init        orderId 174, 180 or 200 (200 is settled and has isShow 0: no collection
//                       complaints); no orderId answers with the first order; any other orderId
//                       fails with a server message. Answers POST and GET alike.
//   upload-problem-img  a file named fail.<ext> (e.g. fail.png) fails with a server message; an empty
//                       or missing problemImage part fails too.
//   problem-save        a problemDetail containing 'fail' fails with a server message; so does an
//                       empty problemDetail, a missing problemType or orderNo, or an unknown orderNo.
//   problem-detail      1 (result + isNeedScore 1), 2 (result, no rating), 3 (no result yet),
//                       4 (result + isNeedScore 1, but its save-score fails); any other id fails.
//   save-score          a score outside 1..5 fails; problemId 4 fails with a server message.
import { http, HttpResponse, type HttpHandler } from 'msw';
import { envelope, latency, code00Success, paramsOf } from '../envelope';
import { endpointPattern } from '../../platform/endpoints';

const FAILURE = '01';

interface Option {
  title: string;
  value: number;
}

interface Order {
  orderNo: string;
  productLogo: string;
  productName: string;
  status: number;
  isShow: number;
  list: { title: string; value: string }[];
}

interface Complaint {
  problemId: number;
  tab: 'Processing' | 'Completed';
  time: string;
  type: string;
  sonType: string;
  content: string;
  images: string[];
  disposeDetail: string;
  disposeImages: string[];
  isNeedScore: number;
  orderNo: string;
}

const PROBLEM_TYPES: Option[] = [
  { title: 'Collection', value: 1 },
  { title: 'Repayment', value: 2 },
  { title: 'Loan application', value: 3 },
  { title: 'Account and app', value: 4 },
  { title: 'Other', value: 5 },
];

const PROBLEM_SON_TYPES: Option[] = [
  { title: 'Excessive phone contact', value: 11 },
  { title: 'Rude or abusive language', value: 12 },
  { title: 'Contacting my family or employer', value: 13 },
  { title: 'Other collection issue', value: 14 },
];

/** Orders by the orderId that opens the complaint home. */
const ORDERS: [string, Order][] = [
  [
    '174',
    {
      orderNo: 'PA2026112200174',
      productLogo: '/logo.svg',
      productName: 'PesoAgad Cash',
      status: 174,
      isShow: 1,
      list: [
        { title: 'Loan amount', value: '₱5.000,00' },
        { title: 'Loan term', value: '91 days' },
        { title: 'Due date', value: '2026-12-22' },
      ],
    },
  ],
  [
    '180',
    {
      orderNo: 'PA2026101500180',
      productLogo: '/logo.svg',
      productName: 'PesoAgad Plus',
      status: 180,
      isShow: 1,
      list: [
        { title: 'Loan amount', value: '₱8.000,00' },
        { title: 'Loan term', value: '120 days' },
        { title: 'Due date', value: '2026-11-12' },
      ],
    },
  ],
  [
    '200',
    {
      orderNo: 'PA2026060100200',
      productLogo: '/logo.svg',
      productName: 'PesoAgad Mini',
      status: 200,
      isShow: 0,
      list: [
        { title: 'Loan amount', value: '₱3.000,00' },
        { title: 'Loan term', value: '91 days' },
        { title: 'Settled on', value: '2026-08-30' },
      ],
    },
  ],
];
const orderList = ORDERS.map(([, order]) => order);

const TABS = ['Processing', 'Completed'] as const;
const IMAGE_PATH = '/tender/user-problem/sandbox-image/';
const SCORE_FAILS_FOR = 4;

/** Small SVG pictures standing in for the screenshots and receipts people attach. */
const SEED_PICTURES: Record<string, { label: string; colour: string }> = {
  'call-log': { label: 'Call log, 12 calls on Nov 18', colour: '#d9ecff' },
  receipt: { label: 'GCash receipt ₱5.234,00', colour: '#e3f7e8' },
  'agent-note': { label: 'Agent coaching record', colour: '#fff3d6' },
};

function seedComplaints(): Complaint[] {
  return [
    {
      problemId: 3,
      tab: 'Processing',
      time: '2026-11-21 09:42',
      type: 'Loan application',
      sonType: '',
      content:
        'My application for PesoAgad Plus has been under review for three days. When will I get a decision?',
      images: [],
      disposeDetail: '',
      disposeImages: [],
      isNeedScore: 0,
      orderNo: 'PA2026101500180',
    },
    {
      problemId: 1,
      tab: 'Completed',
      time: '2026-11-19 18:05',
      type: 'Collection',
      sonType: 'Excessive phone contact',
      content:
        'I received twelve calls yesterday from your collection agent although my due date is still on December 22. Please stop calling me at work.',
      images: ['call-log'],
      disposeDetail:
        'Good day, Ms. Dela Cruz. We checked the call records and have reminded the agent of our contact policy. You will receive at most one reminder a day, and none at your workplace.',
      disposeImages: ['agent-note'],
      isNeedScore: 1,
      orderNo: 'PA2026112200174',
    },
    {
      problemId: 2,
      tab: 'Completed',
      time: '2026-11-15 11:20',
      type: 'Repayment',
      sonType: '',
      content: 'I paid ₱5.234,00 through GCash on November 14 but the app still shows my loan as unpaid.',
      images: ['receipt'],
      disposeDetail:
        'Your payment with reference no. 7012 3456 7890 was posted on November 15. Your loan is now shown as settled. Thank you for your patience.',
      disposeImages: [],
      isNeedScore: 0,
      orderNo: 'PA2026060100200',
    },
    {
      problemId: 4,
      tab: 'Completed',
      time: '2026-11-10 16:47',
      type: 'Account and app',
      sonType: '',
      content: 'I changed my SIM and cannot log in with my new mobile number 0917 555 0142.',
      images: [],
      disposeDetail: 'We have updated your registered mobile number. Please log in again with 0917 555 0142.',
      disposeImages: [],
      isNeedScore: 1,
      orderNo: 'PA2026112200174',
    },
  ];
}

let complaints: Complaint[] = seedComplaints();
let uploads = new Map<string, { bytes: ArrayBuffer; type: string }>();
let nextProblemId = 5;

function imageUrl(request: Request, key: string): string {
  return new URL(`${IMAGE_PATH}${encodeURIComponent(key)}`, request.url).href;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

function nowText(): string {
  const d = new Date();
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

function titleOf(options: Option[], value: string | undefined): string {
  return options.find((o) => String(o.value) === value)?.title ?? '';
}

/** Stored image keys become addresses on the origin that asked, so they load in any environment. */
function keyOf(url: string): string {
  const i = url.indexOf(IMAGE_PATH);
  return i < 0 ? url : decodeURIComponent(url.slice(i + IMAGE_PATH.length));
}

async function problemInit({ request }: { request: Request }) {
  await latency();
  const { orderId } = await paramsOf(request);
  const order = orderId ? ORDERS.find(([id]) => id === orderId)?.[1] : orderList[0];
  if (!order) return envelope(FAILURE, null, 'We could not find this order. Please choose another one.');
  return code00Success({
    problemType: PROBLEM_TYPES,
    problemSonType: PROBLEM_SON_TYPES,
    orderDetail: order,
    orderList,
  });
}

export const handlers: HttpHandler[] = [
  http.post(endpointPattern('problemInit'), problemInit),
  http.get(endpointPattern('problemInit'), problemInit),

  http.post(endpointPattern('uploadProblemImage'), async ({ request }) => {
    await latency();
    let file: FormDataEntryValue | null = null;
    try {
      file = (await request.formData()).get('problemImage');
    } catch {
      // Not a multipart body: answered below like a missing file.
    }
    if (!file || typeof file === 'string' || file.size === 0) {
      return envelope(FAILURE, null, 'Please choose an image to upload.');
    }
    if (/^fail\./i.test(file.name))
      return envelope(FAILURE, null, 'The image could not be uploaded. Please try again.');
    const key = `upload-${uploads.size + 1}`;
    uploads.set(key, { bytes: await file.arrayBuffer(), type: file.type || 'application/octet-stream' });
    return code00Success({ url: imageUrl(request, key) });
  }),

  http.get(`*${IMAGE_PATH}:key`, ({ params }) => {
    const key = String(params.key);
    const uploaded = uploads.get(key);
    if (uploaded) return new HttpResponse(uploaded.bytes, { headers: { 'content-type': uploaded.type } });
    const seed = SEED_PICTURES[key];
    if (!seed) return new HttpResponse(null, { status: 404 });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="400" viewBox="0 0 300 400"><rect width="300" height="400" fill="${seed.colour}"/><text x="150" y="200" font-family="sans-serif" font-size="16" text-anchor="middle" fill="#1f2329">${seed.label}</text></svg>`;
    return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml' } });
  }),

  http.post(endpointPattern('problemSave'), async ({ request }) => {
    await latency();
    const p = await paramsOf(request);
    const detail = (p.problemDetail ?? '').trim();
    if (!detail) return envelope(FAILURE, null, 'Please describe your complaint.');
    if (detail.toLowerCase().includes('fail')) {
      return envelope(FAILURE, null, 'Our complaint service is busy. Please try again in a few minutes.');
    }
    if (!p.problemType || !p.orderNo)
      return envelope(FAILURE, null, 'The complaint type or order is missing.');
    if (!orderList.some((o) => o.orderNo === p.orderNo))
      return envelope(FAILURE, null, 'We could not find this order.');
    const problemId = nextProblemId++;
    complaints = [
      {
        problemId,
        tab: 'Processing',
        time: nowText(),
        type: titleOf(PROBLEM_TYPES, p.problemType),
        sonType: titleOf(PROBLEM_SON_TYPES, p.problemSonType),
        content: detail,
        images: (p.problemImage ?? '').split(',').filter(Boolean).map(keyOf),
        disposeDetail: '',
        disposeImages: [],
        isNeedScore: 0,
        orderNo: p.orderNo,
      },
      ...complaints,
    ];
    return code00Success({ problemId });
  }),

  http.post(endpointPattern('problemList'), async () => {
    await latency();
    const tabs = TABS.map((title) => ({
      title,
      list: complaints
        .filter((c) => c.tab === title)
        .map((c) => ({
          id: c.problemId,
          time: c.time,
          type: c.sonType ? `${c.type} · ${c.sonType}` : c.type,
          content: c.content,
        })),
    }));
    return code00Success({ res: { tabs } });
  }),

  http.post(endpointPattern('problemDetail'), async ({ request }) => {
    await latency();
    const { problemId } = await paramsOf(request);
    const c = complaints.find((x) => String(x.problemId) === problemId);
    if (!c) return envelope(FAILURE, null, 'We could not find this complaint.');
    return code00Success({
      type: c.type,
      sonType: c.sonType,
      problemId: c.problemId,
      content: c.content,
      images: c.images.map((k) => imageUrl(request, k)),
      disposeDetail: c.disposeDetail,
      disposeImages: c.disposeImages.map((k) => imageUrl(request, k)),
      isNeedScore: c.isNeedScore,
    });
  }),

  http.post(endpointPattern('saveScore'), async ({ request }) => {
    await latency();
    const p = await paramsOf(request);
    const score = Number(p.score);
    const c = complaints.find((x) => String(x.problemId) === p.problemId);
    if (!Number.isInteger(score) || score < 1 || score > 5)
      return envelope(FAILURE, null, 'Please choose from 1 to 5 stars.');
    if (!c) return envelope(FAILURE, null, 'We could not find this complaint.');
    if (c.problemId === SCORE_FAILS_FOR)
      return envelope(FAILURE, null, 'Your rating could not be saved. Please try again later.');
    c.isNeedScore = 0;
    return code00Success(null);
  }),
];

/** Back to the initial data, so each test starts from the same state. */
export function reset(): void {
  complaints = seedComplaints();
  uploads = new Map();
  nextProblemId = 5;
}
