// The hostile answers issue 13 found, each as it was met: the screen must neither crash, nor go
// blank, nor show an amount that is not there.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import repayment from '../../../schemas/screens/repayment.json';
import { money } from '../../support/staffText';
import code2 from '../../../schemas/screens/repaymentOfCode2.json';
import loginFailure from '../../../schemas/screens/loginFailure.json';
import bindBank from '../../../schemas/screens/bindBank.json';
import { developer } from '../../../src/config/developer';
import messages from '../../../schemas/messages.json';

const SLOW = { timeout: 15000 };

function answer(path: string, code: number | string, data: unknown) {
  server.use(http.post(`*/tender${path}`, () => HttpResponse.json({ code, message: 'ok', data })));
}

/** Fails the test on a render error that the error boundary would hide behind its message. */
function noCrash() {
  const errors = vi.spyOn(console, 'error');
  return () => {
    expect(screen.queryByRole('heading', { name: messages.crashTitle })).toBeNull();
    expect(errors.mock.calls.filter((c) => String(c[0]).includes('screen crashed'))).toEqual([]);
    errors.mockRestore();
  };
}

describe('/repaymentOfCode2 with saved information of the wrong shape', () => {
  it.each([
    ['steps that are not a list', { payCode: 'PA1', payNotice: 'pay at 7-Eleven' }],
    ['a group whose steps are a number', { payCode: 'PA1', payNotice: [{ name: 'Counter', list: 5 }] }],
    ['a code that is an object', { payCode: { code: 'PA1' }, payNotice: [] }],
  ])('%s: says nothing usable was found, and stays up', async (_, defDetail) => {
    localStorage.setItem(
      developer.storageKeys.repaymentInfo,
      JSON.stringify({
        kind: 'period',
        repayAmount: 100,
        detail: [],
        repayPlan: [],
        repayList: [],
        defDetail,
      }),
    );
    const checked = noCrash();
    renderRoute('/repaymentOfCode2');
    expect(await screen.findByRole('alert')).toHaveTextContent(code2.texts.empty);
    checked();
    // What could not be read is not left to fail the next visit too.
    expect(localStorage.getItem(developer.storageKeys.repaymentInfo)).toBeNull();
  });
});

describe('/loginFailure with an empty success answer', () => {
  it.each([
    ['data: {}', {}],
    ['empty texts and an empty list', { noticeMessage: '', errMessage: null, list: [] }],
    ['data: [] (an empty PHP map)', []],
  ])('%s shows the failure message with Retry, not a blank page', async (_, data) => {
    const user = userEvent.setup();
    answer('/panda/honey/scholarships', '00', data);
    renderRoute('/loginFailure');
    expect(await screen.findByText(loginFailure.texts.loadFailed)).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: messages.retry }));
    expect(await screen.findByRole('img', { name: loginFailure.texts.statusIcon })).toBeInTheDocument();
  });
});

describe('repayment pages without their amount', () => {
  const period = (data: Record<string, unknown>) => answer('/v3/installment/loan-play-detail', 0, data);
  const delay = (data: Record<string, unknown>) => answer('/figures/pettypy', 0, data);
  const channels = [{ name: 'GCash', channel_number: '90006' }];

  it.each([
    ['absent', { repayList: channels }],
    ['null', { repayAmount: null, repayList: channels }],
    ['an empty text', { repayAmount: '', repayList: channels }],
    ['a text without a digit', { repayAmount: 'n/a', repayList: channels }],
  ])('period, amount %s: the failure message with Retry, never ₱0 and no Payment', async (_, data) => {
    period(data);
    renderRoute('/repaymentOfPeriod?productId=1&orderId=9');
    expect(await screen.findByRole('alert')).toHaveTextContent(repayment.texts.loadFailed);
    expect(screen.getByRole('button', { name: messages.retry })).toBeInTheDocument();
    expect(screen.queryByText(/₱\s*0\b/)).toBeNull();
    expect(screen.queryByRole('button', { name: repayment.texts.paymentMethod })).toBeNull();
  });

  it.each([
    ['no delay info', { repayAmount: 500, repayList: channels }],
    ['delay info as an empty PHP map', { delayInfo: [], repayList: channels }],
    ['delay info without its amount', { delayInfo: { title: 'Extension' }, repayList: channels }],
    ['a null amount', { delayInfo: { title: 'Extension', delayAmount: null }, repayList: channels }],
  ])('extension, %s: the failure message with Retry, never ₱0 and no Payment', async (_, data) => {
    delay(data);
    renderRoute('/repaymentOfDelay?productId=1&orderId=9');
    expect(await screen.findByRole('alert')).toHaveTextContent(repayment.texts.loadFailed);
    expect(screen.getByRole('button', { name: messages.retry })).toBeInTheDocument();
    expect(screen.queryByText(/₱\s*0\b/)).toBeNull();
    expect(screen.queryByRole('button', { name: repayment.texts.paymentMethod })).toBeNull();
  });

  it('an amount of 0 that the server did send is shown as it is', async () => {
    period({ repayAmount: 0, repayList: channels });
    renderRoute('/repaymentOfPeriod?productId=1&orderId=9');
    expect(await screen.findByText(money(0))).toBeInTheDocument();
  });
});

describe('/bindBank with PHP-style empties in optional fields', () => {
  it('an item with note: "" (and other empty optionals) is a plain field, not a bad answer', async () => {
    server.use(
      http.post('*/tender/user-bank/card-init', () =>
        HttpResponse.json({
          code: '00',
          message: 'success',
          data: {
            items: [
              { code: 'accountName', cate: 'text', title: 'Account name', note: '', cardTypeMi: 0 },
              {
                code: 'mobile',
                cate: 'text',
                title: 'E-wallet mobile number',
                note: null,
                subtitle: '',
                inputType: '',
                channelNumber: '',
                cardTypeMi: 0,
              },
            ],
          },
        }),
      ),
    );
    renderRoute('/bindBank?productId=7');
    const form = await screen.findByRole('textbox', { name: 'Account name' }, SLOW);
    expect(form).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'E-wallet mobile number' })).toBeInTheDocument();
    expect(screen.queryByText(bindBank.texts.loadFailed)).toBeNull();
  });

  it('an answer without its items is still refused, with Retry', async () => {
    answer('/user-bank/card-init', '00', { items: '' });
    renderRoute('/bindBank?productId=7');
    const failed = await screen.findByRole('alert', {}, SLOW);
    expect(within(failed).getByText(bindBank.texts.loadFailed)).toBeInTheDocument();
    expect(within(failed).getByRole('button', { name: messages.retry })).toBeInTheDocument();
  });
});
