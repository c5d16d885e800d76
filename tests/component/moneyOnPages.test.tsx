// Every page that shows money shows it one way (src/ui/moneyText.ts): an amount the server sends as a
// number or as text, in either writing, comes out in the money format of schemas/app.json, so no list
// mixes two notations and no amount is read a thousand times off. Each page gets the sandbox's own
// answer with its amounts replaced, as a backend that writes them differently would send it.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { money, sandboxAnswer } from '../support/staff';
import { untilTappable, warmScreens as warmLoan } from './loan/helpers';
import { warmScreens as warmComplaints } from './complaints/helpers';
import { endpointPattern, type EndpointName } from '../../src/platform/endpoints';
import { endpoints } from '../../src/platform/endpointCatalogue';
import type { Payload } from '../../src/platform/http';
import app from '../../schemas/app.json';
import repayment from '../../schemas/screens/repayment.json';
import savedInfo from '../../schemas/screens/repaymentOfCode2.json';
import confirmLoan from '../../schemas/screens/confirmLoan.json';
import confirmLoanAlt from '../../schemas/screens/confirmLoanAlt.json';

/** 7891 pesos as text in SPEC.md's writing (a dot between thousands), which is not 7.891 pesos. */
const TEXT = '7.891';
const TEXT_SHOWN = money(7891);
const NUMBER = 2345;
const NUMBER_SHOWN = money(NUMBER);
/** A row's value with the currency sign, in the other writing: 2345.50 pesos. */
const ROW = `${app.money.sign}2,345.50`;
const ROW_SHOWN = money('2345.50');

type Data = Record<string, unknown>;

/** The sandbox's answer to a call, changed by `change`, sent in the endpoint's own envelope. */
async function answerChanged(name: EndpointName, payload: Payload, change: (data: Data) => Data) {
  const data = change(await sandboxAnswer(name, payload));
  const { successCode, dataKey } = endpoints[name];
  server.use(
    http.all(endpointPattern(name), () =>
      HttpResponse.json({ code: successCode, message: 'ok', [dataKey]: data }),
    ),
  );
}

const region = (name: string) => screen.getByRole('region', { name });
const sectionOf = async (heading: string) =>
  (await screen.findByRole('heading', { name: heading })).closest('section') as HTMLElement;

beforeAll(async () => {
  await warmLoan();
  await warmComplaints();
}, 60000);

describe('repayment pages', () => {
  const period = { productId: '1', orderId: '174' };

  it('the period page shows a text amount and a detail row with the sign in the money format', async () => {
    await answerChanged('repaymentPeriod', period, (data) => ({
      ...data,
      repayAmount: TEXT,
      detail: [{ text: 'Principal', value: ROW }],
    }));
    renderRoute('/repaymentOfPeriod?productId=1&orderId=174');
    expect(await screen.findByText(TEXT_SHOWN)).toBeInTheDocument();
    expect(within(await sectionOf(repayment.texts.details)).getByText(ROW_SHOWN)).toBeInTheDocument();
  });

  it('the period page shows a number amount in the money format', async () => {
    await answerChanged('repaymentPeriod', period, (data) => ({ ...data, repayAmount: NUMBER }));
    renderRoute('/repaymentOfPeriod?productId=1&orderId=174');
    expect(await screen.findByText(NUMBER_SHOWN)).toBeInTheDocument();
  });

  it("the extension page's plan shows a text and a number amount in one notation, and so does its fee", async () => {
    await answerChanged('repaymentDelay', period, (data) => ({
      ...data,
      delayInfo: { ...(data.delayInfo as Data), delayAmount: TEXT },
      repayPlan: [
        { title: 'Interest', amount: TEXT, time: '2026-11-22' },
        { title: 'Full repayment', amount: NUMBER, time: '2026-12-12' },
      ],
    }));
    renderRoute('/repaymentOfDelay?productId=1&orderId=174');
    const rows = within(await sectionOf(repayment.texts.plan)).getAllByRole('listitem');
    expect(within(rows[0] as HTMLElement).getByText(TEXT_SHOWN)).toBeInTheDocument();
    expect(within(rows[1] as HTMLElement).getByText(NUMBER_SHOWN)).toBeInTheDocument();
    expect(screen.getAllByText(TEXT_SHOWN)).toHaveLength(2);
  });

  it('the saved-info page shows the total it was left as text in the money format', async () => {
    const user = userEvent.setup();
    await answerChanged('repaymentDelay', period, (data) => ({
      ...data,
      delayInfo: { ...(data.delayInfo as Data), delayAmount: TEXT },
    }));
    renderRoute('/repaymentOfDelay?productId=1&orderId=174');
    await user.click(await screen.findByRole('button', { name: repayment.texts.steps }));
    expect(await screen.findByText(savedInfo.texts.total)).toBeInTheDocument();
    expect(screen.getByText(TEXT_SHOWN)).toBeInTheDocument();
  });

  it.each([
    ['the code page', `/repaymentOfCode?showType=1&payCode=PA123&repayAmount=${TEXT}`],
    ['the legacy repayment page', `/legacyRepayment?orderId=174&amount=${TEXT}`],
  ])('%s shows the amount of its address in the money format', async (_page, path) => {
    renderRoute(path);
    expect(await screen.findByText(TEXT_SHOWN)).toBeInTheDocument();
  });
});

