import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { recordCalls, untilTappable, warmScreens, watchBrowser } from './helpers';
import { endpointPattern } from '../../../src/platform/endpoints';
import alt from '../../../schemas/screens/confirmLoanAlt.json';
import shared from '../../../schemas/messages.json';
import { money } from '../../support/staff';

const { texts } = alt;

beforeAll(warmScreens, 60000);
afterEach(() => {
  vi.restoreAllMocks();
});

describe('confirm loan, alternative version', () => {
  it('shows the promo popup first, closable with its close icon, then the loan', async () => {
    const user = userEvent.setup();
    const calls = recordCalls('altConfirm');
    renderRoute('/confirmLoanAlt?productId=2');
    const promo = await screen.findByRole('dialog', { name: texts.promo });
    expect(within(promo).getByText(/first 7 days are interest-free/)).toBeInTheDocument();
    expect(calls[0]?.params.productId).toBe('2');
    const close = within(promo).getByRole('button', { name: texts.close });
    await untilTappable(close);
    await user.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: texts.promo })).not.toBeInTheDocument());
    const amount = screen.getByRole('group', { name: texts.amount });
    expect(within(amount).getByText(money(12000))).toBeInTheDocument();
    expect(screen.getByText(texts.firstPayTime)).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: texts.plan })).getByText('Installment 1'),
    ).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Loan Agreement' })).toBeInTheDocument();
  });

  it('the server-text button pushes amount, term and unit once and follows the answer', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    const pushes = recordCalls('altPush');
    renderRoute('/confirmLoanAlt?productId=2&sessionId=s-9');
    const promo = await screen.findByRole('dialog', { name: texts.promo });
    const close = within(promo).getByRole('button', { name: texts.close });
    await untilTappable(close);
    await user.click(close);
    await user.dblClick(screen.getByRole('button', { name: 'Get my ₱4.750 now' }));
    await waitFor(() => expect(nav.replace).toHaveBeenCalledTimes(1));
    expect(pushes).toHaveLength(1);
    expect(pushes[0]?.params).toMatchObject({ productId: '2', amount: '12000', term: '91', unit: '1' });
    const url = new URL(nav.replace.mock.calls[0]?.[0] as string);
    expect(url.pathname).toBe('/loanDetails');
    expect(url.searchParams.get('from')).toBe('confirm');
    expect(url.searchParams.get('sessionId')).toBe('s-9');
  });

  it('a push answering lendDetailsUrl, as the v3 push does, is followed the same way', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    server.use(
      http.post(endpointPattern('altPush'), () =>
        HttpResponse.json({
          code: '00',
          message: 'ok',
          attach: { lendDetailsUrl: 'https://h5.example.com/detail?id=4' },
        }),
      ),
    );
    renderRoute('/confirmLoanAlt?productId=2&sessionId=s-9');
    const promo = await screen.findByRole('dialog', { name: texts.promo });
    const close = within(promo).getByRole('button', { name: texts.close });
    await untilTappable(close);
    await user.click(close);
    await user.click(screen.getByRole('button', { name: 'Get my ₱4.750 now' }));
    await waitFor(() => expect(nav.replace).toHaveBeenCalledTimes(1));
    const url = new URL(nav.replace.mock.calls[0]?.[0] as string);
    expect(url.origin + url.pathname).toBe('https://h5.example.com/detail');
    expect(url.searchParams.get('id')).toBe('4');
    expect(url.searchParams.get('from')).toBe('confirm');
    expect(url.searchParams.get('sessionId')).toBe('s-9');
  });

  it('a tap while the page leaves after a successful push sends nothing more', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    const pushes = recordCalls('altPush');
    renderRoute('/confirmLoanAlt?productId=2');
    const promo = await screen.findByRole('dialog', { name: texts.promo });
    const close = within(promo).getByRole('button', { name: texts.close });
    await untilTappable(close);
    await user.click(close);
    const button = screen.getByRole('button', { name: 'Get my ₱4.750 now' });
    await user.click(button);
    await waitFor(() => expect(nav.replace).toHaveBeenCalledTimes(1));
    expect(button).toBeDisabled();
    button.click();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(pushes).toHaveLength(1);
    expect(nav.replace).toHaveBeenCalledTimes(1);
  });

  it('an agreement link is fetched from misunderstood and followed', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    const links = recordCalls('altAgreementUrl');
    renderRoute('/confirmLoanAlt?productId=2');
    const promo = await screen.findByRole('dialog', { name: texts.promo });
    const close = within(promo).getByRole('button', { name: texts.close });
    await untilTappable(close);
    await user.click(close);
    await user.click(await screen.findByRole('link', { name: 'Loan Agreement' }));
    await waitFor(() => expect(nav.assign).toHaveBeenCalledWith(expect.stringMatching(/\/loanAgreement$/)));
    expect(links[0]?.params).toMatchObject({ productId: '2', characterises: '3', position: '1' });
  });

  it('a failed load shows the server message and a retry', async () => {
    renderRoute('/confirmLoanAlt?productId=fail');
    expect(await screen.findByText('This product is not available right now.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: shared.retry })).toBeInTheDocument();
  });
});
