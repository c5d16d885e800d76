// A mutating request (send, bind, pay, confirm) is never retried by itself (issue 13): after a failure,
// each tap sends exactly one request, and nothing more goes out while the borrower does nothing.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { fillEwallet, installBridge } from '../bank/helpers';
import bank from '../../../schemas/screens/bindBank.json';

describe('binding an e-wallet that fails', () => {
  it.each([
    ['a dropped connection', () => HttpResponse.error()],
    ['a 500 with an HTML body', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 500 })],
  ])('%s: one request per tap, none by itself', async (_, answer) => {
    const user = userEvent.setup();
    const bridge = installBridge();
    let binds = 0;
    server.use(
      http.post('*/tender/user-bank/bind-card-new', () => {
        binds += 1;
        return answer();
      }),
    );
    renderRoute('/bindBank?productId=7&orderId=174');
    await fillEwallet(user);
    const next = screen.getByRole('button', { name: bank.texts.next });
    await user.click(next);
    await waitFor(() => expect(binds).toBe(1));
    await waitFor(() => expect(next).toBeEnabled());
    // Time for any retry with backoff to show itself.
    await new Promise((done) => setTimeout(done, 1500));
    expect(binds).toBe(1);
    await user.click(next);
    await waitFor(() => expect(binds).toBe(2));
    await new Promise((done) => setTimeout(done, 1500));
    expect(binds).toBe(2);
    expect(bridge.closeWebView).not.toHaveBeenCalled();
  });
});
