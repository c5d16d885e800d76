import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../support/server';
import { renderRoute } from '../../support/render';
import { endpointPattern } from '../../../src/platform/endpoints';
import legacyScreen from '../../../schemas/screens/legacyRepayment.json';

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
    expect(screen.getByText('₱5.234')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '立即还款' }));
    await status('请先选择付款银行卡！');
  });

  it('says the card list failed, and error when the network fails', async () => {
    renderRoute('/legacyRepayment?orderId=nocards&amount=1');
    await status('查询卡列表失败');
  });

  it('says error on a network failure', async () => {
    renderRoute('/legacyRepayment?orderId=down&amount=1');
    await status('error');
  });

  it('asks for the code with a 60 s resend countdown, checks its length and maps the bank codes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const bodies: URLSearchParams[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.url.includes('repayment-commit'))
        bodies.push(new URLSearchParams(await request.clone().text()));
    });
    const user = userEvent.setup();
    const { router } = renderRoute('/legacyRepayment?orderId=174&amount=5234');
    await user.click(await screen.findByRole('radio', { name: 'BDO Unibank **** 4821' }));
    await user.click(screen.getByRole('button', { name: '立即还款' }));
    await status('验证码已发送，请在手机上查看！');
    expect(Object.fromEntries(bodies[0] ?? [])).toMatchObject({
      amount: '5234',
      bankName: 'BDO Unibank',
      cardId: '11',
      orderId: '174',
      repayToken: 'tok-174',
      bankCode: 'BDO',
      sendMsg: '0',
    });
    expect(screen.getByRole('button', { name: '60s' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(60_000));
    await user.click(await screen.findByRole('button', { name: '获取验证码' }));
    await waitFor(() => expect(bodies[1]?.get('sendMsg')).toBe('1'));

    const input = screen.getByLabelText('验证码');
    await user.type(input, '123');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await status('请输入正确的验证码');
    await user.clear(input);
    await user.type(input, '000000');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await status('验证码错误');
    await user.clear(input);
    await user.type(input, '555555');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await status('请勿重复提交支付申请');
    await user.clear(input);
    await user.type(input, '111111');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await status('处理失败');
    await user.clear(input);
    await user.type(input, '246810');
    await user.click(screen.getByRole('button', { name: '确认' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loanDetails'));
    expect(new URLSearchParams(router.state.location.search).get('orderId')).toBe('174');
  });

  it('goes straight to the loan details when no code is needed, and says 处理失败 when the bank refuses', async () => {
    const user = userEvent.setup();
    const first = renderRoute('/legacyRepayment?orderId=novalid&amount=5234');
    await user.click(await screen.findByRole('radio', { name: 'Metrobank **** 0000' }));
    await user.click(screen.getByRole('button', { name: '立即还款' }));
    await status('处理失败');
    await user.click(screen.getByRole('radio', { name: 'BDO Unibank **** 4821' }));
    await user.click(screen.getByRole('button', { name: '立即还款' }));
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
    await user.click(await screen.findByRole('button', { name: '立即还款' }));
    await status('请先选择付款银行卡！');
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
    await user.click(screen.getByRole('button', { name: '立即还款' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loanDetails'));
    expect(Object.fromEntries(bodies[0] ?? [])).toMatchObject({
      cardId: '5',
      cardNo: '4821',
      bankCode: '',
      repayToken: '987',
    });
  });
});
