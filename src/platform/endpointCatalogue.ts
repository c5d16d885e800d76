// The endpoint catalogue (SPEC.md section 7, CONTRACT.md section 4): every call the app makes, with
// how it is made and how its answer is read. The app's call sites, the sandbox handlers and the tests
// all name endpoints from here (through endpoints.ts), so a path is written once. Data only, with no
// way to the http engine, so that tools/check/checkSchemas.ts (loaded by the Vite config) can read it.
import { developer } from '../config/developer.ts';
import type { ApiTypes } from '../config/generated/api';
import type { Client, SuccessCode } from './http';

export interface Endpoint {
  path: string;
  method: 'GET' | 'POST';
  client: Client;
  successCode: SuccessCode;
  dataKey: 'data' | 'attach';
  /** Name of the schema in schemas/api/ that the answer's data must match. */
  schema?: string;
  /** The path sits under the configured base path (/tender); the promotion endpoints do not. */
  underBasePath: boolean;
  /**
   * Click tracking, whose answer changes nothing the user sees: a failure is not toasted, and the
   * request is sent to outlive the page (fetch's keepalive), so a tap never waits for its answer.
   */
  tracking?: boolean;
}

// How each family of calls is made, as SPEC.md section 7 groups them (the wire names stay in the paths).
/** The shared helper: POST under /tender, success is the integer 0. */
const sharedHelperCall = {
  method: 'POST',
  client: 'shared',
  successCode: 0,
  dataKey: 'data',
  underBasePath: true,
} as const;
/** The shared helper's calls whose success code is the string '00'. */
const code00Call = { ...sharedHelperCall, successCode: '00' } as const;
/** The form-encoded client's calls, whose envelope keeps the data under `attach` (/gopia paths). */
const attachCall = { ...code00Call, client: 'form', dataKey: 'attach' } as const;
/** The promotion funnel's calls, on the API base without /tender. */
const promotionCall = { ...sharedHelperCall, underBasePath: false } as const;
const PROMO = `/api/v2/${developer.promoSegment}`;

