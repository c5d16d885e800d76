import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { inlinedPublicSvg } from '../../../tools/inline-public-svg';
import {
  answerOrderDetails,
  nativeApp,
  recordCalls,
  untilTappable,
  warmScreens,
  watchBrowser,
} from './helpers';
import { endpointPattern } from '../../../src/platform/endpoints';

import orderDetails from '../../../schemas/screens/orderDetails.json';

// Button labels, the hint and the icon name come from the schema, so a relabelled button keeps this green.
const buttonRules = orderDetails.rules.buttons;
const buttonsWhen = (when: object) =>
  (buttonRules.find((r) => JSON.stringify(r.when) === JSON.stringify(when))?.then ?? []) as {
    text: string;
    hint?: string;
  }[];
const delayed = buttonsWhen({ orderStatus: [174, 180], isDelay: '1' });
const REPAY = delayed[0]?.text as string;
const ROLLOVER = delayed[1]?.text as string;
const HINT = delayed[1]?.hint as string;
const REPAYMENT = buttonsWhen({ orderStatus: [174, 180] })[0]?.text as string;
const BORROW_AGAIN = buttonsWhen({ orderStatus: 200 })[0]?.text as string;
const STATUS_ICON = orderDetails.texts.statusIcon;

/** How a public image named in a schema reaches the page: small SVGs are inlined at build time. */
const shownAs = (path: string) => inlinedPublicSvg(path) ?? path;

beforeAll(warmScreens, 60000);
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

