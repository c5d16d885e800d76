import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../support/server';
import { renderRoute } from '../../support/render';
import { http, HttpResponse } from 'msw';
import { browser } from '../../../src/platform/browser';
import { endpointPattern, endpointPath } from '../../../src/platform/endpoints';
import repayment from '../../../schemas/screens/repayment.json';
import byCode from '../../../schemas/screens/repaymentOfCode.json';
import savedInfo from '../../../schemas/screens/repaymentOfCode2.json';
import messages from '../../../schemas/messages.json';
import { money, sandboxAnswer } from '../../support/staff';
import { expectAnswerFailureSaid } from '../../support/openingFailure';

// Labels, messages and the folding limit come from the schemas, so a staff edit keeps this green.
const { texts, limits } = repayment;

// antd's Popup animates in with pointer-events off; a person taps once it is open.
const popupUser = () => userEvent.setup({ pointerEventsCheck: 0 });

type Seen = { path: string; body: URLSearchParams };
function record(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', async ({ request }) => {
    const body =
      request.method === 'POST' ? new URLSearchParams(await request.clone().text()) : new URLSearchParams();
    seen.push({ path: new URL(request.url).pathname, body });
  });
  return seen;
}

/** Answers the period call with this data, as an outside backend would. */
function answerPeriod(data: Record<string, unknown>) {
  server.use(
    http.post(endpointPattern('repaymentPeriod'), () => HttpResponse.json({ code: 0, message: 'ok', data })),
  );
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('period repayment page', () => {
  it('shows date, amount, product and the detail list folded to its configured rows with more / hide', async () => {
    const user = userEvent.setup();
    const rows = (
      (await sandboxAnswer('repaymentPeriod', { productId: '1', orderId: '174' })).detail as {
        text: string;
      }[]
    ).map((row) => row.text);
    expect(rows.length).toBeGreaterThan(limits.foldedRows);
    renderRoute('/repaymentOfPeriod?productId=1&orderId=174');
    expect(await screen.findByText(money(5234))).toBeInTheDocument();
    expect(screen.getByText('2026-12-05')).toBeInTheDocument();
    expect(screen.getByText('PesoAgad Cash')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Pay before 5 PM');
    for (const row of rows.slice(0, limits.foldedRows)) expect(screen.getByText(row)).toBeInTheDocument();
    for (const row of rows.slice(limits.foldedRows)) expect(screen.queryByText(row)).toBeNull();
    await user.click(screen.getByRole('button', { name: texts.more }));
    for (const row of rows) expect(screen.getByText(row)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.hide }));
    expect(screen.queryByText(rows.at(-1) as string)).toBeNull();
  });

  it('hides the instruction banner unless isShowReyTop is 1', async () => {
    renderRoute('/repaymentOfPeriod?productId=1&orderId=quiet');
    await screen.findByText(money(5234));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('picks the first channel, then pays through generate-vcode and goes to the pay address', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const seen = record();
    const user = popupUser();
    renderRoute('/repaymentOfPeriod?productId=1&orderId=174');
    await user.click(await screen.findByRole('button', { name: texts.paymentMethod }));
    const picker = await screen.findByRole('dialog', { name: texts.chooseChannel });
    expect(within(picker).getByRole('radio', { name: 'GCash' })).toBeChecked();
    await user.click(within(picker).getByRole('radio', { name: 'Maya' }));
    await user.click(within(picker).getByRole('button', { name: texts.payment }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://pay.example.com/checkout?ref=174-90007'),
    );
    const body = Object.fromEntries(seen.find((s) => s.path.endsWith('/generate-vcode'))?.body ?? []);
    expect(body).toEqual({ productId: '1', orderId: '174', amount: '5234', channelNumber: '90007' });
  });

  it('refuses a javascript: pay address with a message', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = popupUser();
    renderRoute('/repaymentOfPeriod?productId=1&orderId=javascript');
    await user.click(await screen.findByRole('button', { name: texts.paymentMethod }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.payment }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.unsafeUrl));
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the server message and a retry when the details cannot be loaded', async () => {
    renderRoute('/repaymentOfPeriod?productId=1&orderId=fail');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(texts.loadFailed);
    expectAnswerFailureSaid(repayment.opens.period, alert, 'This order cannot be repaid online right now');
    expect(await screen.findByRole('button', { name: messages.retry })).toBeInTheDocument();
  });

  it('copies the default pay code and opens its steps with the info saved for the code page', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/repaymentOfPeriod?productId=1&orderId=174');
    await user.click(await screen.findByRole('button', { name: messages.copy }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.copySuccess));
    await user.click(screen.getByRole('button', { name: texts.steps }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repaymentOfCode2'));
    expect(await screen.findByText(savedInfo.texts.contractNumber)).toBeInTheDocument();
    expect(screen.getByText(money(5234))).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'At the 7-Eleven counter' })).toBeInTheDocument();
  });

  it('shows the barcode of the pay code in a popup', async () => {
    const user = userEvent.setup();
    renderRoute('/repaymentOfPeriod?productId=1&orderId=174');
    await user.click(await screen.findByRole('button', { name: texts.barcode }));
    expect(await screen.findByRole('dialog', { name: texts.barcodeTitle })).toBeInTheDocument();
  });
});

