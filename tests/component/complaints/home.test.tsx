import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { createStore } from 'jotai';
import { lastComplaintOrderAtom } from '../../../src/runtime/state/complaints';
import { answerProblemInit, recordCalls, untilTappable, warmScreens } from './helpers';

beforeAll(warmScreens, 60000);

function query(router: ReturnType<typeof renderRoute>['router']) {
  return new URLSearchParams(router.state.location.search);
}

describe('complaint home', () => {
  it('posts problem-init with the order id and shows that order, the type tiles and My complaints', async () => {
    const calls = recordCalls('problemInit');
    renderRoute('/complaint?orderId=174&sessionId=s-1');
    expect(await screen.findByText('PesoAgad Cash')).toBeInTheDocument();
    expect(screen.getByText('Order No. PA2026112200174')).toBeInTheDocument();
    expect(screen.getByText('Repayment due')).toBeInTheDocument();
    expect(screen.getByText('₱5.000,00')).toBeInTheDocument();
    for (const name of ['Collection', 'Repayment', 'Loan application', 'Account and app', 'Other']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Excessive phone contact' })).not.toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', params: { orderId: '174', sessionId: 's-1' } });
  });

  it('opens the complaint list from My complaints, keeping the session', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute('/complaint?orderId=174&sessionId=s-1');
    await user.click(await screen.findByRole('link', { name: 'My complaints' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaintList'));
    expect(query(router).get('sessionId')).toBe('s-1');
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
    await screen.findByText('The selected order does not support sending collection types');
    expect(screen.queryByRole('button', { name: 'Excessive phone contact' })).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/complaint');
  });

  it('chooses another order from All; the choice decides whether collection is allowed', async () => {
    const user = userEvent.setup();
    renderRoute('/complaint?orderId=174');
    await user.click(await screen.findByRole('button', { name: 'Collection' }));
    expect(screen.getByRole('button', { name: 'Excessive phone contact' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an order' });
    await untilTappable(dialog);
    expect(within(dialog).getAllByRole('button', { name: /, order PA/ })).toHaveLength(3);
    expect(
      within(dialog).getByRole('button', { name: 'PesoAgad Cash, order PA2026112200174' }),
    ).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'PesoAgad Mini, order PA2026060100200' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose an order' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Order No. PA2026060100200')).toBeInTheDocument();
    expect(screen.getByText('Settled')).toBeInTheDocument();
    // Changing the order folds the sub-types; collection is now refused.
    expect(screen.queryByRole('button', { name: 'Excessive phone contact' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    await screen.findByText('The selected order does not support sending collection types');
    expect(screen.queryByRole('button', { name: 'Excessive phone contact' })).not.toBeInTheDocument();
  });

  it('closes the order list without changing the order', async () => {
    const user = userEvent.setup();
    renderRoute('/complaint?orderId=180');
    await user.click(await screen.findByRole('button', { name: 'All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose an order' });
    await untilTappable(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Choose an order' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Order No. PA2026101500180')).toBeInTheDocument();
  });

  it('without an order id opens on the locally saved order number', async () => {
    // Kept by an earlier visit: a store of its own writes it to storage, as the submission page does.
    createStore().set(lastComplaintOrderAtom, 'PA2026101500180');
    const calls = recordCalls('problemInit');
    renderRoute('/complaint');
    expect(await screen.findByText('Order No. PA2026101500180')).toBeInTheDocument();
    expect(calls[0]?.params.orderId).toBeUndefined();
  });

  it('without an order id or a saved one opens on the first order from the server', async () => {
    renderRoute('/complaint');
    expect(await screen.findByText('Order No. PA2026112200174')).toBeInTheDocument();
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
    expect(await screen.findByText('Order No. ORD-DETAIL')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    await screen.findByText('The selected order does not support sending collection types');
    expect(screen.queryByRole('button', { name: 'Rude' })).not.toBeInTheDocument();

    // The same order chosen again from All keeps what orderDetail says about it.
    await user.click(screen.getByRole('button', { name: 'All' }));
    let dialog = await screen.findByRole('dialog', { name: 'Choose an order' });
    await untilTappable(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Peso B, order ORD-FIRST' }));
    await user.click(await screen.findByRole('button', { name: 'Collection' }));
    expect(await screen.findByRole('button', { name: 'Rude' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'All' }));
    dialog = await screen.findByRole('dialog', { name: 'Choose an order' });
    await untilTappable(dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Peso A, order ORD-DETAIL' }));
    await waitFor(() => expect(screen.getByText('Order No. ORD-DETAIL')).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Collection' }));
    await waitFor(() =>
      expect(
        screen.getAllByText('The selected order does not support sending collection types').length,
      ).toBeGreaterThan(0),
    );
    expect(screen.queryByRole('button', { name: 'Rude' })).not.toBeInTheDocument();
  });

  it('names the page by its title', async () => {
    renderRoute('/complaint?orderId=174');
    await screen.findByText('PesoAgad Cash');
    await waitFor(() => expect(document.title).toBe('Complaints'));
  });

  it('shows the server message and a retry when problem-init fails, and recovers', async () => {
    const user = userEvent.setup();
    renderRoute('/complaint?orderId=999');
    await screen.findByText('We could not find this order. Please choose another one.');
    expect(await screen.findByText('We could not load your orders and complaint types.')).toBeInTheDocument();
    answerProblemInit({
      problemType: [{ title: 'Other', value: 5 }],
      problemSonType: [],
      orderDetail: null,
      orderList: [],
    });
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Other' })).toBeInTheDocument();
    expect(
      screen.getByText('You have no orders yet, so there is nothing to complain about.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'All' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Other' }));
    await screen.findByText('Please choose an order first.');
  });

  it('tells the person in plain words when the answer has the wrong shape', async () => {
    answerProblemInit({ problemType: 'collection' });
    renderRoute('/complaint?orderId=174');
    await screen.findByText('The server sent an answer we could not read. Please try again later.');
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
