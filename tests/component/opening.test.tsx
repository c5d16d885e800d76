// The one loading and failure path of screens that declare their opening request (issue 10, issue 13
// "Flaky networks"): retries of an idempotent opening, offline, timeout, no retry of a change, and the
// request starting at navigation, before the screen's code has arrived.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse, delay } from 'msw';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import messages from '../../schemas/messages.json';
import orderScreen from '../../schemas/screens/orderDetails.json';
import homeScreen from '../../schemas/screens/complaintHome.json';
import { config } from '../../src/config';
import { endpointPattern } from '../../src/platform/endpoints';
import { openScreen, openingEndpoint, type OpenDeclaration } from '../../src/runtime/opening/openScreen';
import { openedRoute } from '../../src/runtime/opening/openedRoute';
import { screenCode } from '../../src/runtime/shared/screenCode';
import { AppRoutes, preparePage, type AppRoute } from '../../src/app/shared/router';
import { expectAnswerFailureSaid } from '../support/openingFailure';
import { shortenRetryWaits } from '../support/retryWaits';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { fillEwallet, findField, installBridge, SLOW, texts as bankTexts } from './bank/helpers';
import { warmScreens } from './complaints/helpers';

// Lazy screens are transformed on first use, which on a busy machine can outlast a wait below.
beforeAll(warmScreens, 60000);

const usual = shortenRetryWaits();

/** Counts the calls of an endpoint; `answer` decides each one (undefined lets the sandbox answer). */
function countCalls(
  pattern: string,
  answer: (n: number) => Response | undefined | Promise<Response | undefined>,
) {
  const seen = { count: 0 };
  server.use(
    http.all(pattern, () => {
      seen.count += 1;
      return answer(seen.count);
    }),
  );
  return seen;
}

describe('opening a screen on its data', () => {
  it('tries an unreachable server three times, then says so with Retry, which loads the page', async () => {
    const user = userEvent.setup();
    let reachable = false;
    const calls = countCalls(endpointPattern('problemInit'), () =>
      reachable ? undefined : HttpResponse.error(),
    );
    renderRoute('/complaint?orderId=174');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(homeScreen.texts.loadFailed);
    expect(alert).toHaveTextContent(messages.openNetwork);
    expect(calls.count).toBe(1 + usual.length);
    reachable = true;
    await user.click(screen.getByRole('button', { name: messages.retry }));
    expect(await screen.findByText('PesoAgad Cash')).toBeInTheDocument();
    expect(calls.count).toBe(2 + usual.length);
  });

  it('loads once for two taps on Retry that land before the page changes, and again after a failed Retry', async () => {
    const calls = countCalls(endpointPattern('problemInit'), (n) =>
      n <= 2
        ? HttpResponse.json({ code: '500', message: 'Complaints are closed tonight', data: null })
        : undefined,
    );
    renderRoute('/complaint?orderId=174');
    // Two clicks in one task: the card is still there for the second.
    const tapTwice = async () => {
      const retry = await screen.findByRole('button', { name: messages.retry });
      act(() => {
        retry.click();
        retry.click();
      });
    };
    await tapTwice();
    await waitFor(() => expect(calls.count).toBe(2));
    await tapTwice();
    expect(await screen.findByText('PesoAgad Cash')).toBeInTheDocument();
    expect(calls.count).toBe(3);
  });

  it('does not repeat a request the server answered, and says its message once, where the screen declares', async () => {
    const calls = countCalls(endpointPattern('problemInit'), () =>
      HttpResponse.json({ code: '500', message: 'Complaints are closed tonight', data: null }),
    );
    renderRoute('/complaint?orderId=174');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(homeScreen.texts.loadFailed);
    expectAnswerFailureSaid(homeScreen.open, alert, 'Complaints are closed tonight');
    expect(calls.count).toBe(1);
  });

  it('keeps the toast of order details (CONTRACT.md section 4) and does not repeat its words on the page', async () => {
    countCalls(endpointPattern('loanDetails'), () =>
      HttpResponse.json({ code: 9, message: 'Order locked for review', data: null }),
    );
    renderRoute('/loanDetails?productId=1&orderId=174');
    expect(await screen.findByText(orderScreen.texts.loadFailed)).toBeInTheDocument();
    expect(screen.getAllByText('Order locked for review')).toHaveLength(1);
    expect(document.querySelector('.toast-layer')).toHaveTextContent('Order locked for review');
  });

  it('says plainly that the phone is offline, sends nothing, and loads by itself when the connection is back', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = countCalls(endpointPattern('problemInit'), () => undefined);
    renderRoute('/complaint?orderId=174');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.openOffline);
    expect(calls.count).toBe(0);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('PesoAgad Cash', {}, SLOW)).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('offers Retry after a timeout, without trying again by itself', async () => {
    const usualTimeout = config.httpTimeoutMs;
    config.httpTimeoutMs = 50;
    try {
      const calls = countCalls(endpointPattern('problemInit'), async () => {
        await delay(2000);
        return undefined;
      });
      renderRoute('/complaint?orderId=174');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent(messages.openTimeout);
      expect(screen.getByRole('button', { name: messages.retry })).toBeInTheDocument();
      expect(calls.count).toBe(1);
    } finally {
      config.httpTimeoutMs = usualTimeout;
    }
  });

  it('never opens a screen with a call that changes data, nor with a name the catalogue lacks', async () => {
    expect(() => openingEndpoint({ endpoint: 'bindCard' })).toThrow(/changes data/);
    expect(() => openingEndpoint({ endpoint: 'noSuchCall' })).toThrow(/no endpoint/);
    await expect(openScreen({ endpoint: 'problemSave' }, '')).rejects.toThrow(/changes data/);
  });
});

