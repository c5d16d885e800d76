import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { server } from '../support/server';
import { request } from '../../src/platform/http';
import {
  captureSession,
  sessionParams,
  withSession,
  resetSessionCache,
} from '../../src/platform/base/session';
import { classifyUrl } from '../../src/platform/safeUrl';
import { callBridge } from '../../src/platform/bridge';
import { followServerUrl } from '../../src/platform/location';
import { browser } from '../../src/platform/browser';
import { toast } from '../../src/platform/base/notify';
import { developer } from '../../src/config/developer';
import messages from '../../schemas/messages.json' with { type: 'json' };

type Captured = { url: URL; body: string; headers: Headers };
function capture(method: 'get' | 'post', path: string, answer: Record<string, unknown>): Captured[] {
  const seen: Captured[] = [];
  server.use(
    http[method](`*${path}`, async ({ request: r }) => {
      seen.push({ url: new URL(r.url), body: await r.text(), headers: r.headers });
      return HttpResponse.json(answer as Record<string, never>);
    }),
  );
  return seen;
}

afterEach(() => {
  delete (window as { webkit?: unknown }).webkit;
  vi.restoreAllMocks();
});

describe('session parameters', () => {
  it('are read from the first address, kept for the visit and not lost by a later address without them', () => {
    captureSession('?sessionId=s1&deviceId=d1&unrelated=x');
    resetSessionCache();
    captureSession('?orderId=5');
    expect(sessionParams()).toEqual({ sessionId: 's1', deviceId: 'd1' });
  });

  it('are read from the query inside a hash route too, as campaign links carry it', () => {
    window.history.replaceState(null, '', '/promo/?appVersion=9#/register?id=7&sessionId=h1&appVersion=8');
    try {
      resetSessionCache();
      captureSession();
      expect(sessionParams()).toMatchObject({ sessionId: 'h1', appVersion: '9' });
    } finally {
      window.history.replaceState(null, '', '/');
    }
  });

  it('kept in a shape other than names and texts are dropped, never sent with a request', () => {
    sessionStorage.setItem(
      developer.storageKeys.session,
      JSON.stringify({ sessionId: { $gt: '' }, deviceId: 'd1' }),
    );
    resetSessionCache();
    captureSession('?appVersion=4');
    expect(sessionParams()).toEqual({ appVersion: '4' });
  });

  it('are taken from an address that carries them all without reading what the visit kept', () => {
    captureSession('?sessionId=old&deviceId=d0');
    resetSessionCache();
    const all = developer.sessionParams.map((name) => `${name}=${name}-1`).join('&');
    const fromAddress = Object.fromEntries(developer.sessionParams.map((name) => [name, `${name}-1`]));
    const read = vi.spyOn(Storage.prototype, 'getItem');
    captureSession(`?${all}`);
    expect(read).not.toHaveBeenCalled();
    expect(sessionParams()).toEqual(fromAddress);
    // An address that lacks one still completes it from what the visit kept.
    resetSessionCache();
    captureSession(`?${all.split('&').slice(1).join('&')}`);
    expect(read).toHaveBeenCalled();
    expect(sessionParams()).toEqual(fromAddress);
  });

  it('are added to in-app addresses without overriding what the address sets', () => {
    captureSession('?sessionId=s1&appVersion=3');
    expect(withSession('/loanDetails?orderId=5')).toBe('/loanDetails?orderId=5&appVersion=3&sessionId=s1');
    expect(withSession('/x?sessionId=mine')).toBe('/x?sessionId=mine&appVersion=3');
  });
});