describe('loan pages', () => {
  const loan = (data: Data) => ({
    ...data,
    amount: TEXT,
    details: [{ text: 'Service fee', value: ROW }],
    repay_plans: [
      { title: 'Installment 1', amount: NUMBER, pay_time: '2026-12-22' },
      { title: 'Installment 2', amount: TEXT, pay_time: '2027-01-22' },
    ],
  });

  async function expectLoanMoney(texts: { amount: string; details: string; plan: string }) {
    const amount = await screen.findByRole('group', { name: texts.amount });
    expect(within(amount).getByText(TEXT_SHOWN)).toBeInTheDocument();
    expect(within(region(texts.details)).getByText(ROW_SHOWN)).toBeInTheDocument();
    expect(within(region(texts.plan)).getByText(NUMBER_SHOWN)).toBeInTheDocument();
    expect(within(region(texts.plan)).getByText(TEXT_SHOWN)).toBeInTheDocument();
  }

  it('confirm loan V3 shows its amount, detail rows and plan in the money format', async () => {
    await answerChanged('loanConfirm', { productId: '2' }, loan);
    renderRoute('/confirmLoan?productId=2');
    await expectLoanMoney(confirmLoan.texts);
  });

  it('the alternative confirm page shows its amount, detail rows and plan in the money format', async () => {
    const user = userEvent.setup();
    await answerChanged('altConfirm', { productId: '2' }, loan);
    renderRoute('/confirmLoanAlt?productId=2');
    const close = within(await screen.findByRole('dialog', { name: confirmLoanAlt.texts.promo })).getByRole(
      'button',
      { name: confirmLoanAlt.texts.close },
    );
    await untilTappable(close);
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expectLoanMoney(confirmLoanAlt.texts);
  });

  it("order details shows an order row's amount in the money format", async () => {
    await answerChanged('loanDetails', { productId: '1', orderId: '174' }, (data) => ({
      ...data,
      userOrderDetail: { detail: [{ text: 'Loan amount', value: ROW }] },
    }));
    renderRoute('/loanDetails?productId=1&orderId=174');
    expect(await screen.findByText(ROW_SHOWN)).toBeInTheDocument();
  });
});

describe('complaint pages', () => {
  it("the complaint home shows its order row's amount in the money format", async () => {
    await answerChanged('problemInit', { orderId: '174' }, (data) => ({
      ...data,
      orderDetail: { ...(data.orderDetail as Data), list: [{ title: 'Loan amount', value: ROW }] },
    }));
    renderRoute('/complaint?orderId=174');
    expect(await screen.findByText(ROW_SHOWN)).toBeInTheDocument();
  });
});
