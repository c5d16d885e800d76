// Shared by the loan tests: a stand-in native app that records bridge calls, a record of the calls
// the screens make (the sandbox still answers them), and antd-mobile's needs under jsdom.
import { http, HttpResponse } from 'msw';
import { waitFor } from '@testing-library/react';
import { expect, vi } from 'vitest';
import { developer } from '../../../src/config/developer';
import { server } from '../../support/server';
import { paramsOf } from '../../../src/sandbox/envelope';
import { browser } from '../../../src/platform/browser';
import { endpointPattern, type EndpointName } from '../../../src/platform/endpoints';

// jsdom lacks pointer capture, which antd-mobile's popups call on taps inside them.
for (const name of ['setPointerCapture', 'releasePointerCapture'] as const) {
  if (typeof Element.prototype[name] !== 'function') Element.prototype[name] = () => {};
}

interface BridgeCall {
  name: string;
  payload: unknown;
}

type WebkitWindow = Window & { webkit?: unknown };

/** Installs window.webkit.messageHandlers for every bridge action; call the returned function to remove it. */
export function nativeApp(): { calls: BridgeCall[]; remove: () => void } {
  const calls: BridgeCall[] = [];
  const messageHandlers: Record<string, { postMessage: (p: unknown) => void }> = {};
  for (const name of Object.values(developer.bridge))
    messageHandlers[name] = { postMessage: vi.fn((payload: unknown) => calls.push({ name, payload })) };
  (window as WebkitWindow).webkit = { messageHandlers };
  return { calls, remove: () => delete (window as WebkitWindow).webkit };
}

interface Call {
  method: string;
  params: Record<string, string>;
  headers: Headers;
}

/** Records each call of an endpoint; returning nothing lets the sandbox answer it. */
export function recordCalls(name: EndpointName): Call[] {
  const calls: Call[] = [];
  server.use(
    http.all(endpointPattern(name), async ({ request }) => {
      calls.push({ method: request.method, params: await paramsOf(request), headers: request.headers });
    }),
  );
  return calls;
}

/**
 * Holds every call of a tracking endpoint unanswered until `answer` is called, noting of each whether
 * it was sent to outlive the page (fetch's keepalive); the held answer is the endpoint's success.
 */
export function holdTracking(name: EndpointName, success: Record<string, unknown>) {
  const keepalive: boolean[] = [];
  let answer = () => {};
  const held = new Promise<void>((resolve) => (answer = resolve));
  server.use(
    http.all(endpointPattern(name), async ({ request }) => {
      keepalive.push(request.keepalive);
      await held;
      return HttpResponse.json(success);
    }),
  );
  return { keepalive, answer: () => answer() };
}

/** The page's own navigation (assign / replace), observed instead of performed. */
export function watchBrowser() {
  return {
    assign: vi.spyOn(browser, 'assign').mockImplementation(() => {}),
    replace: vi.spyOn(browser, 'replace').mockImplementation(() => {}),
  };
}

/** Waits until antd-mobile's opening animation lets taps through (it sets pointer-events: none meanwhile). */
export async function untilTappable(element: HTMLElement): Promise<void> {
  await waitFor(() => {
    for (let node: HTMLElement | null = element; node; node = node.parentElement) {
      expect(node.style.pointerEvents).not.toBe('none');
    }
  });
}

/** Loads the lazily imported loan screens once, so the first test does not spend its timeout on it. */
export async function warmScreens(): Promise<void> {
  await Promise.all([
    import('../../../src/platform/antdSetup'),
    import('../../../src/screens/loan/OrderDetails'),
    import('../../../src/screens/loan/ConfirmLoan'),
    import('../../../src/screens/loan/ConfirmLoanAlt'),
    import('../../../src/screens/loan/LoginFailure'),
  ]);
}

/** Answers loan-details with `data` and the shared helper's success code, instead of the sandbox. */
export function answerOrderDetails(data: Record<string, unknown>): void {
  server.use(
    http.post(endpointPattern('loanDetails'), () => HttpResponse.json({ code: 0, message: 'ok', data })),
  );
}