describe('extension page', () => {
  it('shows the extension title, fee, next date and plan, and pays with isDelay=1', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const seen = record();
    const user = popupUser();
    renderRoute('/delayedRepayment?productId=1&orderId=174');
    expect(await screen.findByRole('heading', { name: 'Extend your loan by 7 days' })).toBeInTheDocument();
    expect(screen.getByText(money(1180))).toBeInTheDocument();
    expect(screen.getByText(texts.nextPaymentDate)).toBeInTheDocument();
    expect(screen.getByText('Interest due now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.paymentMethod }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: texts.payment }));
    await waitFor(() =>
      expect(seen.find((s) => s.path.endsWith('/generate-vcode'))?.body.get('isDelay')).toBe('1'),
    );
    expect(seen.some((s) => s.path.endsWith(endpointPath('repaymentDelay')))).toBe(true);
  });

  it('the code page shows the extension fee as the total', async () => {
    const user = userEvent.setup();
    renderRoute('/repaymentOfDelay?productId=1&orderId=174');
    await user.click(await screen.findByRole('button', { name: texts.steps }));
    expect(await screen.findByText(savedInfo.texts.total)).toBeInTheDocument();
    expect(screen.getByText(money(1180))).toBeInTheDocument();
  });
});

describe('repayment by code', () => {
  it('type 1 shows the amount and the code with its copy button', async () => {
    const user = userEvent.setup();
    renderRoute('/repaymentOfCode?showType=1&payCode=PA123&repayAmount=5234');
    expect(await screen.findByText(money(5234))).toBeInTheDocument();
    expect(screen.getByText('PA123')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: messages.copy }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.copySuccess));
  });

  it('type 2 shows the QR image and every scanning tip, and refuses an unsafe image address', async () => {
    renderRoute('/repaymentOfCode?showType=2&payCodeImg=%2Frepayment%2Fqr-sample.svg&repayAmount=100');
    expect(await screen.findByRole('img', { name: byCode.texts.qrAlt })).toHaveAttribute(
      'src',
      '/repayment/qr-sample.svg',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(byCode.data.tips.length);
  });

  it('does not load a javascript: image', async () => {
    renderRoute('/repaymentOfCode?showType=2&payCodeImg=javascript%3Aalert(1)');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: byCode.texts.qrAlt })).toBeNull();
  });

  it('the saved-info page says so when nothing was saved', async () => {
    renderRoute('/repaymentOfCode2');
    expect(await screen.findByRole('alert')).toHaveTextContent(savedInfo.texts.empty);
  });
});

describe('what a real backend may send', () => {
  it('renders a period answer whose optional fields are null or PHP empty arrays', async () => {
    answerPeriod({
      repayAmount: '5234.50',
      repayDate: '2026-01-31',
      productName: 'Cash Plus',
      productLogo: null,
      detail: [{ text: 'Principal', value: 5000 }],
      repayList: [{ name: 'GCash', logo: null, channel_number: 90006 }],
      noticeMsg: null,
      isShowReyTop: null,
      delayInfo: null,
      defDetail: [],
    });
    renderRoute('/repaymentOfPeriod?productId=1&orderId=9');
    expect(await screen.findByText(money('5234.50'))).toBeInTheDocument();
    expect(screen.getByText('5000')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByRole('button', { name: messages.copy })).toBeNull();
    expect(screen.getByRole('button', { name: texts.paymentMethod })).toBeEnabled();
  });

  it('shows an amount the server already formatted in its own writing in the money format', async () => {
    answerPeriod({ repayAmount: '5,234.00', repayList: [] });
    renderRoute('/repaymentOfPeriod?productId=1&orderId=9');
    expect(await screen.findByText(money('5234.00'))).toBeInTheDocument();
  });

  it('reads pay notices whose steps are objects or whose groups come as lists', async () => {
    const user = userEvent.setup();
    answerPeriod({
      repayAmount: 100,
      defDetail: {
        payCode: 77001,
        payNotice: [
          [{ name: 'Over the counter', list: [{ text: 'Say the code.' }, 'Pay in cash.'] }],
          { name: 'Online', list: ['Open your bank app.'] },
        ],
      },
    });
    renderRoute('/repaymentOfPeriod?productId=1&orderId=9');
    await user.click(await screen.findByRole('button', { name: texts.steps }));
    expect(await screen.findByRole('heading', { name: 'Over the counter' })).toBeInTheDocument();
    expect(screen.getByText('Say the code.')).toBeInTheDocument();
    expect(screen.getByText('Pay in cash.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Online' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '77001' })).toBeInTheDocument();
  });
});

