import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { everyThen, given, sandboxAnswer, shown } from '../../support/staff';
import { inlinedPublicSvg } from '../../../tools/bundle/inlinePublicSvg';
import {
  answerOrderDetails,
  holdTracking,
  nativeApp,
  recordCalls,
  untilTappable,
  warmScreens,
  watchBrowser,
} from './helpers';
import { endpointPattern } from '../../../src/platform/endpoints';
import { allMatches } from '../../../src/runtime/shared/rules';
import { fill, type Vars } from '../../../src/runtime/base/template';
import { developer } from '../../../src/config/developer';

import orderDetails from '../../../schemas/screens/orderDetails.json';
import messages from '../../../schemas/messages.json';
import app from '../../../schemas/app.json';

// Every label, icon, button and dialog is read from the schema, and what a status shows is what its
// rules give for the sandbox's answer: a relabelled, reordered or re-ruled page keeps this green.
const { rules, dialogs, texts, limits } = orderDetails;
interface Button {
  text: string;
  action: string;
  hint?: string;
}
const ALL_BUTTONS = everyThen<Button>(rules.buttons);
const buttonsFor = (facts: Vars) => given<Button[]>(rules.buttons, facts) ?? [];
const STATUS_ICON = texts.statusIcon;
const stars = (n: number) => shown(messages.starsLabel, { n });
/** From how many stars the rating goes on to the app store's own rating (the sendRating rules). */
const STORE_STARS = Number(JSON.stringify(orderDetails.actions.sendRating).match(/"atLeast":(\d+)/)?.[1]);

/** How a public image named in a schema reaches the page: small SVGs are inlined at build time. */
const shownAs = (path: string) => inlinedPublicSvg(path) ?? path;

/** The orders the sandbox answers, one per status (src/sandbox/handlers/loan.ts). */
const ORDERS = ['21', '151', '110', '170', '174', '180', '200'];
const order = (orderId: string) => sandboxAnswer('loanDetails', { productId: '1', orderId });

/** The first sandbox order whose answer `test` accepts, with that answer. */
async function orderWhere(test: (facts: Vars) => boolean): Promise<{ orderId: string; facts: Vars }> {
  for (const orderId of ORDERS) {
    const facts = await order(orderId);
    if (test(facts)) return { orderId, facts };
  }
  throw new Error('no sandbox order fits the test');
}

/** The first sandbox order whose buttons offer `action`, and that button. */
async function orderWith(action: string) {
  const found = await orderWhere((facts) => buttonsFor(facts).some((b) => b.action === action));
  return { ...found, button: buttonsFor(found.facts).find((b) => b.action === action) as Button };
}

const dialogButton = (dialog: { buttons?: Button[] }, action: string) =>
  (dialog.buttons ?? []).find((b) => b.action === action)?.text as string;

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

/** Answers the rating an order asks for on load, if its rules ask for one, with its Cancel. */
async function dismissRating(facts: Vars) {
  if (!allMatches(rules.dialogsOnLoad, facts).includes('rate')) return;
  const user = userEvent.setup();
  const rating = await dialogNamed(dialogs.rate.title);
  await user.click(within(rating).getByRole('button', { name: dialogs.rate.rating.cancel }));
}