describe('order details: status, card and buttons', () => {
  it('loads the order with productId and orderId and shows icon, notice, product and rows', async () => {
    const calls = recordCalls('loanDetails');
    renderRoute('/loanDetails?product_id=1&orderId=174');
    expect(await screen.findByRole('heading', { name: 'Repayment due' })).toBeInTheDocument();
    expect(calls[0]?.params).toMatchObject({ productId: '1', orderId: '174' });
    expect(calls[0]?.method).toBe('POST');
    expect(screen.getByRole('img', { name: STATUS_ICON })).toHaveAttribute(
      'src',
      shownAs('/icons/status-174.svg'),
    );
    expect(screen.getByText(/Your repayment is due on 21 Feb 2027/)).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'PesoAgad Cash' });
    expect(within(card).getByText('Loan amount')).toBeInTheDocument();
    expect(within(card).getByText('₱5.000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: orderDetails.title })).toBeInTheDocument();
  });

  it.each([
    ['21', '/icons/status-21.svg', []],
    ['151', '/icons/status-151.svg', []],
    ['110', '/icons/status-110.svg', []],
    ['170', '/icons/status-200.svg', [REPAYMENT]],
    ['174', '/icons/status-174.svg', [REPAY, ROLLOVER]],
    ['180', '/icons/status-180.svg', [REPAYMENT]],
    ['200', '/icons/status-200.svg', [BORROW_AGAIN]],
  ])('status %s shows icon %s and buttons %j', async (orderId, icon, buttons) => {
    renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
    const img = await screen.findByRole('img', { name: STATUS_ICON });
    expect(img).toHaveAttribute('src', shownAs(icon));
    for (const name of [REPAY, ROLLOVER, REPAYMENT, BORROW_AGAIN]) {
      const button = screen.queryByRole('button', { name, hidden: false });
      if (buttons.includes(name)) expect(button, name).toBeInTheDocument();
      else expect(button, name).not.toBeInTheDocument();
    }
    if (orderId === '174') expect(screen.getByText(HINT)).toBeInTheDocument();
    else expect(screen.queryByText(HINT)).not.toBeInTheDocument();
  });

  it('REPAY opens the period repayment page and Rollover Repayment the extension page, in the app', async () => {
    const user = userEvent.setup();
    const first = renderRoute(`/loanDetails?productId=1&orderId=174&${SESSION}`);
    await user.click(await screen.findByRole('button', { name: REPAY }));
    let location = first.router.state.location;
    expect(location.pathname).toBe('/repaymentOfPeriod');
    let query = new URLSearchParams(location.search);
    expect(query.get('productId')).toBe('1');
    expect(query.get('orderId')).toBe('174');
    expect(query.get('sessionId')).toBe('s-42');
    first.unmount();

    const second = renderRoute(`/loanDetails?productId=1&orderId=174&${SESSION}`);
    await user.click(await screen.findByRole('button', { name: ROLLOVER }));
    location = second.router.state.location;
    expect(location.pathname).toBe('/repaymentOfDelay');
    query = new URLSearchParams(location.search);
    expect(query.get('orderId')).toBe('174');
    expect(query.get('deviceId')).toBe('D-1');
  });

  it('Repayment goes to the external repayment address when the server gives h5Url', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    answerOrderDetails({ orderStatus: 180, h5Url: 'https://pay.example.com/repay/77', isDelay: '0' });
    const { router } = renderRoute('/loanDetails?productId=1&orderId=180');
    await user.click(await screen.findByRole('button', { name: REPAYMENT }));
    expect(nav.assign).toHaveBeenCalledWith('https://pay.example.com/repay/77');
    expect(router.state.location.pathname).toBe('/loanDetails');
  });

  it('Borrow Again saves the click event, then hands the product detail address to openPage', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    const events = recordCalls('eventSave');
    renderRoute('/loanDetails?productId=7&orderId=200');
    // 200 asks for a rating first; dismiss it.
    const rating = await dialogNamed(orderDetails.dialogs.rate.title);
    await user.click(within(rating).getByRole('button', { name: orderDetails.dialogs.rate.rating.cancel }));
    await user.click(await screen.findByRole('button', { name: BORROW_AGAIN }));
    await waitFor(() =>
      expect(native.calls).toContainEqual({
        name: 'openPage',
        payload: { url: 'pesoagad://product/detail?productId=7' },
      }),
    );
    expect(events).toHaveLength(1);
    expect(events[0]?.params).toMatchObject({ productId: '7', moduleId: '30', positionId: '0' });
    native.remove();
  });

  it('every navigation target carries the common parameters: h5Url and the product detail address', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    answerOrderDetails({ orderStatus: 174, h5Url: 'https://pay.example.com/repay?ref=77', isDelay: '1' });
    const first = renderRoute(`/loanDetails?productId=1&orderId=174&${SESSION}`);
    await user.click(await screen.findByRole('button', { name: REPAY }));
    expect(nav.assign).toHaveBeenCalledTimes(1);
    const repay = new URL(nav.assign.mock.calls[0]?.[0] as string);
    expect(repay.origin + repay.pathname).toBe('https://pay.example.com/repay');
    expect(repay.searchParams.get('ref')).toBe('77');
    expect(repay.searchParams.get('sessionId')).toBe('s-42');
    expect(repay.searchParams.get('deviceId')).toBe('D-1');
    expect(first.router.state.location.pathname).toBe('/loanDetails');
    first.unmount();
    server.resetHandlers();

    const native = nativeApp();
    renderRoute(`/loanDetails?productId=7&orderId=200&${SESSION}`);
    const rating = await dialogNamed(orderDetails.dialogs.rate.title);
    await user.click(within(rating).getByRole('button', { name: orderDetails.dialogs.rate.rating.cancel }));
    await user.click(await screen.findByRole('button', { name: BORROW_AGAIN }));
    await waitFor(() => expect(native.calls.map((c) => c.name)).toContain('openPage'));
    const { url } = native.calls.find((c) => c.name === 'openPage')?.payload as { url: string };
    expect(url.startsWith('pesoagad://product/detail?')).toBe(true);
    const query = new URLSearchParams(url.slice(url.indexOf('?')));
    expect(query.get('productId')).toBe('7');
    expect(query.get('sessionId')).toBe('s-42');
    expect(query.get('deviceId')).toBe('D-1');
    native.remove();
  });

  it('an h5Url that is not http(s) is refused with a message and the button works again', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    answerOrderDetails({ orderStatus: 180, h5Url: 'javascript:alert(1)', isDelay: '0' });
    renderRoute('/loanDetails?productId=1&orderId=180');
    const repay = await screen.findByRole('button', { name: REPAYMENT });
    await user.click(repay);
    expect(await screen.findByText('This link cannot be opened.')).toBeInTheDocument();
    expect(nav.assign).not.toHaveBeenCalled();
    await waitFor(() => expect(repay).toBeEnabled());
  });

  it('the telephone falls back to the configured service phone and calls it', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    renderRoute('/loanDetails?productId=1&orderId=151');
    const phone = await screen.findByRole('button', { name: /call customer service \+63 2 8123 4567/i });
    await user.click(phone);
    expect(native.calls).toContainEqual({ name: 'callPhone', payload: { phone: '+63 2 8123 4567' } });
    native.remove();
  });

  it('keeps the products list hidden and links to more products on the home screen', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    renderRoute('/loanDetails?productId=1&orderId=110');
    const link = await screen.findByRole('link', { name: orderDetails.texts.viewMore });
    expect(screen.queryByText('PesoAgad Plus')).not.toBeInTheDocument();
    await user.click(link);
    expect(native.calls).toContainEqual({ name: 'goHome', payload: {} });
    native.remove();
  });
});

