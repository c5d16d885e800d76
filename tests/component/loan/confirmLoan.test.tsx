import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { installNativeBack } from '../../../src/platform/bridge';
import { nativeApp, recordCalls, untilTappable, warmScreens, watchBrowser } from './helpers';
import { endpointPattern } from '../../../src/platform/endpoints';

beforeAll(async () => {
  installNativeBack();
  await warmScreens();
}, 60000);
afterEach(() => {
  vi.restoreAllMocks();
});

const SESSION = 'sessionId=s-42&deviceId=D-1';

async function dialogNamed(name: string) {
  const dialog = await screen.findByRole('dialog', { name });
  const first = within(dialog).getAllByRole('button')[0];
  if (first) await untilTappable(first);
  return dialog;
}

function nativeBack(): boolean {
  let handled = false;
  act(() => {
    handled = (window as unknown as { onNativeBack: () => boolean }).onNativeBack();
  });
  return handled;
}

describe('confirm loan V3', () => {
  it('shows product, amount in pesos, term in days, rate, details, plan and agreement links', async () => {
    const calls = recordCalls('loanConfirm');
    const contracts = recordCalls('contracts');
    renderRoute('/confirmLoan?productId=2');
    const amount = await screen.findByRole('group', { name: 'Loan amount' });
    expect(within(amount).getByText('₱12.000')).toBeInTheDocument();
    expect(calls[0]?.params.productId).toBe('2');
    expect(screen.getByText('Bayanihan Cash')).toBeInTheDocument();
    expect(screen.getByText('91 days')).toBeInTheDocument();
    expect(screen.getByText(/Daily interest 0.05%/)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Loan details' });
    expect(within(details).getByText('Service fee')).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: 'Repayment plan' });
    expect(within(plan).getByText('Installment 3')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Loan Agreement' })).toBeInTheDocument();
    expect(contracts[0]?.method).toBe('GET');
    expect(contracts[0]?.params).toMatchObject({ productId: '2', scene: '3' });
  });

  it('the agreement box starts checked; unchecking disables Confirm Apply and nothing is sent', async () => {
    const user = userEvent.setup();
    const pushes = recordCalls('loanPush');
    renderRoute('/confirmLoan?productId=2');
    const box = await screen.findByRole('checkbox', { name: /agree/i });
    expect(box).toBeChecked();
    const confirm = screen.getByRole('button', { name: 'Confirm Apply' });
    expect(confirm).toBeEnabled();
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(pushes).toHaveLength(0);
  });

  it('without popAgreementUrl, Confirm Apply pushes once and replaces the page with the loan details in the app', async () => {
    const user = userEvent.setup();
    const pushes = recordCalls('loanPush');
    const { router } = renderRoute(`/confirmLoan?productId=2&${SESSION}`);
    const confirm = await screen.findByRole('button', { name: 'Confirm Apply' });
    await user.dblClick(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/loanDetails'));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.params).toMatchObject({
      amount: '12000',
      periods: '91',
      termUnit: '1',
      productId: '2',
    });
    const query = new URLSearchParams(router.state.location.search);
    expect(query.get('orderId')).toBe('151');
    expect(query.get('from')).toBe('confirm');
    expect(query.get('sessionId')).toBe('s-42');
    expect(screen.queryByRole('dialog', { name: 'Loan agreement' })).not.toBeInTheDocument();
  });

  it('an absolute detail address is followed with the common params and from=confirm, replacing the page', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    server.use(
      http.post(endpointPattern('loanPush'), () =>
        HttpResponse.json({
          code: '00',
          message: 'ok',
          data: { lendDetailsUrl: 'https://h5.example.com/detail?id=9' },
        }),
      ),
    );
    renderRoute(`/confirmLoan?productId=2&${SESSION}`);
    await user.click(await screen.findByRole('button', { name: 'Confirm Apply' }));
    await waitFor(() => expect(nav.replace).toHaveBeenCalledTimes(1));
    const url = new URL(nav.replace.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe('https://h5.example.com/detail');
    expect(url.searchParams.get('id')).toBe('9');
    expect(url.searchParams.get('from')).toBe('confirm');
    expect(url.searchParams.get('sessionId')).toBe('s-42');
  });

  it('with popAgreementUrl, the agreement modal embeds it; Cancel closes, Agree pushes', async () => {
    const user = userEvent.setup();
    const pushes = recordCalls('loanPush');
    const { router } = renderRoute('/confirmLoan?productId=1');
    await user.click(await screen.findByRole('button', { name: 'Confirm Apply' }));
    let dialog = await dialogNamed('Loan agreement');
    expect(within(dialog).getByTitle('Loan agreement')).toHaveAttribute(
      'src',
      expect.stringMatching(/\/loanAgreement$/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Loan agreement' })).not.toBeInTheDocument(),
    );
    expect(pushes).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Confirm Apply' }));
    dialog = await dialogNamed('Loan agreement');
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loanDetails'));
    expect(pushes).toHaveLength(1);
  });

  it('does not embed an agreement address that is not http(s)', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(endpointPattern('loanConfirm'), () =>
        HttpResponse.json({
          code: '00',
          message: 'ok',
          data: { amount: 3000, popAgreementUrl: 'javascript:alert(1)' },
        }),
      ),
    );
    renderRoute('/confirmLoan?productId=9');
    await user.click(await screen.findByRole('button', { name: 'Confirm Apply' }));
    const dialog = await dialogNamed('Loan agreement');
    expect(within(dialog).queryByTitle('Loan agreement')).not.toBeInTheDocument();
    expect(within(dialog).getByText('This agreement cannot be shown here.')).toBeInTheDocument();
  });

  it('a failed push shows the server message and lets the person try again', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/confirmLoan?productId=pushfail');
    const confirm = await screen.findByRole('button', { name: 'Confirm Apply' });
    await user.click(confirm);
    expect(
      await screen.findByText('Your loan could not be submitted. Please try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirmLoan');
    await waitFor(() => expect(confirm).toBeEnabled());
  });

  it('a detail address that is not http(s) is refused with a message and Confirm Apply works again', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    server.use(
      http.post(endpointPattern('loanPush'), () =>
        HttpResponse.json({ code: '00', message: 'ok', data: { lendDetailsUrl: 'javascript:alert(1)' } }),
      ),
    );
    const { router } = renderRoute('/confirmLoan?productId=2');
    const confirm = await screen.findByRole('button', { name: 'Confirm Apply' });
    await user.click(confirm);
    expect(await screen.findByText('This link cannot be opened.')).toBeInTheDocument();
    expect(nav.replace).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/confirmLoan');
    await waitFor(() => expect(confirm).toBeEnabled());
  });

  it('tapping an agreement fetches its address and follows it', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    const jumps = recordCalls('contractJump');
    renderRoute('/confirmLoan?productId=2&orderId=55');
    await user.click(await screen.findByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith(expect.stringMatching(/\/privacyPolicy$/)));
    expect(jumps[0]?.params).toMatchObject({ productId: '2', scene: '3', position: '2', orderId: '55' });
  });

  it('the iOS back action opens the Point out popup when isPopType is 1; Agree stays, Cancel closes the webview', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    renderRoute('/confirmLoan?productId=1');
    await screen.findByRole('button', { name: 'Confirm Apply' });
    // The back handler is registered by an effect just after the page first shows.
    await waitFor(() => expect(nativeBack()).toBe(true));
    let dialog = await dialogNamed('Point out');
    expect(within(dialog).getByText(/Only one step left/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Point out' })).not.toBeInTheDocument());
    expect(native.calls.map((c) => c.name)).not.toContain('closeWebView');

    expect(nativeBack()).toBe(true);
    dialog = await dialogNamed('Point out');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(native.calls).toContainEqual({ name: 'closeWebView', payload: {} });
    native.remove();
  });

  it('the iOS back action is left to the app when isPopType is not 1', async () => {
    renderRoute('/confirmLoan?productId=2');
    await screen.findByRole('button', { name: 'Confirm Apply' });
    expect(nativeBack()).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Point out' })).not.toBeInTheDocument();
  });

  it('a failed load shows the server message and a retry; a malformed one is told in plain words', async () => {
    const first = renderRoute('/confirmLoan?productId=fail');
    expect(await screen.findByText('This product is not available right now.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    first.unmount();
    renderRoute('/confirmLoan?productId=bad');
    expect(await screen.findByText(/could not read/)).toBeInTheDocument();
  });
});