describe('order details: status, card and buttons', () => {
  it('loads the order with productId and orderId and shows icon, notice, product and rows', async () => {
    const calls = recordCalls('loanDetails');
    const facts = await order('174');
    renderRoute('/loanDetails?product_id=1&orderId=174');
    expect(
      await screen.findByRole('heading', { name: facts.noticeStatusText as string }),
    ).toBeInTheDocument();
    expect(calls.at(-1)?.params).toMatchObject({ productId: '1', orderId: '174' });
    expect(calls.at(-1)?.method).toBe('POST');
    expect(screen.getByRole('img', { name: STATUS_ICON })).toHaveAttribute(
      'src',
      shownAs(given<string>(rules.statusIcon, facts) as string),
    );
    expect(screen.getByText(/Your repayment is due on 21 Feb 2027/)).toBeInTheDocument();
    const card = screen.getByRole('region', { name: 'PesoAgad Cash' });
    expect(within(card).getByText('Loan amount')).toBeInTheDocument();
    expect(within(card).getByText('₱5.000')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: orderDetails.title })).toBeInTheDocument();
  });

  it.each(ORDERS)(
    'status %s shows the icon and the buttons its rules give, in their order',
    async (orderId) => {
      const facts = await order(orderId);
      const buttons = buttonsFor(facts);
      renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
      const img = await screen.findByRole('img', { name: STATUS_ICON });
      expect(img).toHaveAttribute('src', shownAs(given<string>(rules.statusIcon, facts) as string));
      for (const { text } of ALL_BUTTONS) {
        const button = screen.queryByRole('button', { name: text, hidden: false });
        if (buttons.some((b) => b.text === text)) expect(button, text).toBeInTheDocument();
        else expect(button, text).not.toBeInTheDocument();
      }
      const names = buttons.map((b) => b.text);
      expect(
        screen
          .queryAllByRole('button')
          .map((b) => b.textContent ?? '')
          .filter((t) => names.some((name) => t.includes(name))),
      ).toEqual(names.map((name) => expect.stringContaining(name)));
      for (const { hint } of ALL_BUTTONS.filter((b) => b.hint)) {
        if (buttons.some((b) => b.hint === hint))
          expect(screen.getByText(hint as string)).toBeInTheDocument();
        else expect(screen.queryByText(hint as string)).not.toBeInTheDocument();
      }
    },
  );

  it('the repay button opens the period repayment page and the rollover button the extension page, in the app', async () => {
    const user = userEvent.setup();
    const repay = await orderWith('repay');
    const rollover = await orderWith('rollover');
    const first = renderRoute(`/loanDetails?productId=1&orderId=${repay.orderId}&${SESSION}`);
    await user.click(await screen.findByRole('button', { name: repay.button.text }));
    let location = first.router.state.location;
    expect(location.pathname).toBe('/repaymentOfPeriod');
    let query = new URLSearchParams(location.search);
    expect(query.get('productId')).toBe('1');
    expect(query.get('orderId')).toBe(repay.orderId);
    expect(query.get('sessionId')).toBe('s-42');
    first.unmount();

    const second = renderRoute(`/loanDetails?productId=1&orderId=${rollover.orderId}&${SESSION}`);
    await user.click(await screen.findByRole('button', { name: rollover.button.text }));
    location = second.router.state.location;
    expect(location.pathname).toBe('/repaymentOfDelay');
    query = new URLSearchParams(location.search);
    expect(query.get('orderId')).toBe(rollover.orderId);
    expect(query.get('deviceId')).toBe('D-1');
  });

  it('the repay button goes to the external repayment address when the server gives h5Url', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    const { orderId, facts, button } = await orderWith('repay');
    answerOrderDetails({ ...facts, h5Url: 'https://pay.example.com/repay/77' });
    const { router } = renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
    await user.click(await screen.findByRole('button', { name: button.text }));
    expect(nav.assign).toHaveBeenCalledWith('https://pay.example.com/repay/77');
    expect(router.state.location.pathname).toBe('/loanDetails');
  });

  it('borrowing again saves the click event, then hands the product detail address to openPage', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    const events = recordCalls('eventSave');
    const { orderId, facts, button } = await orderWith('borrowAgain');
    renderRoute(`/loanDetails?productId=7&orderId=${orderId}`);
    await dismissRating(facts);
    await user.click(await screen.findByRole('button', { name: button.text }));
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

  it('borrowing again does not wait for the click event, which is sent to outlive the page', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    const tracking = holdTracking('eventSave', { code: 0, message: '', data: null });
    const { orderId, facts, button } = await orderWith('borrowAgain');
    renderRoute(`/loanDetails?productId=7&orderId=${orderId}`);
    await dismissRating(facts);
    await user.click(await screen.findByRole('button', { name: button.text }));
    await waitFor(() => expect(native.calls.map((c) => c.name)).toContain('openPage'));
    expect(tracking.keepalive).toEqual([true]);
    tracking.answer();
    native.remove();
  });

  it('every navigation target carries the common parameters: h5Url and the product detail address', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    const repay = await orderWith('repay');
    const again = await orderWith('borrowAgain');
    answerOrderDetails({ ...repay.facts, h5Url: 'https://pay.example.com/repay?ref=77' });
    const first = renderRoute(`/loanDetails?productId=1&orderId=${repay.orderId}&${SESSION}`);
    await user.click(await screen.findByRole('button', { name: repay.button.text }));
    expect(nav.assign).toHaveBeenCalledTimes(1);
    const address = new URL(nav.assign.mock.calls[0]?.[0] as string);
    expect(address.origin + address.pathname).toBe('https://pay.example.com/repay');
    expect(address.searchParams.get('ref')).toBe('77');
    expect(address.searchParams.get('sessionId')).toBe('s-42');
    expect(address.searchParams.get('deviceId')).toBe('D-1');
    expect(first.router.state.location.pathname).toBe('/loanDetails');
    first.unmount();
    server.resetHandlers();

    const native = nativeApp();
    renderRoute(`/loanDetails?productId=7&orderId=${again.orderId}&${SESSION}`);
    await dismissRating(again.facts);
    await user.click(await screen.findByRole('button', { name: again.button.text }));
    await waitFor(() => expect(native.calls.map((c) => c.name)).toContain('openPage'));
    const { url } = native.calls.find((c) => c.name === 'openPage')?.payload as { url: string };
    expect(url.startsWith('pesoagad://product/detail?')).toBe(true);
    const query = new URLSearchParams(url.slice(url.indexOf('?')));
    expect(query.get('productId')).toBe('7');
    expect(query.get('sessionId')).toBe('s-42');
    expect(query.get('deviceId')).toBe('D-1');
    native.remove();
  });

  it('an h5Url in the app scheme is handed to the native app, and the page stays usable for the return', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    const h5Url = `${developer.appScheme}repay?orderId=77`;
    const { orderId, facts, button } = await orderWith('repay');
    answerOrderDetails({ ...facts, h5Url });
    renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
    const repay = await screen.findByRole('button', { name: button.text });
    await user.click(repay);
    await waitFor(() => expect(native.calls).toContainEqual({ name: 'openPage', payload: { url: h5Url } }));
    await waitFor(() => expect(repay).toBeEnabled());
    native.remove();
  });

  it('an h5Url that is not http(s) is refused with a message and the button works again', async () => {
    const user = userEvent.setup();
    const nav = watchBrowser();
    const { orderId, facts, button } = await orderWith('repay');
    answerOrderDetails({ ...facts, h5Url: 'javascript:alert(1)' });
    renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
    const repay = await screen.findByRole('button', { name: button.text });
    await user.click(repay);
    expect(await screen.findByText(messages.unsafeUrl)).toBeInTheDocument();
    expect(nav.assign).not.toHaveBeenCalled();
    await waitFor(() => expect(repay).toBeEnabled());
  });

  it('the telephone falls back to the configured service phone and calls it', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    const { orderId } = await orderWhere((facts) => !facts.telephone);
    renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
    const phone = await screen.findByRole('button', {
      name: shown(texts.servicePhoneLabel, { phone: app.servicePhone }),
    });
    await user.click(phone);
    expect(native.calls).toContainEqual({ name: 'callPhone', payload: { phone: app.servicePhone } });
    native.remove();
  });

  it('shows the products list only where its rule says so, and links to more products on the home screen', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    const facts = await order('110');
    renderRoute('/loanDetails?productId=1&orderId=110');
    const link = await screen.findByRole('link', { name: texts.viewMore });
    const product = screen.queryByText('PesoAgad Plus');
    if (given(rules.showProducts, facts) === true) expect(product).toBeInTheDocument();
    else expect(product).not.toBeInTheDocument();
    await user.click(link);
    expect(native.calls).toContainEqual({ name: 'goHome', payload: {} });
    native.remove();
  });
});

