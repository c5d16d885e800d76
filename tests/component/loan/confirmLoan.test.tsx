import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { installNativeBack } from '../../../src/platform/bridge';
import { nativeApp, recordCalls, untilTappable, warmScreens, watchBrowser } from './helpers';
import { endpointPattern } from '../../../src/platform/endpoints';
import confirmLoan from '../../../schemas/screens/confirmLoan.json';
import shared from '../../../schemas/messages.json';
import { given, money, sandboxAnswer, shown } from '../../support/staff';

// Labels, dialogs and the term's wording come from the schema, so a staff edit keeps this green.
const { texts, rules } = confirmLoan;
const term = (periods: number, termUnit: number) =>
  shown(given<string>(rules.termText, { termUnit }) as string, { periods });

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
    const amount = await screen.findByRole('group', { name: texts.amount });
    expect(within(amount).getByText(money(12000))).toBeInTheDocument();
    expect(calls[0]?.params.productId).toBe('2');
    expect(screen.getByText('Bayanihan Cash')).toBeInTheDocument();
    expect(screen.getByText(term(91, 1))).toBeInTheDocument();
    expect(screen.getByText(/Daily interest 0.05%/)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: texts.details });
    expect(within(details).getByText('Service fee')).toBeInTheDocument();
    const plan = screen.getByRole('region', { name: texts.plan });
    expect(within(plan).getByText('Installment 3')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Loan Agreement' })).toBeInTheDocument();
    expect(contracts[0]?.method).toBe('GET');
    expect(contracts[0]?.params).toMatchObject({ productId: '2', scene: '3' });
  });

  it('the agreement box starts checked; unchecking disables the confirm button and nothing is sent', async () => {
    const user = userEvent.setup();
    const pushes = recordCalls('loanPush');
    renderRoute('/confirmLoan?productId=2');
    const box = await screen.findByRole('checkbox', { name: texts.agreeLabel });
    expect(box).toBeChecked();
    const confirm = screen.getByRole('button', { name: texts.confirm });
    expect(confirm).toBeEnabled();
    await user.click(box);
    expect(box).not.toBeChecked();
    expect(confirm).toBeDisabled();
    await user.click(confirm);
    expect(pushes).toHaveLength(0);
  });

  it('without popAgreementUrl, confirming pushes once and replaces the page with the loan details in the app', async () => {
    const user = userEvent.setup();
    const pushes = recordCalls('loanPush');
    const { router } = renderRoute(`/confirmLoan?productId=2&${SESSION}`);
    const confirm = await screen.findByRole('button', { name: texts.confirm });
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
    expect(screen.queryByRole('dialog', { name: texts.agreementDialog })).not.toBeInTheDocument();
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
    await user.click(await screen.findByRole('button', { name: texts.confirm }));
    await waitFor(() => expect(nav.replace).toHaveBeenCalledTimes(1));
    const url = new URL(nav.replace.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe('https://h5.example.com/detail');
    expect(url.searchParams.get('id')).toBe('9');
    expect(url.searchParams.get('from')).toBe('confirm');
    expect(url.searchParams.get('sessionId')).toBe('s-42');
  });

  it('with popAgreementUrl, the agreement modal embeds it; cancelling closes, agreeing pushes', async () => {
    const user = userEvent.setup();
    const pushes = recordCalls('loanPush');
    const { router } = renderRoute('/confirmLoan?productId=1');
    await user.click(await screen.findByRole('button', { name: texts.confirm }));
    let dialog = await dialogNamed(texts.agreementDialog);
    expect(within(dialog).getByTitle(texts.agreementFrame)).toHaveAttribute(
      'src',
      expect.stringMatching(/\/loanAgreement$/),
    );
    await user.click(within(dialog).getByRole('button', { name: texts.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: texts.agreementDialog })).not.toBeInTheDocument(),
    );
    expect(pushes).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: texts.confirm }));
    dialog = await dialogNamed(texts.agreementDialog);
    await user.click(within(dialog).getByRole('button', { name: texts.agree }));
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
    await user.click(await screen.findByRole('button', { name: texts.confirm }));
    const dialog = await dialogNamed(texts.agreementDialog);
    expect(within(dialog).queryByTitle(texts.agreementFrame)).not.toBeInTheDocument();
    expect(within(dialog).getByText(texts.agreementUnavailable)).toBeInTheDocument();
  });

  it('a failed push shows the server message and lets the person try again', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/confirmLoan?productId=pushfail');
    const confirm = await screen.findByRole('button', { name: texts.confirm });
    await user.click(confirm);
    expect(
      await screen.findByText('Your loan could not be submitted. Please try again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/confirmLoan');
    await waitFor(() => expect(confirm).toBeEnabled());
  });

  it('a detail address that is not http(s) is refused with a message and the confirm button works again', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    server.use(
      http.post(endpointPattern('loanPush'), () =>
        HttpResponse.json({ code: '00', message: 'ok', data: { lendDetailsUrl: 'javascript:alert(1)' } }),
      ),
    );
    const { router } = renderRoute('/confirmLoan?productId=2');
    const confirm = await screen.findByRole('button', { name: texts.confirm });
    await user.click(confirm);
    expect(await screen.findByText(shared.unsafeUrl)).toBeInTheDocument();
    expect(nav.replace).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/confirmLoan');
    await waitFor(() => expect(confirm).toBeEnabled());
  });

  it('tapping an agreement fetches its address and follows it', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    const jumps = recordCalls('contractJump');
    // The server's second agreement, by the title the sandbox gives it.
    const agreements = (await sandboxAnswer('contracts', { productId: '2', scene: '3' })).data as {
      title: string;
      position: number;
    }[];
    const second = agreements.find((a) => a.position === 2)?.title as string;
    renderRoute('/confirmLoan?productId=2&orderId=55');
    await user.click(await screen.findByRole('link', { name: second }));
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith(expect.stringMatching(/\/privacyPolicy$/)));
    expect(jumps[0]?.params).toMatchObject({ productId: '2', scene: '3', position: '2', orderId: '55' });
  });

  it('the iOS back action opens the retention popup when its rule says so; agreeing stays, cancelling closes the webview', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    renderRoute('/confirmLoan?productId=1');
    await screen.findByRole('button', { name: texts.confirm });
    // The back handler is registered by an effect just after the page first shows.
    await waitFor(() => expect(nativeBack()).toBe(true));
    let dialog = await dialogNamed(texts.retentionTitle);
    expect(within(dialog).getByText(/Only one step left/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: texts.agree }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: texts.retentionTitle })).not.toBeInTheDocument(),
    );
    expect(native.calls.map((c) => c.name)).not.toContain('closeWebView');

    expect(nativeBack()).toBe(true);
    dialog = await dialogNamed(texts.retentionTitle);
    await user.click(within(dialog).getByRole('button', { name: texts.cancel }));
    expect(native.calls).toContainEqual({ name: 'closeWebView', payload: {} });
    native.remove();
  });

  it('the iOS back action is left to the app when isPopType is not 1', async () => {
    renderRoute('/confirmLoan?productId=2');
    await screen.findByRole('button', { name: texts.confirm });
    expect(nativeBack()).toBe(false);
    expect(screen.queryByRole('dialog', { name: texts.retentionTitle })).not.toBeInTheDocument();
  });

  it('a failed load shows the server message and a retry; a malformed one is told in plain words', async () => {
    const first = renderRoute('/confirmLoan?productId=fail');
    expect(await screen.findByText('This product is not available right now.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: shared.retry })).toBeInTheDocument();
    first.unmount();
    renderRoute('/confirmLoan?productId=bad');
    expect(await screen.findByText(shared.badResponse)).toBeInTheDocument();
  });
});