describe('a change is never repeated', () => {
  it('a bind that cannot reach the server is sent once', async () => {
    installBridge();
    const user = userEvent.setup();
    const binds = countCalls(endpointPattern('bindCard'), () => HttpResponse.error());
    renderRoute('/bindBank?product_id=7');
    await findField('Account name');
    await fillEwallet(user);
    await user.click(screen.getByRole('button', { name: bankTexts.next }));
    await waitFor(
      () => expect(document.querySelector('.toast-layer')).toHaveTextContent(messages.networkError),
      SLOW,
    );
    await new Promise((r) => setTimeout(r, 100));
    expect(binds.count).toBe(1);
  });
});

describe('the opening request starts at navigation', () => {
  const open: OpenDeclaration = { endpoint: 'loanDetails', params: { orderId: 'orderId' } };
  const at = (routes: AppRoute[]) => (
    <MemoryRouter initialEntries={['/loanDetails?orderId=174']} useTransitions={false}>
      <AppRoutes routes={routes} />
    </MemoryRouter>
  );
  const routesOf = (code: () => Promise<ComponentType>): AppRoute[] => {
    const { Route, prepare } = openedRoute(screenCode(code), { title: orderScreen.title, open });
    return [{ path: '/loanDetails', element: <Route />, handle: { prepare } }];
  };

  it('is sent before the screen code has arrived, once per open', async () => {
    const calls = countCalls(endpointPattern('loanDetails'), () => undefined);
    let arrive: (screen: ComponentType) => void = () => undefined;
    const code = new Promise<ComponentType>((resolve) => {
      arrive = resolve;
    });
    render(at(routesOf(() => code)));
    await waitFor(() => expect(calls.count).toBe(1));
    // Its skeleton, waiting for the code.
    expect(document.querySelector('[aria-busy]')).not.toBeNull();
    expect(screen.queryByText('order shown')).toBeNull();
    arrive(() => <p>order shown</p>);
    expect(await screen.findByText('order shown')).toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('renders a prepared first page whose answer came before it on that answer at once, never showing its skeleton', async () => {
    const calls = countCalls(endpointPattern('loanDetails'), () => undefined);
    const routes = routesOf(async () => () => <p>order shown</p>);
    // As a prerendered shell starts the app (src/app/main.tsx): once the code and the answer are in.
    await preparePage(routes, '/loanDetails', '?orderId=174');
    const container = document.body.appendChild(document.createElement('div'));
    const shown: string[] = [];
    new MutationObserver((records) => {
      for (const node of records.flatMap((record) => [...record.addedNodes]))
        if (node instanceof Element && (node.matches('[aria-busy]') || node.querySelector('[aria-busy]')))
          shown.push(node.outerHTML);
    }).observe(container, { childList: true, subtree: true });
    render(at(routes), { container });
    expect(await screen.findByText('order shown')).toBeInTheDocument();
    expect(shown).toEqual([]);
    // The first render took the request prepared for it over.
    expect(calls.count).toBe(1);
  });
});