describe('shared request helper', () => {
  it('posts a form-encoded body under /tender with the session parameters in the query', async () => {
    captureSession('?sessionId=s1&deviceId=d1');
    const seen = capture('post', '/tender/v3/probe', { code: 0, message: 'ok', data: { a: 1 } });
    const result = await request<{ a: number }>({
      path: '/v3/probe',
      data: { productId: 7, orderId: 'o 1', skip: undefined },
    });
    expect(result).toMatchObject({ success: true, code: 0, data: { a: 1 }, message: 'ok' });
    expect(seen[0]?.url.pathname).toBe('/tender/v3/probe');
    expect(seen[0]?.url.searchParams.get('sessionId')).toBe('s1');
    expect(seen[0]?.url.searchParams.get('deviceId')).toBe('d1');
    expect(seen[0]?.body).toBe('productId=7&orderId=o+1');
    expect(seen[0]?.headers.get('content-type')).toMatch(/application\/x-www-form-urlencoded/);
  });

  it('sends GET parameters in the query string', async () => {
    const seen = capture('get', '/tender/v3/probe', { code: '00', data: {} });
    await request({ path: '/v3/probe', method: 'GET', data: { productId: 1, scene: 3 }, successCode: '00' });
    expect(seen[0]?.url.searchParams.get('scene')).toBe('3');
    expect(seen[0]?.body).toBe('');
  });

  it('treats only the endpoint success code as success and toasts the server message otherwise', async () => {
    capture('post', '/tender/v3/probe', { code: '0', message: 'Order is locked', data: null });
    const result = await request({ path: '/v3/probe' });
    expect(result.success).toBe(false);
    expect(result.code).toBe('0');
    expect(await screen.findByRole('status')).toHaveTextContent('Order is locked');
  });

  it('turns an answer that is not an envelope into a plain failure, never an exception', async () => {
    server.use(
      http.post('*/tender/v3/probe', () => new HttpResponse('<html>502 Bad Gateway</html>', { status: 502 })),
    );
    const result = await request({ path: '/v3/probe' });
    expect(result).toMatchObject({ success: false, failure: 'shape' });
    expect(await screen.findByText(messages.badResponse)).toBeInTheDocument();
  });

  it('reads a message of null as no message, and a message of another type as a bad answer', async () => {
    capture('post', '/tender/v3/probe', { code: 0, message: null, data: { a: 1 } });
    expect(await request({ path: '/v3/probe' })).toMatchObject({
      success: true,
      message: '',
      data: { a: 1 },
    });
    capture('post', '/tender/v3/probe', { code: 7, message: null });
    expect(await request({ path: '/v3/probe' })).toMatchObject({ success: false, code: 7 });
    expect(await screen.findByText(messages.badResponse)).toBeInTheDocument();
    capture('post', '/tender/v3/probe', { code: 0, message: 42, data: { a: 1 } });
    expect(await request({ path: '/v3/probe' })).toMatchObject({ success: false, failure: 'shape' });
  });

  it('reports a network failure as error', async () => {
    server.use(http.post('*/tender/v3/probe', () => HttpResponse.error()));
    const result = await request({ path: '/v3/probe', toastOnFailure: true });
    expect(result).toMatchObject({ success: false, failure: 'network', message: 'error' });
  });

  it('lets a screen handle failure codes itself without a toast', async () => {
    capture('post', '/tender/v3/probe', { code: 101, message: 'quiet' });
    await request({ path: '/v3/probe', toastOnFailure: false });
    expect(screen.queryByText('quiet')).toBeNull();
  });

  it('sends the JSON client headers from page parameters and a JSON body', async () => {
    window.history.replaceState(null, '', '/x?building=b1&gather=g1&swift=s1');
    const seen = capture('post', '/tender/j', { code: 0, data: {} });
    await request({ path: '/j', client: 'json', data: { a: 1 } });
    expect(seen[0]?.headers.get('x-requested-with')).toBe('XMLHttpRequest');
    expect(seen[0]?.headers.get('building')).toBe('b1');
    expect(seen[0]?.headers.get('gather')).toBe('g1');
    expect(seen[0]?.headers.get('swift')).toBeNull();
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ a: 1 });
    window.history.replaceState(null, '', '/');
  });

  it('sends the form client headers and reads /gopia data from attach', async () => {
    window.history.replaceState(null, '', '/x?swift=s1&eyes=e1');
    const seen = capture('post', '/tender/gopia/goya/define', {
      code: '00',
      message: '',
      attach: { url: 'https://x.ph' },
    });
    const result = await request<{ url: string }>({
      path: '/gopia/goya/define',
      client: 'form',
      dataKey: 'attach',
      successCode: '00',
    });
    expect(result.data?.url).toBe('https://x.ph');
    expect(seen[0]?.headers.get('swift')).toBe('s1');
    expect(seen[0]?.headers.get('eyes')).toBe('e1');
    window.history.replaceState(null, '', '/');
  });
});

