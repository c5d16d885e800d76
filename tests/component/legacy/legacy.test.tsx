import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/server';
import { renderRoute } from '../../support/render';
import { endpointPattern } from '../../../src/platform/endpoints';
import legacyScreen from '../../../schemas/screens/legacyRepayment.json';
import { money, shown } from '../../support/staff';

// Labels, messages, the bank's code messages and the countdown come from the schema, so a staff edit
// keeps this green.
const { texts, messages, limits, codes } = legacyScreen;

const status = (text: string) => waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('legacy repayment', () => {
  it('lists the cards with none chosen and asks for a card first', async () => {
    const user = userEvent.setup();
    renderRoute('/legacyRepayment?orderId=174&amount=5234');
    const card = await screen.findByRole('radio', { name: 'BDO Unibank **** 4821' });
    expect(card).not.toBeChecked();
    expect(screen.getByText(money(5234))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.pay }));
    await status(messages.chooseCard);
  });

  it.each(['?amount=5234', '?orderId=174', ''])(
    'without the order or its amount (%s) asks for nothing and says the page needs an order',
    async (query) => {
      const sent: string[] = [];
      server.events.on('request:start', ({ request }) => void sent.push(request.url));
      renderRoute(`/legacyRepayment${query}`);
      expect(await screen.findByText(texts.missingOrder)).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: texts.pay })).not.toBeInTheDocument();
      expect(sent).toEqual([]);
    },
  );

  it('says the card list failed', async () => {
    renderRoute('/legacyRepayment?orderId=nocards&amount=1');
    await status(messages.cardListFailed);
  });

  it('says so on a network failure', async () => {
    renderRoute('/legacyRepayment?orderId=down&amount=1');
    await status(messages.network);
  });

  it('asks for the code with its configured resend countdown, checks its length and maps the bank codes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const bodies: URLSearchParams[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('repayment-commit'))
        bodies.push(new URLSearchParams(await request.clone().text()));
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/legacyRepayment?orderId=174&amount=5234');
    await user.click(await screen.findByRole('radio', { name: 'BDO Unibank **** 4821' }));
    await user.click(screen.getByRole('button', { name: texts.pay }));
    await status(messages.codeSent);
    expect(Object.fromEntries(bodies[0] ?? [])).toMatchObject({
      amount: '5234',
      bankName: 'BDO Unibank',
      cardId: '11',
      orderId: '174',
      repayToken: 'tok-174',
      bankCode: 'BDO',
      sendMsg: '0',
    });
    expect(
      screen.getByRole('button', { name: shown(texts.countdown, { n: limits.countdownSeconds }) }),
    ).toBeDisabled();
    act(() => vi.advanceTimersByTime(limits.countdownSeconds * 1000));
    await user.click(await screen.findByRole('button', { name: texts.resend }));
    await waitFor(() => expect(bodies[1]?.get('sendMsg')).toBe('1'));

    const input = screen.getByLabelText(texts.code);
    // Codes as long as the screen file asks (the sandbox reads a code of zeros, fives or ones).
    const code = (digit: string) => digit.repeat(Math.max(6, limits.codeMinLength));
    await user.type(input, '123456'.slice(0, limits.codeMinLength - 1) || ' ');
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    await status(messages.badCode);
    await user.clear(input);
    await user.type(input, code('0'));
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    await status(codes.byCode['800006'].message);
    await user.clear(input);
    await user.type(input, code('5'));
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    await status(codes.byCode['800005'].message);
    await user.clear(input);
    await user.type(input, code('1'));
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    await status(messages.failed);
    await user.clear(input);
    await user.type(input, '246810'.padEnd(limits.codeMinLength, '2'));
    await user.click(screen.getByRole('button', { name: texts.confirm }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loanDetails'));
    expect(new URLSearchParams(router.state.location.search).get('orderId')).toBe('174');
  });

  it('goes straight to the loan details when no code is needed, and says it failed when the bank refuses', async () => {
    const user = userEvent.setup();
    const first = renderRoute('/legacyRepayment?orderId=novalid&amount=5234');
    await user.click(await screen.findByRole('radio', { name: 'Metrobank **** 0000' }));
    await user.click(screen.getByRole('button', { name: texts.pay }));
    await status(messages.failed);
    await user.click(screen.getByRole('radio', { name: 'BDO Unibank **** 4821' }));
    await user.click(screen.getByRole('button', { name: texts.pay }));
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/loanDetails'));
  });
});

describe('legacy answers with null fields', () => {
  it('treats a null card list as no cards and still asks for a card', async () => {
    server.use(
      http.post(endpointPattern('legacyRepaymentWay'), () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: { alipay: null, repayToken: null, bankCards: null },
        }),
      ),
    );
    const user = userEvent.setup();
    renderRoute('/legacyRepayment?orderId=174&amount=100');
    await user.click(await screen.findByRole('button', { name: texts.pay }));
    await status(messages.chooseCard);
    expect(screen.queryByRole('radio')).toBeNull();
    // Said, not an empty list.
    expect(screen.getByText(legacyScreen.texts.noCards)).toBeInTheDocument();
  });

  it('pays with a card whose number is numeric and whose bank code is null', async () => {
    const bodies: URLSearchParams[] = [];
    server.use(
      http.post(endpointPattern('legacyRepaymentWay'), () =>
        HttpResponse.json({
          code: 0,
          message: 'ok',
          data: { repayToken: 987, bankCards: [{ id: 5, bankName: 'BPI', cardNo: 4821, bankCode: null }] },
        }),
      ),
      http.post(endpointPattern('legacyCommit'), async ({ request }) => {
        bodies.push(new URLSearchParams(await request.text()));
        return HttpResponse.json({ code: 0, message: 'ok', data: { needValid: 0, repayRecordId: null } });
      }),
    );
    const user = userEvent.setup();
    const { router } = renderRoute('/legacyRepayment?orderId=174&amount=100');
    await user.click(await screen.findByRole('radio', { name: 'BPI 4821' }));
    await user.click(screen.getByRole('button', { name: texts.pay }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loanDetails'));
    expect(Object.fromEntries(bodies[0] ?? [])).toMatchObject({
      cardId: '5',
      cardNo: '4821',
      bankCode: '',
      repayToken: '987',
    });
  });
});
