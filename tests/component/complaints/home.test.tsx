import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { createStore } from 'jotai';
import { lastComplaintOrderAtom } from '../../../src/runtime/state/complaints';
import { answerProblemInit, recordCalls, untilTappable, warmScreens } from './helpers';
import home from '../../../schemas/screens/complaintHome.json';
import shared from '../../../schemas/messages.json';
import { anyOf, given, money, shown } from '../../support/staff';

// Labels, messages and the status names its rules give come from the schema, so a staff edit keeps
// this green.
const { texts, messages, rules } = home;
const orderNo = (no: string) => shown(texts.orderNo, { orderNo: no });
const orderItem = (productName: string, no: string) =>
  shown(texts.chooseOrderItem, { productName, orderNo: no });
const statusName = (status: number) => given<string>(rules.orderStatus, { status }) as string;
/** What the page says when its typeTap rules refuse a type for the order. */
const REFUSED = (rules.typeTap.find((r) => r.then.do === 'refuse')?.then as { message: string }).message;

beforeAll(warmScreens, 60000);

function query(router: ReturnType<typeof renderRoute>['router']) {
  return new URLSearchParams(router.state.location.search);
}

describe('complaint home', () => {
  it('posts problem-init with the order id and shows that order, the type tiles and the link to the complaint list', async () => {
    const calls = recordCalls('problemInit');
    renderRoute('/complaint?orderId=174&sessionId=s-1');
    expect(await screen.findByText('PesoAgad Cash')).toBeInTheDocument();
    expect(screen.getByText(orderNo('PA2026112200174'))).toBeInTheDocument();
    expect(screen.getByText(statusName(174))).toBeInTheDocument();
    expect(screen.getByText(money('5000.00'))).toBeInTheDocument();
    for (const name of ['Collection', 'Repayment', 'Loan application', 'Account and app', 'Other']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Excessive phone contact' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', params: { orderId: '174', sessionId: 's-1' } });
  });

  it('opens the complaint list from its link, keeping the session', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/complaint?orderId=174&sessionId=s-1');
    await user.click(await screen.findByRole('link', { name: texts.myComplaints }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaintList'));
    expect(query(router).get('sessionId')).toBe('s-1');
  });

  it('opens the complaint list once on a double tap: one page, one request for it', async () => {
    const user = userEvent.setup();
    const lists = recordCalls('problemList');
    const { router } = renderRoute('/complaint?orderId=174');
    await user.dblClick(await screen.findByRole('link', { name: texts.myComplaints }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaintList'));
    await waitFor(() => expect(lists).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lists).toHaveLength(1);
  });

  it('sends any type other than collection straight to submission with type, empty sub-type and order number', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/complaint?orderId=180');
    await user.click(await screen.findByRole('button', { name: 'Repayment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complainPageNext'));
    const q = query(router);
    expect(q.get('problemType')).toBe('2');
    expect(q.has('problemSonType')).toBe(true);
    expect(q.get('problemSonType')).toBe('');
    expect(q.get('orderNo')).toBe('PA2026101500180');
  });

  it('reveals the collection sub-types, and a sub-type goes to submission with both types', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/complaint?orderId=174');
    const collection = await screen.findByRole('button', { name: 'Collection' });
    await user.click(collection);
    expect(collection).toHaveAttribute('aria-expanded', 'true');
    for (const name of [
      'Excessive phone contact',
      'Rude or abusive language',
      'Contacting my family or employer',
      'Other collection issue',
    ]) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(router.state.location.pathname).toBe('/complaint');
    await user.click(screen.getByRole('button', { name: 'Contacting my family or employer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complainPageNext'));
    expect(Object.fromEntries(query(router))).toMatchObject({
      problemType: '1',
      problemSonType: '13',
      orderNo: 'PA2026112200174',
    });
  });

  it('refuses collection for an order that does not support it (isShow 0)', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/complaint?orderId=200');
    await user.click(await screen.findByRole('button', { name: 'Collection' }));
    await screen.findByText(REFUSED);
    expect(screen.queryByRole('button', { name: 'Excessive phone contact' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/complaint');
  });

  it('chooses another order from the order list; the choice decides whether collection is allowed', async () => {
    const user = userEvent.setup();
    renderRoute('/complaint?orderId=174');
    await user.click(await screen.findByRole('button', { name: 'Collection' }));
    expect(screen.getByRole('button', { name: 'Excessive phone contact' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: texts.all }));
    const dialog = await screen.findByRole('dialog', { name: texts.chooseOrderTitle });
    await untilTappable(dialog);
    expect(within(dialog).getAllByRole('button', { name: anyOf(texts.chooseOrderItem) })).toHaveLength(3);
    expect(
      within(dialog).getByRole('button', { name: orderItem('PesoAgad Cash', 'PA2026112200174') }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(
      within(dialog).getByRole('button', { name: orderItem('PesoAgad Mini', 'PA2026060100200') }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: texts.chooseOrderTitle })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(orderNo('PA2026060100200'))).toBeInTheDocument();
    expect(screen.getByText(statusName(200))).toBeInTheDocument();
    // Changing the order folds the sub-types; collection is now refused.
    expect(screen.queryByRole('button', { name: 'Excessive phone contact' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    await screen.findByText(REFUSED);
    expect(screen.queryByRole('button', { name: 'Excessive phone contact' })).not.toBeInTheDocument();
  });

  it('closes the order list without changing the order', async () => {
    const user = userEvent.setup();
    renderRoute('/complaint?orderId=180');
    await user.click(await screen.findByRole('button', { name: texts.all }));
    const dialog = await screen.findByRole('dialog', { name: texts.chooseOrderTitle });
    await untilTappable(dialog);
    await user.click(within(dialog).getByRole('button', { name: texts.close }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: texts.chooseOrderTitle })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(orderNo('PA2026101500180'))).toBeInTheDocument();
  });

  it('without an order id opens on the locally saved order number', async () => {
    // Kept by an earlier visit: a store of its own writes it to storage, as the submission page does.
    createStore().set(lastComplaintOrderAtom, 'PA2026101500180');
    const calls = recordCalls('problemInit');
    renderRoute('/complaint');
    expect(await screen.findByText(orderNo('PA2026101500180'))).toBeInTheDocument();
    expect(calls[0]?.params.orderId).toBeUndefined();
  });

  it('without an order id or a saved one opens on the first order from the server', async () => {
    renderRoute('/complaint');
    expect(await screen.findByText(orderNo('PA2026112200174'))).toBeInTheDocument();
  });

  it('without an order id opens on the orderDetail of the server, whose isShow decides collection', async () => {
    const user = userEvent.setup();
    answerProblemInit({
      problemType: [{ title: 'Collection', value: 1 }],
      problemSonType: [{ title: 'Rude', value: 11 }],
      orderDetail: { orderNo: 'ORD-DETAIL', productName: 'Peso A', isShow: 0 },
      orderList: [
        { orderNo: 'ORD-FIRST', productName: 'Peso B', isShow: 1 },
        { orderNo: 'ORD-DETAIL', productName: 'Peso A' },
      ],
    });
    renderRoute('/complaint');
    expect(await screen.findByText(orderNo('ORD-DETAIL'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    await screen.findByText(REFUSED);
    expect(screen.queryByRole('button', { name: 'Rude' })).not.toBeInTheDocument();

    // The same order chosen again from All keeps what orderDetail says about it.
    await user.click(screen.getByRole('button', { name: texts.all }));
    let dialog = await screen.findByRole('dialog', { name: texts.chooseOrderTitle });
    await untilTappable(dialog);
    await user.click(within(dialog).getByRole('button', { name: orderItem('Peso B', 'ORD-FIRST') }));
    await user.click(await screen.findByRole('button', { name: 'Collection' }));
    expect(await screen.findByRole('button', { name: 'Rude' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.all }));
    dialog = await screen.findByRole('dialog', { name: texts.chooseOrderTitle });
    await untilTappable(dialog);
    await user.click(within(dialog).getByRole('button', { name: orderItem('Peso A', 'ORD-DETAIL') }));
    await waitFor(() => expect(screen.getByText(orderNo('ORD-DETAIL'))).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    await waitFor(() => expect(screen.getAllByText(REFUSED).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Rude' })).not.toBeInTheDocument();
  });

  it('names the page by its title', async () => {
    renderRoute('/complaint?orderId=174');
    await screen.findByText('PesoAgad Cash');
    await waitFor(() => expect(document.title).toBe(home.title));
  });

  it('shows the server message and a retry when problem-init fails, and recovers', async () => {
    const user = userEvent.setup();
    renderRoute('/complaint?orderId=999');
    await screen.findByText('We could not find this order. Please choose another one.');
    expect(await screen.findByText(texts.loadFailed)).toBeInTheDocument();
    answerProblemInit({
      problemType: [{ title: 'Other', value: 5 }],
      problemSonType: [],
      orderDetail: null,
      orderList: [],
    });
    await user.click(screen.getByRole('button', { name: shared.retry }));
    expect(await screen.findByRole('button', { name: 'Other' })).toBeInTheDocument();
    expect(screen.getByText(texts.noOrders)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: texts.all })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Other' }));
    await screen.findByText(messages.chooseOrderFirst);
  });

  it('tells the person in plain words when the answer has the wrong shape', async () => {
    answerProblemInit({ problemType: 'collection' });
    renderRoute('/complaint?orderId=174');
    await screen.findByText(shared.badResponse);
    expect(await screen.findByRole('button', { name: shared.retry })).toBeInTheDocument();
  });
});
