import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../support/server';
import { renderRoute } from '../../support/render';
import { browser } from '../../../src/platform/browser';

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

afterEach(() => {
  server.events.removeAllListeners();
  vi.restoreAllMocks();
});

describe('period repayment page', () => {
  it('shows date, amount, product and the detail list folded to 2 rows with more / hide', async () => {
    const user = userEvent.setup();
    renderRoute('/repaymentOfPeriod?productId=1&orderId=174');
    expect(await screen.findByText('₱5.234')).toBeInTheDocument();
    expect(screen.getByText('2026-12-05')).toBeInTheDocument();
    expect(screen.getByText('PesoAgad Cash')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Pay before 5 PM');
    expect(screen.getByText('Principal')).toBeInTheDocument();
    expect(screen.getByText('Interest')).toBeInTheDocument();
    expect(screen.queryByText('Service fee')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'more' }));
    expect(screen.getByText('Late fee')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'hide' }));
    expect(screen.queryByText('Late fee')).toBeNull();
  });

  it('hides the instruction banner unless isShowReyTop is 1', async () => {
    renderRoute('/repaymentOfPeriod?productId=1&orderId=quiet');
    await screen.findByText('₱5.234');
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('picks the first channel, then pays through generate-vcode and goes to the pay address', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const seen = record();
    const user = popupUser();
    renderRoute('/repaymentOfPeriod?productId=1&orderId=174');
    await user.click(await screen.findByRole('button', { name: 'Payment Method' }));
    const picker = await screen.findByRole('dialog', { name: 'Choose a payment channel' });
    expect(within(picker).getByRole('radio', { name: 'GCash' })).toBeChecked();
    await user.click(within(picker).getByRole('radio', { name: 'Maya' }));
    await user.click(within(picker).getByRole('button', { name: 'Payment' }));
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
    await user.click(await screen.findByRole('button', { name: 'Payment Method' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Payment' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('This link cannot be opened.'));
    expect(assign).not.toHaveBeenCalled();
  });

  it('shows the server message and a retry when the details cannot be loaded', async () => {
    renderRoute('/repaymentOfPeriod?productId=1&orderId=fail');
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('This order cannot be repaid online right now'),
    );
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('copies the default pay code and opens its steps with the info saved for the code page', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/repaymentOfPeriod?productId=1&orderId=174');
    await user.click(await screen.findByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('copy success'));
    await user.click(screen.getByRole('button', { name: 'How to pay' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/repaymentOfCode2'));
    expect(await screen.findByText('Contract number')).toBeInTheDocument();
    expect(screen.getByText('₱5.234')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'At the 7-Eleven counter' })).toBeInTheDocument();
  });

  it('shows the barcode of the pay code in a popup', async () => {
    const user = userEvent.setup();
    renderRoute('/repaymentOfPeriod?productId=1&orderId=174');
    await user.click(await screen.findByRole('button', { name: 'Show barcode' }));
    expect(await screen.findByRole('dialog', { name: 'Scan at the counter' })).toBeInTheDocument();
  });
});

describe('extension page', () => {
  it('shows the extension title, fee, next date and plan, and pays with isDelay=1', async () => {
    vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const seen = record();
    const user = popupUser();
    renderRoute('/delayedRepayment?productId=1&orderId=174');
    expect(await screen.findByRole('heading', { name: 'Extend your loan by 7 days' })).toBeInTheDocument();
    expect(screen.getByText('₱1.180')).toBeInTheDocument();
    expect(screen.getByText('Next payment date')).toBeInTheDocument();
    expect(screen.getByText('Interest due now')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Payment Method' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Payment' }));
    await waitFor(() =>
      expect(seen.find((s) => s.path.endsWith('/generate-vcode'))?.body.get('isDelay')).toBe('1'),
    );
    expect(seen.some((s) => s.path.endsWith('/tender/figures/pettypy'))).toBe(true);
  });

  it('the code page shows the extension fee as the total', async () => {
    const user = userEvent.setup();
    renderRoute('/repaymentOfDelay?productId=1&orderId=174');
    await user.click(await screen.findByRole('button', { name: 'How to pay' }));
    expect(await screen.findByText('Total payment')).toBeInTheDocument();
    expect(screen.getByText('₱1.180')).toBeInTheDocument();
  });
});

describe('repayment by code', () => {
  it('type 1 shows the amount and the code with Copy', async () => {
    const user = userEvent.setup();
    renderRoute('/repaymentOfCode?showType=1&payCode=PA123&repayAmount=5234');
    expect(await screen.findByText('₱5.234')).toBeInTheDocument();
    expect(screen.getByText('PA123')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('copy success'));
  });

  it('type 2 shows the QR image and five scanning tips, and refuses an unsafe image address', async () => {
    renderRoute('/repaymentOfCode?showType=2&payCodeImg=%2Frepayment%2Fqr-sample.svg&repayAmount=100');
    expect(await screen.findByRole('img', { name: 'Payment QR code' })).toHaveAttribute(
      'src',
      '/repayment/qr-sample.svg',
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
  });

  it('does not load a javascript: image', async () => {
    renderRoute('/repaymentOfCode?showType=2&payCodeImg=javascript%3Aalert(1)');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Payment QR code' })).toBeNull();
  });

  it('the saved-info page says so when nothing was saved', async () => {
    renderRoute('/repaymentOfCode2');
    expect(await screen.findByRole('alert')).toHaveTextContent('No repayment information was found');
  });
});