export const endpoints = {
  // loan: order details, store rating and click tracking (shared helper, integer 0)
  loanDetails: { ...sharedHelperCall, path: '/v3/loan-details/loan-details', schema: 'loanDetails' },
  storeScore: { ...sharedHelperCall, path: `/v3/loan-details/${developer.storeSegment}-score` },
  eventSave: { ...sharedHelperCall, path: '/service/event/save', tracking: true },
  // confirm loan V3 and its contracts ('00')
  loanConfirm: { ...code00Call, path: '/v3/loan-confirm/loan-detail-confirm', schema: 'loanConfirm' },
  loanPush: { ...code00Call, path: '/v3/loan-confirm/loan-detail-push', schema: 'loanPush' },
  contracts: { ...code00Call, method: 'GET', path: '/v3/contract/contract', schema: 'loanContracts' },
  contractJump: {
    ...code00Call,
    method: 'GET',
    path: '/v3/contract/contract-jump',
    schema: 'loanContractJump',
  },
  // the /gopia family keeps its data under `attach`; /panda answers like the '00' calls
  altConfirm: { ...attachCall, path: '/gopia/goya/satire', schema: 'loanAltConfirm' },
  altAgreements: { ...attachCall, method: 'GET', path: '/gopia/goya/cultures', schema: 'loanAltAgreements' },
  altAgreementUrl: {
    ...attachCall,
    method: 'GET',
    path: '/gopia/goya/misunderstood',
    schema: 'loanTargetUrl',
  },
  altPush: { ...attachCall, path: '/gopia/goya/depush', schema: 'loanAltPush' },
  productTarget: { ...attachCall, path: '/gopia/goya/define', schema: 'loanTargetUrl' },
  failureClick: { ...attachCall, path: '/gopia/goya/because', tracking: true },
  failurePage: { ...code00Call, path: '/panda/honey/scholarships', schema: 'loanFailurePage' },
  // bank binding ('00')
  cardInit: { ...code00Call, path: '/user-bank/card-init', schema: 'bankCardInit' },
  bindCard: { ...code00Call, path: '/user-bank/bind-card-new' },
  changeCard: { ...code00Call, path: '/user-bank/card-change' },
  // complaints and customer service ('00'); the submission page reads problem-init with GET
  problemInit: { ...code00Call, path: '/user-problem/problem-init', schema: 'complaintInit' },
  problemInitGet: {
    ...code00Call,
    method: 'GET',
    path: '/user-problem/problem-init',
    schema: 'complaintInit',
  },
  uploadProblemImage: { ...code00Call, path: '/user-problem/upload-problem-img', schema: 'complaintUpload' },
  problemSave: { ...code00Call, path: '/user-problem/problem-save' },
  problemList: { ...code00Call, path: '/user-problem/problem-list', schema: 'complaintList' },
  problemDetail: { ...code00Call, path: '/user-problem/problem-detail', schema: 'complaintDetail' },
  saveScore: { ...code00Call, path: '/user-problem/save-score' },
  contactKfInfo: { ...code00Call, path: '/user-problem/contact-kf-info', schema: 'contactKfInfo' },
  // repayment (shared helper, integer 0)
  repaymentPeriod: {
    ...sharedHelperCall,
    path: '/v3/installment/loan-play-detail',
    schema: 'repaymentOfPeriod',
  },
  repaymentDelay: { ...sharedHelperCall, path: '/figures/pettypy', schema: 'repaymentOfDelay' },
  generatePayUrl: { ...sharedHelperCall, path: '/v3/loan-details/generate-vcode', schema: 'repaymentPayUrl' },
  legacyRepaymentWay: { ...sharedHelperCall, path: '/repayment/repayment-way', schema: 'legacyRepaymentWay' },
  legacyCommit: { ...sharedHelperCall, path: '/repayment/repayment-commit', schema: 'legacyCommit' },
  legacyConfirm: { ...sharedHelperCall, path: '/repayment/repayment-confirm' },
  legacyResend: { ...sharedHelperCall, path: '/repayment/repayment-huichao' },
  // the promotion funnel, on the API base without /tender
  channelTemplate: {
    ...promotionCall,
    method: 'GET',
    successCode: '00',
    path: `${PROMO}/service/channel/channel-template`,
  },
  trackVisit: { ...promotionCall, method: 'GET', path: `${PROMO}/promotion/track-visit` },
  trackClick: { ...promotionCall, method: 'GET', path: `${PROMO}/promotion/track-click` },
  getSid: {
    ...promotionCall,
    method: 'GET',
    successCode: '0',
    path: `${PROMO}/promotion/get-sid`,
    schema: 'funnelSid',
  },
  /** An image, not an envelope: the page shows it by its address. */
  captcha: { ...promotionCall, method: 'GET', path: `${PROMO}/promotion/get-captcha` },
  getSms: { ...promotionCall, successCode: '0', path: `${PROMO}/promotion/get-sms` },
  register: { ...promotionCall, successCode: '0', path: `${PROMO}/promotion/register` },
} as const satisfies Record<string, Endpoint>;

export type EndpointName = keyof typeof endpoints;

/** The data of an endpoint's answer, as the schema the catalogue names for it (generated types). */
export type AnswerOf<N extends EndpointName> = (typeof endpoints)[N] extends { schema: infer S }
  ? S extends keyof ApiTypes
    ? ApiTypes[S]
    : unknown
  : unknown;

export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(endpoints, name);
}

/**
 * Calls that change something on the server: never repeated by the runtime, and never an opening.
 * Listed beside the catalogue so that tools/check/checkSchemas.ts can refuse one as a screen's `open`.
 */
const MUTATING: ReadonlySet<EndpointName> = new Set<EndpointName>([
  'storeScore',
  'loanPush',
  'altPush',
  'bindCard',
  'changeCard',
  'uploadProblemImage',
  'problemSave',
  'saveScore',
  'generatePayUrl',
  'legacyCommit',
  'legacyConfirm',
  'legacyResend',
  'getSms',
  'register',
]);

export const isMutating = (name: EndpointName): boolean => MUTATING.has(name);

/** The path as the server sees it (base path included): what the sandbox and the tests match. */
export function endpointPath(name: EndpointName): string {
  const e: Endpoint = endpoints[name];
  return (e.underBasePath ? developer.basePath : '') + e.path;
}

/** An msw pattern for the endpoint on any origin. */
export const endpointPattern = (name: EndpointName): string => `*${endpointPath(name)}`;
