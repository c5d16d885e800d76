// Every address of CONTRACT.md section 2, derived from the route table (src/app/routeTable.ts), with
// sandbox parameters that make each screen load data. A route the table gains is listed at once, by
// its bare path, until a sample query is given for it here.
import { inAppTable, promoTable, siteTable, type RouteEntry } from '../../src/app/routeTable';

/** Page queries that make the sandbox answer with data; two for a path show two of its states. */
const SAMPLE_QUERIES: Record<string, string[]> = {
  '/repaymentOfCode': [
    '?showType=1&payCode=PA2026112200174&repayAmount=5234',
    '?showType=2&payCode=PA2026112200174&payCodeImg=%2Frepayment%2Fqr-sample.svg&repayAmount=5234',
  ],
  '/repaymentOfPeriod': ['?productId=1&orderId=174'],
  '/repaymentOfDelay': ['?productId=1&orderId=174'],
  '/delayedRepayment': ['?productId=1&orderId=174'],
  '/legacyRepayment': ['?orderId=174&amount=5234'],
  '/confirmLoan': ['?productId=1'],
  '/confirmLoanAlt': ['?productId=1'],
  '/loanDetails': ['?productId=1&orderId=174'],
  '/orderDetails': ['?productId=1&orderId=200'],
  '/bindBank': ['?product_id=1'],
  '/complaint': ['?orderId=174'],
  '/complainPageNext': ['?problemType=2&problemSonType=&orderNo=174'],
  '/complainDetails': ['?problemId=1'],
};

/** The same for the funnel's hash routes. */
const PROMO_QUERIES: Record<string, string[]> = {
  '/register': ['?id=7&user_from=fb&utm_tag=summer&app_from=ios'],
  '/downloadTemplate': ['?id=7'],
  '/agreementTemplate': ['?id=7'],
};

const withSamples = (path: string, queries: Record<string, string[]>) =>
  (queries[path] ?? ['']).map((query) => `${path}${query}`);

/** The addresses of a route table: history routes as they are, funnel routes under /promo/#. */
export function addressesOf(table: {
  site: readonly RouteEntry[];
  inApp: readonly RouteEntry[];
  promo: readonly RouteEntry[];
}): string[] {
  return [
    ...[...table.site, ...table.inApp].flatMap(({ path }) => withSamples(path, SAMPLE_QUERIES)),
    ...table.promo.flatMap(({ path }) => withSamples(path, PROMO_QUERIES).map((a) => `/promo/#${a}`)),
  ];
}

export const routes = addressesOf({ site: siteTable, inApp: inAppTable, promo: promoTable });

const inAppPaths = new Set<string>(inAppTable.map((entry) => entry.path));
/** Whether an address of the route list is an in-app page (its path, without its query). */
export const isInApp = (address: string) => inAppPaths.has(new URL(address, 'http://host').pathname);