describe('order details: redirects and failures', () => {
  it('redirects at once to playeduL when its rule says so', async () => {
    const nav = watchBrowser();
    const facts = await order('playedul');
    const leave = given<{ url: string }>(rules.leave, facts);
    expect(leave, 'the sandbox order with playeduL is one the rules send on').toBeDefined();
    renderRoute('/loanDetails?productId=1&orderId=playedul');
    await waitFor(() => expect(nav.replace).toHaveBeenCalledWith(fill(leave?.url ?? '', { data: facts })));
    for (const { text } of buttonsFor(facts))
      expect(screen.queryByRole('button', { name: text })).not.toBeInTheDocument();
  });

  it('a playeduL in the app scheme is handed to the native app, and the order shows under it', async () => {
    const native = nativeApp();
    const facts = await order('playedul');
    const playeduL = `${developer.appScheme}orders/1`;
    const leave = given<{ url: string }>(rules.leave, { ...facts, playeduL });
    expect(leave, 'the sandbox order with playeduL is one the rules send on').toBeDefined();
    answerOrderDetails({ ...facts, playeduL, noticeStatusText: 'Waiting' });
    renderRoute('/loanDetails?productId=1&orderId=playedul');
    const url = fill(leave?.url ?? '', { data: { ...facts, playeduL } });
    await waitFor(() => expect(native.calls).toContainEqual({ name: 'openPage', payload: { url } }));
    expect(await screen.findByRole('heading', { name: 'Waiting' })).toBeInTheDocument();
    // Handed over once: the order shown under the native page does not hand it over again.
    expect(native.calls.filter((c) => c.name === 'openPage')).toHaveLength(1);
    native.remove();
  });

  it('does not redirect an order its rules keep, even with playeduL', async () => {
    const nav = watchBrowser();
    const playeduL = 'https://partner.example.com/x';
    const { facts } = await orderWhere((f) => !given(rules.leave, { ...f, playeduL }));
    answerOrderDetails({ ...facts, playeduL, noticeStatusText: 'Waiting' });
    renderRoute(`/loanDetails?productId=1&orderId=${String(facts.orderStatus)}`);
    expect(await screen.findByRole('heading', { name: 'Waiting' })).toBeInTheDocument();
    expect(nav.replace).not.toHaveBeenCalled();
  });

  it('a non-success answer shows the server message and a retry that loads the order', async () => {
    const user = userEvent.setup();
    const { orderId, button } = await orderWith('repay');
    let failing = true;
    server.use(
      http.post(endpointPattern('loanDetails'), () =>
        failing ? HttpResponse.json({ code: 7, message: 'System busy, try again', data: null }) : undefined,
      ),
    );
    renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
    expect(await screen.findByText('System busy, try again')).toBeInTheDocument();
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
    failing = false;
    await user.click(await screen.findByRole('button', { name: messages.retry }));
    expect(await screen.findByRole('button', { name: button.text })).toBeInTheDocument();
  });

  it('the sandbox failure and malformed answers are told in plain words', async () => {
    const first = renderRoute('/loanDetails?productId=1&orderId=fail');
    expect(
      await screen.findByText('The order could not be found. Please try again later.'),
    ).toBeInTheDocument();
    first.unmount();
    renderRoute('/loanDetails?productId=1&orderId=bad');
    expect(await screen.findByText(messages.badResponse)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: messages.retry })).toBeInTheDocument();
  });

  it('asks for an order when there is none in the address', async () => {
    renderRoute('/loanDetails?productId=1');
    expect(await screen.findByText(texts.missingOrder)).toBeInTheDocument();
  });
});

