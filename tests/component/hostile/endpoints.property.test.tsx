// Property tests per opening endpoint (issue 13): the real screen, rendered against the sandbox with a
// hostile answer drawn from the endpoint's shape in schemas/api/, never throws, never goes blank (its
// title or the failure message with Retry is there), never shows ₱0 for an amount it did not get and
// never puts the answer's HTML into the page.
import { cleanup, screen, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { http, HttpResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { resetSandbox } from '../../../src/sandbox/handlers';
import messages from '../../../schemas/messages.json';
import { hostileFrom, type Schema } from './hostileAnswers';
import repaymentOfPeriod from '../../../schemas/api/repaymentOfPeriod.json';
import repaymentOfDelay from '../../../schemas/api/repaymentOfDelay.json';
import loanFailurePage from '../../../schemas/api/loanFailurePage.json';
import bankCardInit from '../../../schemas/api/bankCardInit.json';
import loanDetails from '../../../schemas/api/loanDetails.json';
import complaintInit from '../../../schemas/api/complaintInit.json';
import complaintList from '../../../schemas/api/complaintList.json';
import complaintDetail from '../../../schemas/api/complaintDetail.json';
import loanConfirm from '../../../schemas/api/loanConfirm.json';
import loanContracts from '../../../schemas/api/loanContracts.json';
import loanAltConfirm from '../../../schemas/api/loanAltConfirm.json';
import contactKfInfo from '../../../schemas/api/contactKfInfo.json';
import legacyRepaymentWay from '../../../schemas/api/legacyRepaymentWay.json';

/** Runs per endpoint: enough to meet every kind of hostile field, few enough to keep the suite fast. */
const RUNS = 25;

interface Endpoint {
  name: string;
  route: string;
  path: string;
  code: number | string;
  schema: Schema;
  /** Where the envelope keeps its data (the /gopia calls keep it under `attach`). */
  dataKey?: 'data' | 'attach';
  /** The amount the answer carried, where the screen shows one. */
  amountOf?: (data: unknown) => unknown;
}

const field = (data: unknown, ...keys: string[]): unknown =>
  keys.reduce<unknown>(
    (v, k) =>
      v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>)[k] : undefined,
    data,
  );

const isZero = (value: unknown) => /^0+(\.0+)?$/.test(String(value));

/** How many amounts in the answer are zero: each may rightly be shown as ₱0 (a plan's rows, say). */
function zeroAmounts(data: unknown, key = ''): number {
  if (Array.isArray(data)) return data.reduce<number>((n, v) => n + zeroAmounts(v, key), 0);
  if (data && typeof data === 'object')
    return Object.entries(data).reduce((n, [k, v]) => n + zeroAmounts(v, k), 0);
  return /amount/i.test(key) && isZero(data) ? 1 : 0;
}

const ENDPOINTS: Endpoint[] = [
  {
    name: 'loan-play-detail (/repaymentOfPeriod)',
    route: '/repaymentOfPeriod?productId=1&orderId=9',
    path: '/v3/installment/loan-play-detail',
    code: 0,
    schema: repaymentOfPeriod as Schema,
    amountOf: (d) => field(d, 'repayAmount'),
  },
  {
    name: 'pettypy (/repaymentOfDelay)',
    route: '/repaymentOfDelay?productId=1&orderId=9',
    path: '/figures/pettypy',
    code: 0,
    schema: repaymentOfDelay as Schema,
    amountOf: (d) => field(d, 'delayInfo', 'delayAmount'),
  },
  {
    name: 'scholarships (/loginFailure)',
    route: '/loginFailure',
    path: '/panda/honey/scholarships',
    code: '00',
    schema: loanFailurePage as Schema,
  },
  {
    name: 'card-init (/bindBank)',
    route: '/bindBank?productId=7',
    path: '/user-bank/card-init',
    code: '00',
    schema: bankCardInit as Schema,
  },
  {
    name: 'loan-details (/loanDetails)',
    route: '/loanDetails?productId=1&orderId=174',
    path: '/v3/loan-details/loan-details',
    code: 0,
    schema: loanDetails as Schema,
  },
  {
    name: 'problem-init (/complaint)',
    route: '/complaint?orderId=174',
    path: '/user-problem/problem-init',
    code: '00',
    schema: complaintInit as Schema,
  },
  {
    name: 'problem-list (/complaintList)',
    route: '/complaintList',
    path: '/user-problem/problem-list',
    code: '00',
    schema: complaintList as Schema,
  },
  {
    name: 'problem-detail (/complainDetails)',
    route: '/complainDetails?problemId=5',
    path: '/user-problem/problem-detail',
    code: '00',
    schema: complaintDetail as Schema,
  },
  {
    name: 'loan-detail-confirm (/confirmLoan)',
    route: '/confirmLoan?productId=2',
    path: '/v3/loan-confirm/loan-detail-confirm',
    code: '00',
    schema: loanConfirm as Schema,
    amountOf: (d) => field(d, 'amount'),
  },
  {
    name: 'contract (/confirmLoan, its agreements)',
    route: '/confirmLoan?productId=2',
    path: '/v3/contract/contract',
    code: '00',
    schema: loanContracts as Schema,
  },
  {
    name: 'satire (/confirmLoanAlt)',
    route: '/confirmLoanAlt?productId=2',
    path: '/gopia/goya/satire',
    code: '00',
    dataKey: 'attach',
    schema: loanAltConfirm as Schema,
    amountOf: (d) => field(d, 'amount'),
  },
  {
    name: 'contact-kf-info (/customerService)',
    route: '/customerService',
    path: '/user-problem/contact-kf-info',
    code: '00',
    schema: contactKfInfo as Schema,
  },
  {
    name: 'repayment-way (/legacyRepayment)',
    route: '/legacyRepayment?orderId=174&amount=5234',
    path: '/repayment/repayment-way',
    code: 0,
    schema: legacyRepaymentWay as Schema,
  },
];

const cases: Record<string, number> = {};
/** How many of them the screen refused with Retry; the rest it rendered. */
const refused: Record<string, number> = {};
beforeAll(async () => {
  await Promise.all([
    import('../../../src/screens/repayment/RepaymentView'),
    import('../../../src/screens/loan/LoginFailure'),
    import('../../../src/screens/bank/BindBank'),
    import('../../../src/screens/loan/OrderDetails'),
    import('../../../src/screens/complaints/ComplaintHome'),
    import('../../../src/screens/complaints/ComplaintList'),
    import('../../../src/screens/complaints/ComplaintDetail'),
    import('../../../src/screens/loan/ConfirmLoan'),
    import('../../../src/screens/loan/ConfirmLoanAlt'),
    import('../../../src/screens/site/CustomerService'),
    import('../../../src/screens/legacy/LegacyRepayment'),
  ]);
}, 60_000);
afterAll(() => {
  const table = Object.keys(cases).map((name) => `${name}: ${cases[name]} (refused ${refused[name] ?? 0})`);
  console.info(`hostile answers per endpoint:\n${table.join('\n')}`);
});

/** The page is settled when no loading indicator is left and it shows a heading or a Retry. */
async function settled(hits: () => number) {
  await waitFor(
    () => {
      expect(hits()).toBeGreaterThan(0);
      expect(screen.queryAllByRole('status', { name: messages.loading })).toEqual([]);
      const shown =
        screen.queryAllByRole('heading').length +
        screen.queryAllByRole('button', { name: messages.retry }).length;
      expect(shown).toBeGreaterThan(0);
    },
    // A busy machine: the first render of a screen also compiles its module.
    { timeout: 15_000 },
  );
}

describe.each(ENDPOINTS)('hostile answers of $name', (endpoint) => {
  it(`never crash, blank the page, show a missing amount as ₱0 or inject HTML (${RUNS} answers)`, async () => {
    const crashes = vi.spyOn(console, 'error');
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await fc.assert(
      fc.asyncProperty(hostileFrom(endpoint.schema), async (data) => {
        cases[endpoint.name] = (cases[endpoint.name] ?? 0) + 1;
        let hits = 0;
        server.use(
          http.all(`*/tender${endpoint.path}`, () => {
            hits += 1;
            return HttpResponse.json({
              code: endpoint.code,
              message: 'ok',
              [endpoint.dataKey ?? 'data']: data,
            });
          }),
        );
        try {
          renderRoute(endpoint.route);
          await settled(() => hits);
          if (screen.queryByRole('button', { name: messages.retry }))
            refused[endpoint.name] = (refused[endpoint.name] ?? 0) + 1;
          expect(screen.queryByRole('heading', { name: messages.crashTitle })).toBeNull();
          expect(crashes.mock.calls.filter((c) => String(c[0]).includes('screen crashed'))).toEqual([]);
          expect(document.body.querySelector('script, [onerror], [onload]')).toBeNull();
          expect((window as { __injected?: unknown }).__injected).toBeUndefined();
          // The page's amount shows ₱0 only when it is zero: with a non-zero one, every ₱0 on the
          // page is another amount of the answer that is zero.
          const zerosShown = screen.queryAllByText('₱0').length;
          if (endpoint.amountOf && zerosShown && !isZero(endpoint.amountOf(data)))
            expect(zerosShown).toBeLessThanOrEqual(zeroAmounts(data));
        } finally {
          cleanup();
          server.resetHandlers();
          resetSandbox();
          localStorage.clear();
          sessionStorage.clear();
        }
      }),
      { numRuns: RUNS },
    );
    crashes.mockRestore();
    expect(cases[endpoint.name]).toBe(RUNS);
  }, 120_000);
});
