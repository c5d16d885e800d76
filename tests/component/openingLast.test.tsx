// Complaint detail, legacy repayment and customer service open through the runtime's one opening path
// (issue 13): a skeleton while the answer comes, a dropped connection tried again, offline said and
// retried when the connection is back, and a failure with one Retry that loads the page.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import messages from '../../schemas/messages.json';
import detailScreen from '../../schemas/screens/complaintDetail.json';
import legacyScreen from '../../schemas/screens/legacyRepayment.json';
import serviceScreen from '../../schemas/screens/customerService.json';
import app from '../../schemas/app.json';
import { endpointPattern, type EndpointName } from '../../src/platform/endpoints';
import type { Opening } from '../../src/config/generated/screen';
import { expectAnswerFailureSaid, toastText } from '../support/openingFailure';
import { shortenRetryWaits } from '../support/retryWaits';
import { renderRoute } from '../support/render';
import { server } from '../support/server';
import { warmScreens } from './complaints/helpers';
import { SLOW } from './bank/helpers';

beforeAll(async () => {
  await warmScreens();
  await Promise.all([
    import('../../src/screens/legacy/LegacyRepayment'),
    import('../../src/screens/site/CustomerService'),
  ]);
}, 60000);

const usual = shortenRetryWaits();

interface Case {
  name: string;
  path: string;
  endpoint: EndpointName;
  /** Something only the loaded screen shows. */
  content: () => Promise<HTMLElement>;
  /** A failed answer, as the server would send it (its success code is not met). */
  failure: Record<string, unknown>;
  /** What the failure page says of that answer. */
  failureText: string;
  loadFailed: string;
  /** The screen's opening declaration: whether it toasts a failed answer. */
  open: Pick<Opening, 'endpoint' | 'toastOnFailure'>;
}

const cases: Case[] = [
  {
    name: 'complaint detail',
    path: '/complainDetails?problemId=1',
    endpoint: 'problemDetail',
    content: () => screen.findByText(/I received twelve calls yesterday/),
    failure: { code: '01', message: 'Complaints are closed tonight', data: null },
    failureText: 'Complaints are closed tonight',
    loadFailed: detailScreen.texts.loadFailed,
    open: detailScreen.open,
  },
  {
    name: 'legacy repayment',
    path: '/legacyRepayment?orderId=174&amount=5234',
    endpoint: 'legacyRepaymentWay',
    content: () => screen.findByRole('radio', { name: 'BDO Unibank **** 4821' }),
    // The error catalogue's words, not the server's (SPEC.md section 8).
    failure: { code: 1, message: 'card list unavailable', data: null },
    failureText: legacyScreen.messages.cardListFailed,
    loadFailed: legacyScreen.texts.loadFailed,
    open: legacyScreen.open,
  },
  {
    name: 'customer service',
    path: '/customerService',
    endpoint: 'contactKfInfo',
    content: () => screen.findByRole('button', { name: new RegExp(serviceScreen.texts.phoneLabel) }),
    failure: { code: '01', message: 'The help desk is closed tonight', data: null },
    failureText: 'The help desk is closed tonight',
    loadFailed: serviceScreen.texts.loadFailed,
    open: serviceScreen.open,
  },
];

/** Counts the calls of an endpoint; `answer` decides each one (undefined lets the sandbox answer). */
function countCalls(
  endpoint: EndpointName,
  answer: (n: number) => Response | undefined | Promise<Response | undefined>,
) {
  const seen = { count: 0 };
  server.use(
    http.all(endpointPattern(endpoint), () => {
      seen.count += 1;
      return answer(seen.count);
    }),
  );
  return seen;
}

describe.each(cases)('$name opens through the runtime', (c) => {
  it('shows the skeleton until its answer comes, then the screen', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = countCalls(c.endpoint, async () => {
      await held;
      return undefined;
    });
    renderRoute(c.path);
    // The screen's code is compiled on first use: on a busy machine that alone takes seconds.
    await waitFor(() => expect(calls.count).toBe(1), SLOW);
    const loading = await screen.findByRole('status', { name: messages.loading }, SLOW);
    // Said in words a person reads, not only to a screen reader.
    expect(loading).toHaveTextContent(messages.loading);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    release();
    expect(await c.content()).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: messages.loading })).not.toBeInTheDocument();
    expect(calls.count).toBe(1);
  });

  it('tries again after a dropped connection and shows the screen, with no failure said', async () => {
    const calls = countCalls(c.endpoint, (n) => (n === 1 ? HttpResponse.error() : undefined));
    renderRoute(c.path);
    expect(await c.content()).toBeInTheDocument();
    expect(calls.count).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(toastText()).toBe('');
  });

  it('says plainly that the phone is offline, sends nothing, and loads by itself once online', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = countCalls(c.endpoint, () => undefined);
    renderRoute(c.path);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.openOffline);
    expect(calls.count).toBe(0);
    online.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await c.content()).toBeInTheDocument();
    await waitFor(() => expect(calls.count).toBe(1), SLOW);
  });

  it('loads by itself, once, when the connection is back before the page listens for it', async () => {
    // Offline when the opening is tried, online by the time the failure page looks again: the
    // 'online' event fell between the two and is never sent.
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValueOnce(false).mockReturnValue(true);
    const calls = countCalls(c.endpoint, () => undefined);
    renderRoute(c.path);
    expect(await c.content()).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls.count).toBe(1);
    online.mockRestore();
  });

  it('says a failed answer once, with one Retry that loads the screen', async () => {
    const user = userEvent.setup();
    const calls = countCalls(c.endpoint, (n) => (n === 1 ? HttpResponse.json(c.failure) : undefined));
    renderRoute(c.path);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(c.loadFailed);
    expectAnswerFailureSaid(c.open, alert, c.failureText);
    // An answer is final: only a tap on Retry asks again.
    expect(calls.count).toBe(1);
    const retries = screen.getAllByRole('button', { name: messages.retry });
    expect(retries).toHaveLength(1);
    await user.click(retries[0] as HTMLElement);
    expect(await c.content()).toBeInTheDocument();
    expect(calls.count).toBe(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('what the opening path keeps of each screen', () => {
  it('legacy repayment says a network failure in its own word once the tries are spent', async () => {
    const calls = countCalls('legacyRepaymentWay', () => HttpResponse.error());
    renderRoute('/legacyRepayment?orderId=174&amount=5234');
    expect(await screen.findByRole('alert')).toHaveTextContent(legacyScreen.messages.network);
    expect(calls.count).toBe(1 + usual.length);
  });

  it('customer service opens on contact-kf-info even when the answer has no contact, with the fallbacks', async () => {
    countCalls('contactKfInfo', () =>
      HttpResponse.json({ code: '00', message: 'ok', data: { email: 'not-an-address', smWa: ' ' } }),
    );
    renderRoute('/customerService');
    const phone = await screen.findByRole('button', { name: new RegExp(serviceScreen.texts.phoneLabel) });
    expect(phone).toHaveTextContent(app.servicePhone);
    expect(screen.getByRole('link', { name: new RegExp(serviceScreen.texts.emailLabel) })).toHaveAttribute(
      'href',
      `mailto:${app.company.email}`,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