describe('order details: dialogs', () => {
  const withdrawOrder = () =>
    orderWhere((facts) => allMatches(rules.dialogsOnLoad, facts).includes('withdraw'));
  const rateOrder = () => orderWhere((facts) => allMatches(rules.dialogsOnLoad, facts).includes('rate'));

  it('an order in withdrawal opens the withdraw dialog; its withdraw button opens confirm loan in the app with the session', async () => {
    const user = userEvent.setup();
    const { orderId } = await withdrawOrder();
    const { router } = renderRoute(`/loanDetails?productId=1&orderId=${orderId}&${SESSION}`);
    const dialog = await dialogNamed(dialogs.withdraw.label);
    expect(within(dialog).getByText(/Your loan of ₱5.000 is ready/)).toBeInTheDocument();
    await user.click(
      within(dialog).getByRole('button', { name: dialogButton(dialogs.withdraw, 'withdraw') }),
    );
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/confirmLoan');
    const query = new URLSearchParams(search);
    expect(query.get('productId')).toBe('1');
    expect(query.get('sessionId')).toBe('s-42');
  });

  it("the withdraw dialog's cancel button goes home through the app", async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    const { orderId } = await withdrawOrder();
    renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
    const dialog = await dialogNamed(dialogs.withdraw.label);
    await user.click(
      within(dialog).getByRole('button', { name: dialogButton(dialogs.withdraw, 'cancelWithdraw') }),
    );
    expect(native.calls).toContainEqual({ name: 'goHome', payload: {} });
    native.remove();
  });

  it('no withdraw dialog without reyMsg', async () => {
    const { orderId, facts } = await withdrawOrder();
    answerOrderDetails({ ...facts, reyMsg: '' });
    renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
    await screen.findByRole('img', { name: STATUS_ICON });
    expect(screen.queryByRole('dialog', { name: dialogs.withdraw.label })).not.toBeInTheDocument();
  });

  it('rating: no star asks for one; fewer stars than the store takes post the fixed score and show the thank-you dialog', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    const scores = recordCalls('storeScore');
    const { orderId } = await rateOrder();
    renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
    const dialog = await dialogNamed(dialogs.rate.title);
    await user.click(within(dialog).getByRole('button', { name: dialogs.rate.rating.send }));
    expect(await screen.findByText(dialogs.rate.rating.chooseStar)).toBeInTheDocument();
    expect(scores).toHaveLength(0);

    const fewer = STORE_STARS - 1;
    await user.click(within(dialog).getByRole('button', { name: stars(fewer) }));
    expect(within(dialog).getByRole('button', { name: stars(fewer) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(dialog).getByRole('button', { name: stars(STORE_STARS) })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(dialog).getByRole('button', { name: dialogs.rate.rating.send }));
    const result = await dialogNamed(dialogs.thanks.title);
    expect(within(result).getByText(dialogs.thanks.body)).toBeInTheDocument();
    expect(scores[0]?.params.score).toBe(String(limits.fixedScore));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: dialogs.rate.title })).not.toBeInTheDocument(),
    );
    expect(native.calls.map((c) => c.name)).not.toContain('goAppStoreRating');
    native.remove();
  });

  it('rating with as many stars as the store takes opens the app store rating through the app and closes', async () => {
    const user = userEvent.setup();
    const native = nativeApp();
    const { orderId } = await rateOrder();
    renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
    const dialog = await dialogNamed(dialogs.rate.title);
    await user.click(within(dialog).getByRole('button', { name: stars(STORE_STARS) }));
    await user.click(within(dialog).getByRole('button', { name: dialogs.rate.rating.send }));
    await waitFor(() => expect(native.calls).toContainEqual({ name: 'goAppStoreRating', payload: {} }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: dialogs.rate.title })).not.toBeInTheDocument(),
    );
    expect(screen.queryByRole('dialog', { name: dialogs.thanks.title })).not.toBeInTheDocument();
    native.remove();
  });

  it('the rating dialog does not close on a tap outside it, and a failed submit keeps it open', async () => {
    const user = userEvent.setup();
    const { orderId } = await rateOrder();
    server.use(
      http.post(endpointPattern('storeScore'), () =>
        HttpResponse.json({ code: 3, message: 'Rating is closed today', data: null }),
      ),
    );
    renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
    const dialog = await dialogNamed(dialogs.rate.title);
    const mask = document.querySelector('.adm-mask');
    expect(mask).not.toBeNull();
    await user.click(mask as HTMLElement);
    expect(screen.getByRole('dialog', { name: dialogs.rate.title })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: stars(dialogs.rate.rating.stars) }));
    await user.click(within(dialog).getByRole('button', { name: dialogs.rate.rating.send }));
    expect(await screen.findByText('Rating is closed today')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: dialogs.rate.title })).toBeInTheDocument();
  });

  it('the bank-card dialog closes, and its button opens bank binding with source=loanDetail', async () => {
    const user = userEvent.setup();
    const { orderId, facts } = await orderWhere((f) => allMatches(rules.dialogsOnLoad, f).includes('card'));
    const title = shown(dialogs.card.title, { data: facts });
    const first = renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
    let dialog = await dialogNamed(title);
    expect(within(dialog).getByText(/could not send the money/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: dialogs.card.closeLabel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
    first.unmount();

    const { router } = renderRoute(`/loanDetails?productId=1&orderId=${orderId}`);
    dialog = await dialogNamed(title);
    await user.click(within(dialog).getByRole('button', { name: dialogButton(dialogs.card, 'bindBank') }));
    const { pathname, search } = router.state.location;
    expect(pathname).toBe('/bindBank');
    expect(Object.fromEntries(new URLSearchParams(search))).toMatchObject({
      source: 'loanDetail',
      productId: '1',
      orderId,
    });
  });
});