describe('the default-pay box and the saved-info page', () => {
  it('opens the code page when the box itself is tapped, not only its button', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/repaymentOfPeriod?productId=1&orderId=174');
    await user.click(await screen.findByText('Pay at 7-Eleven with a reference number'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repaymentOfCode2'));
    expect(await screen.findByText(savedInfo.texts.total)).toBeInTheDocument();
  });

  it("copies without leaving when the box's copy button is tapped, and shows the barcode in place", async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/repaymentOfPeriod?productId=1&orderId=174');
    await user.click(await screen.findByRole('button', { name: messages.copy }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.copySuccess));
    await user.click(screen.getByRole('button', { name: texts.barcode }));
    expect(await screen.findByRole('dialog', { name: texts.barcodeTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/repaymentOfPeriod');
  });

  it('copies the contract number when the number itself is tapped', async () => {
    const user = userEvent.setup();
    renderRoute('/repaymentOfPeriod?productId=1&orderId=174');
    await user.click(await screen.findByRole('button', { name: texts.steps }));
    await user.click(await screen.findByRole('button', { name: 'PA202600000174' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.copySuccess));
  });
});

describe('extension plan and payment', () => {
  it('shows the whole plan, each amount formatted like the fee and each time on its own', async () => {
    server.use(
      http.post(endpointPattern('repaymentDelay'), () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: {
            delayInfo: { title: 'Extend 7 days', delayAmount: '1180' },
            repayDate: '2026-12-12',
            repayPlan: [
              { title: 'Interest', amount: 780, time: '2026-11-22', remark: 'today' },
              { title: 'Fee', amount: '400', time: '2026-11-22', remark: 'today' },
              { title: 'Full repayment', amount: 5234, time: '2026-12-12', remark: 'new due date' },
            ],
            repayList: [{ name: 'GCash', channel_number: '90006' }],
          },
        }),
      ),
    );
    renderRoute('/repaymentOfDelay?productId=1&orderId=174');
    expect(await screen.findByText('Full repayment')).toBeInTheDocument();
    expect(screen.getByText(money(5234))).toBeInTheDocument();
    expect(screen.getByText('₱780')).toBeInTheDocument();
    expect(screen.getAllByText('2026-11-22')).toHaveLength(2);
    expect(screen.getByText('new due date')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.more })).toBeNull();
  });

  it('keeps the picker open and its pay button usable after a refused pay address', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = popupUser();
    renderRoute('/repaymentOfPeriod?productId=1&orderId=javascript');
    await user.click(await screen.findByRole('button', { name: texts.paymentMethod }));
    const picker = await screen.findByRole('dialog', { name: texts.chooseChannel });
    await user.click(within(picker).getByRole('button', { name: texts.payment }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.unsafeUrl));
    expect(within(picker).getByRole('button', { name: texts.payment })).toBeEnabled();
    expect(screen.getByRole('dialog', { name: texts.chooseChannel })).toBeVisible();
  });
});

describe('money on the extension page (issue 15)', () => {
  it("shows the sandbox's plan amounts, sent already formatted, with one peso sign each", async () => {
    renderRoute('/repaymentOfDelay?productId=1&orderId=174');
    const plan = await screen.findByRole('heading', { name: texts.plan });
    const rows = within(plan.closest('section') as HTMLElement).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('₱780'),
      expect.stringContaining('₱400'),
      expect.stringContaining('₱5.234'),
    ]);
    expect(within(rows[0] as HTMLElement).getByText('₱780')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('₱₱');
  });

  it('never shows a missing or unreadable amount as ₱0', async () => {
    server.use(
      http.post('*/tender/figures/pettypy', () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: {
            // The extension amount itself is there (without it the page refuses the answer); the
            // plan rows are what lack a readable amount.
            delayInfo: { title: 'Extend 7 days', delayAmount: 780 },
            repayDate: '2026-12-12',
            repayPlan: [
              { title: 'Interest', amount: 'n/a', time: '2026-11-22' },
              { title: 'Fee', time: '2026-11-22' },
            ],
            repayList: [],
          },
        }),
      ),
    );
    renderRoute('/repaymentOfDelay?productId=1&orderId=174');
    expect(await screen.findByText('Interest')).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/₱\s*0(?![.,\d])/);
    expect(document.body.textContent).not.toContain('₱n/a');
  });
});

describe('QR image address', () => {
  it('decodes an address that came encoded twice', async () => {
    const twice = encodeURIComponent(encodeURIComponent('https://cdn.example.com/qr/1.png'));
    renderRoute(`/repaymentOfCode?showType=2&payCodeImg=${twice}&repayAmount=100`);
    expect(await screen.findByRole('img', { name: byCode.texts.qrAlt })).toHaveAttribute(
      'src',
      'https://cdn.example.com/qr/1.png',
    );
  });

  it('shows base64 image data, with the + the query turned into a space put back', async () => {
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    renderRoute(`/repaymentOfCode?showType=2&payCodeImg=${png}&repayAmount=100`);
    expect(await screen.findByRole('img', { name: byCode.texts.qrAlt })).toHaveAttribute(
      'src',
      `data:image/png;base64,${png}`,
    );
  });
});