describe('order details: redirects and failures', () => {
  it('redirects at once to playeduL when the status is not 21', async () => {
    const nav = watchBrowser();
    renderRoute('/loanDetails?productId=1&orderId=playedul');
    await waitFor(() =>
      expect(nav.replace).toHaveBeenCalledWith('https://partner.example.com/orders/PA2026112200174'),
    );
    expect(screen.queryByRole('button', { name: REPAY })).not.toBeInTheDocument();
  });

  it('does not redirect an order in status 21, even with playeduL', async () => {
    const nav = watchBrowser();
    answerOrderDetails({
      orderStatus: 21,
      playeduL: 'https://partner.example.com/x',
      noticeStatusText: 'Waiting',
    });
    renderRoute('/loanDetails?productId=1&orderId=21');
    expect(await screen.findByRole('heading', { name: 'Waiting' })).toBeInTheDocument();
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it('a non-success answer shows the server message and a retry that loads the order', async () => {
    const user = userEvent.setup();
    let failing = true;
    server.use(
      http.post(endpointPattern('loanDetails'), () =>
        failing ? HttpResponse.json({ code: 7, message: 'System busy, try again', data: null }) : undefined,
      ),
    );
    renderRoute('/loanDetails?productId=1&orderId=174');
    expect(await screen.findByText('System busy, try again')).toBeInTheDocument();
    expect(await screen.findByText(orderDetails.texts.loadFailed)).toBeInTheDocument();
    failing = false;
    await user.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: REPAY })).toBeInTheDocument();
  });

  it('the sandbox failure and malformed answers are told in plain words', async () => {
    const first = renderRoute('/loanDetails?productId=1&orderId=fail');
    expect(
      await screen.findByText('The order could not be found. Please try again later.'),
    ).toBeInTheDocument();
    first.unmount();
    renderRoute('/loanDetails?productId=1&orderId=bad');
    expect(await screen.findByText(/could not read/)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('asks for an order when there is none in the address', async () => {
    renderRoute('/loanDetails?productId=1');
    expect(await screen.findByText(/This page needs an order/)).toBeInTheDocument();
  });
});

describe('order details: dialogs', () => {
  it('status 21 opens the withdraw dialog; Withdraw Now opens confirm loan in the app with the session', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(`/loanDetails?productId=1&orderId=21&${SESSION}`);
    const dialog = await dialogNamed(orderDetails.dialogs.withdraw.label);
    expect(within(dialog).getByText(/Your loan of ₱5.000 is ready/)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: orderDetails.dialogs.withdraw.buttons[1]!.text }),
    );
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/confirmLoan');
    const query = new URLSearchParams(search);
    expect(query.get('productId')).toBe('1');
    expect(query.get('sessionId')).toBe('s-42');
  });

  it("the withdraw dialog's Cancel goes home through the app", async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    renderRoute('/loanDetails?productId=1&orderId=21');
    const dialog = await dialogNamed(orderDetails.dialogs.withdraw.label);
    await user.click(
      within(dialog).getByRole('button', { name: orderDetails.dialogs.withdraw.buttons[0]!.text }),
    );
    expect(native.calls).toContainEqual({ name: 'goHome', payload: {} });
    native.remove();
  });

  it('no withdraw dialog without reyMsg', async () => {
    answerOrderDetails({ orderStatus: 21, reyMsg: '' });
    renderRoute('/loanDetails?productId=1&orderId=21');
    await screen.findByRole('img', { name: STATUS_ICON });
    expect(
      screen.queryByRole('dialog', { name: orderDetails.dialogs.withdraw.label }),
    ).not.toBeInTheDocument();
  });

  it('rating: no star gives "Silakan pilih"; fewer than 4 stars posts score 5 and shows the thank-you dialog', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    const scores = recordCalls('storeScore');
    renderRoute('/loanDetails?productId=1&orderId=200');
    const dialog = await dialogNamed(orderDetails.dialogs.rate.title);
    await user.click(within(dialog).getByRole('button', { name: orderDetails.dialogs.rate.rating.send }));
    expect(await screen.findByText(orderDetails.dialogs.rate.rating.chooseStar)).toBeInTheDocument();
    expect(scores).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: '3 stars' }));
    expect(within(dialog).getByRole('button', { name: '3 stars' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(dialog).getByRole('button', { name: '4 stars' })).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(dialog).getByRole('button', { name: orderDetails.dialogs.rate.rating.send }));
    const result = await dialogNamed(orderDetails.dialogs.thanks.title);
    expect(within(result).getByText(/Thank you for your rating/)).toBeInTheDocument();
    expect(scores[0]?.params.score).toBe('5');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: orderDetails.dialogs.rate.title })).not.toBeInTheDocument(),
    );
    expect(native.calls.map((c) => c.name)).not.toContain('goAppStoreRating');
    native.remove();
  });

  it('rating with 4 or more stars opens the app store rating through the app and closes', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    renderRoute('/loanDetails?productId=1&orderId=200');
    const dialog = await dialogNamed(orderDetails.dialogs.rate.title);
    await user.click(within(dialog).getByRole('button', { name: '4 stars' }));
    await user.click(within(dialog).getByRole('button', { name: orderDetails.dialogs.rate.rating.send }));
    await waitFor(() => expect(native.calls).toContainEqual({ name: 'goAppStoreRating', payload: {} }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: orderDetails.dialogs.rate.title })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', { name: orderDetails.dialogs.thanks.title })).not.toBeInTheDocument();
    native.remove();
  });

  it('the rating dialog does not close on a tap outside it, and a failed submit keeps it open', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(endpointPattern('storeScore'), () =>
        HttpResponse.json({ code: 3, message: 'Rating is closed today', data: null }),
      ),
    );
    renderRoute('/loanDetails?productId=1&orderId=200');
    const dialog = await dialogNamed(orderDetails.dialogs.rate.title);
    const mask = document.querySelector('.adm-mask');
    expect(mask).not.toBeNull();
    await user.click(mask as HTMLElement);
    expect(screen.getByRole('dialog', { name: orderDetails.dialogs.rate.title })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: '5 stars' }));
    await user.click(within(dialog).getByRole('button', { name: orderDetails.dialogs.rate.rating.send }));
    expect(await screen.findByText('Rating is closed today')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: orderDetails.dialogs.rate.title })).toBeInTheDocument();
  });

  it('the bank-card dialog closes, and its button opens bank binding with source=loanDetail', async () => {
    const user = userEvent.setup();
    const first = renderRoute('/loanDetails?productId=1&orderId=170');
    let dialog = await dialogNamed('Payout failed');
    expect(within(dialog).getByText(/could not send the money/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: orderDetails.dialogs.card.closeLabel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Payout failed' })).not.toBeInTheDocument(),
    );
    first.unmount();

    const { router } = renderRoute('/loanDetails?productId=1&orderId=170');
    dialog = await dialogNamed('Payout failed');
    await user.click(
      within(dialog).getByRole('button', { name: orderDetails.dialogs.card.buttons[0]!.text }),
    );
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/bindBank');
    expect(Object.fromEntries(new URLSearchParams(search))).toMatchObject({
      source: 'loanDetail',
      productId: '1',
      orderId: '170',
    });
  });
});