describe('safe addresses', () => {
  it.each([
    ['https://pay.example.com/x', 'web'],
    ['http://pay.example.com', 'web'],
    ['pesoagad://product/detail?productId=1', 'app'],
    ['javascript:alert(1)', 'unsafe'],
    [' JavaScript:alert(1)', 'unsafe'],
    ['data:text/html,<script>1</script>', 'unsafe'],
    ['', 'unsafe'],
    [undefined, 'unsafe'],
  ])('%s is %s', (url, kind) => expect(classifyUrl(url)).toBe(kind));

  it('refuses to follow a javascript: address and says so', async () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    expect(followServerUrl('javascript:alert(1)')).toBe('refused');
    expect(assign).not.toHaveBeenCalled();
    expect(await screen.findByText(/cannot be opened/i)).toBeInTheDocument();
  });

  it('leaves for a web address, and hands an app address to the native app without leaving', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    const postMessage = vi.fn();
    (window as { webkit?: unknown }).webkit = { messageHandlers: { openPage: { postMessage } } };
    expect(followServerUrl('https://pay.example.com/x')).toBe('left');
    expect(assign).toHaveBeenCalledWith('https://pay.example.com/x');
    expect(followServerUrl('pesoagad://product/detail?productId=1')).toBe('handedOff');
    expect(postMessage).toHaveBeenCalledWith({ url: 'pesoagad://product/detail?productId=1' });
    expect(assign).toHaveBeenCalledTimes(1);
    delete (window as { webkit?: unknown }).webkit;
  });
});

describe('native bridge', () => {
  it('posts the payload to the configured message handler', () => {
    const postMessage = vi.fn();
    (window as { webkit?: unknown }).webkit = { messageHandlers: { callPhone: { postMessage } } };
    callBridge('callPhone', { phone: '+63 2 8555 0100' });
    expect(postMessage).toHaveBeenCalledWith({ phone: '+63 2 8555 0100' });
  });

  it('falls back to the web equivalent without throwing where the handler is missing', () => {
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    expect(() => callBridge('callPhone', { phone: '+63 2 8555 0100' })).not.toThrow();
    expect(assign).toHaveBeenCalledWith('tel:+63285550100');
  });
});

describe('toasts and dialogs', () => {
  function dialog(): HTMLElement {
    const el = document.createElement('div');
    el.setAttribute('role', 'dialog');
    return el;
  }

  it('ends a toast when a dialog opens after it', async () => {
    toast('Photo saved.');
    expect(screen.getByText('Photo saved.')).toBeInTheDocument();
    const opened = dialog();
    document.body.append(opened);
    // Mutation observers report in a microtask; the toast's own timer is seconds away.
    await Promise.resolve();
    expect(screen.queryByText('Photo saved.')).toBeNull();
    opened.remove();
  });

  it('keeps a toast raised while a dialog is already open: it answers a tap inside that dialog', async () => {
    const open = dialog();
    document.body.append(open);
    toast('Successful demonstration');
    const other = document.createElement('p');
    document.body.append(other);
    await new Promise((done) => setTimeout(done, 20));
    expect(screen.getByText('Successful demonstration')).toBeInTheDocument();
    open.remove();
    other.remove();
  });
});
