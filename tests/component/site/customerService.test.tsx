import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectAnswerFailureSaid } from '../../support/openingFailure';
import { renderRoute } from '../../support/render';
import { server } from '../../support/server';
import { browser } from '../../../src/platform/browser';
import { SERVICE_CONTACT } from '../../../src/sandbox/handlers/site';
import app from '../../../schemas/app.json';
import { developer } from '../../../src/config/developer';
import messages from '../../../schemas/messages.json';
import service from '../../../schemas/screens/customerService.json';
import { waitForToastsGone } from './toasts';
import { endpointPattern, endpointPath } from '../../../src/platform/endpoints';
import { retryDelaysMs } from '../../../src/runtime/openingRequest';
import { inside } from '../../support/staff';
import { CONTACT_DETAILS_FAILURE } from '../../../src/sandbox/handlers/site';

type WithWebkit = Window & { webkit?: unknown };

beforeEach(waitForToastsGone);

afterEach(() => {
  delete (window as WithWebkit).webkit;
  vi.restoreAllMocks();
});

const PHONE = inside(service.texts.phoneLabel);
const phoneButton = () => screen.findByRole('button', { name: PHONE });
const emailLink = () => screen.findByRole('link', { name: inside(service.texts.emailLabel) });

describe('customer service', () => {
  it('asks contact-kf-info with its fixed parameter and the session, and shows the phone and e-mail', async () => {
    const bodies: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (request.url.includes(endpointPath('contactKfInfo'))) {
        bodies.push(`${new URL(request.url).search} ${request.method}`);
        void request
          .clone()
          .text()
          .then((t) => bodies.push(t));
      }
    };
    server.events.on('request:start', record);
    try {
      renderRoute('/customerService?sessionId=sess-77&deviceId=DEV-1');
      expect(await screen.findByRole('heading', { level: 1, name: service.title })).toBeInTheDocument();
      expect(await phoneButton()).toHaveTextContent(SERVICE_CONTACT.smWa);
      expect(await emailLink()).toHaveAttribute('href', `mailto:${SERVICE_CONTACT.email}`);
      await waitFor(() => expect(bodies).toHaveLength(2));
      expect(bodies[0]).toMatch(/sessionId=sess-77/);
      expect(bodies[0]).toMatch(/ POST$/);
      expect(bodies[1]).toBe(`type=${service.open.fixed.type}`);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('shows the skeleton until the contact details arrive', async () => {
    let answer!: () => void;
    server.use(
      http.post(endpointPattern('contactKfInfo'), async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ code: '00', message: 'ok', data: SERVICE_CONTACT });
      }),
    );
    renderRoute('/customerService');
    await waitFor(() => expect(answer).toBeTypeOf('function'));
    expect(screen.getByRole('status', { name: messages.loading })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PHONE })).not.toBeInTheDocument();
    answer();
    expect(await phoneButton()).toHaveTextContent(SERVICE_CONTACT.smWa);
    expect(screen.getByRole('heading', { level: 1, name: service.title })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: messages.loading })).not.toBeInTheDocument();
  });

  it('tapping the telephone asks the native app to call it', async () => {
    const postMessage = vi.fn();
    (window as WithWebkit).webkit = { messageHandlers: { [developer.bridge.callPhone]: { postMessage } } };
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoute('/customerService');
    await user.click(await phoneButton());
    expect(postMessage).toHaveBeenCalledTimes(1);
    expect(postMessage).toHaveBeenCalledWith({ phone: SERVICE_CONTACT.smWa });
    expect(assign).not.toHaveBeenCalled();
  });

  it('in a plain browser, tapping the telephone opens a tel: link', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderRoute('/customerService');
    await user.click(await phoneButton());
    expect(assign).toHaveBeenCalledWith('tel:+639175550142');
  });

  it('on a server error says so with its message and Retry, and shows no made-up contact', async () => {
    renderRoute('/customerService?sessionId=kf-fail');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(service.texts.loadFailed);
    expectAnswerFailureSaid(service.open, alert, CONTACT_DETAILS_FAILURE);
    expect(screen.getByRole('button', { name: messages.retry })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PHONE })).not.toBeInTheDocument();
  });

  it('on a network failure, once the tries are spent, says so with Retry', async () => {
    const usual = [...retryDelaysMs];
    retryDelaysMs.splice(0, retryDelaysMs.length, 5, 10);
    try {
      renderRoute('/customerService?sessionId=kf-offline');
      expect(await screen.findByRole('alert')).toHaveTextContent(messages.openNetwork);
      expect(screen.getByRole('button', { name: messages.retry })).toBeInTheDocument();
    } finally {
      retryDelaysMs.splice(0, retryDelaysMs.length, ...usual);
    }
  });

  it('on an unreadable answer says so with a retry', async () => {
    renderRoute('/customerService?sessionId=kf-bad');
    expectAnswerFailureSaid(service.open, await screen.findByRole('alert'), messages.badResponse);
    expect(screen.getByRole('button', { name: messages.retry })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: PHONE })).not.toBeInTheDocument();
  });

  it('fills a missing phone or e-mail from the configuration without an error, and calls that phone', async () => {
    const user = userEvent.setup();
    const postMessage = vi.fn();
    (window as WithWebkit).webkit = { messageHandlers: { [developer.bridge.callPhone]: { postMessage } } };
    renderRoute('/customerService?sessionId=kf-partial');
    expect(await phoneButton()).toHaveTextContent(app.servicePhone);
    expect(await emailLink()).toHaveAttribute('href', `mailto:${app.company.email}`);
    expect(screen.queryByText(messages.networkError)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(await phoneButton());
    expect(postMessage).toHaveBeenCalledWith({ phone: app.servicePhone });
  });
});
