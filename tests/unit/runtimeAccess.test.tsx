// The runtime's doors to the outside world for screens (src/runtime/shared/request.ts, nativeBack.ts,
// serverAddress.ts, session.ts, device.ts, itemTypes/inputTypes.ts): each does what a screen used to
// ask the platform for, so screens never import src/platform/.
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { developer } from '../../src/config/developer';
import { server } from '../support/server';
import { endpointPattern } from '../../src/platform/endpoints';
import { installNativeBack } from '../../src/platform/bridge';
import { requestEndpoint } from '../../src/runtime/shared/request';
import { useNativeBack } from '../../src/runtime/nativeBack';
import { addressKind } from '../../src/runtime/serverAddress';
import { adoptSession, sessionValues, useCurrentPosition } from '../../src/runtime/base/screenServices';
import { readInputTypes } from '../../src/runtime/itemTypes/inputTypes';
import { UnknownNameError } from '../../src/runtime/base/failLoudly';

const statusTexts = () =>
  [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent ?? '').filter(Boolean);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('requestEndpoint', () => {
  it('posts the screen’s payload to the catalogue’s path with the session, and gives the answer’s data', async () => {
    adoptSession({ sessionId: 's-42' });
    const seen: { url: URL; body: string }[] = [];
    server.use(
      http.post(endpointPattern('loanPush'), async ({ request }) => {
        seen.push({ url: new URL(request.url), body: await request.text() });
        return HttpResponse.json({ code: '00', message: '', data: { lendDetailsUrl: 'https://x.test/l' } });
      }),
    );
    const result = await requestEndpoint('loanPush', {
      amount: '5000',
      productId: 1,
    });
    expect(result.success).toBe(true);
    expect(result.data?.lendDetailsUrl).toBe('https://x.test/l');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.pathname).toBe(`${developer.basePath}/v3/loan-confirm/loan-detail-push`);
    expect(seen[0]?.url.searchParams.get('sessionId')).toBe('s-42');
    expect(new URLSearchParams(seen[0]?.body).get('amount')).toBe('5000');
  });

  it('shows its loading text while the call is in flight, and not after', async () => {
    let answer: (() => void) | undefined;
    server.use(
      http.post(endpointPattern('bindCard'), async () => {
        await new Promise<void>((resolve) => (answer = resolve));
        return HttpResponse.json({ code: '00', message: '', data: null });
      }),
    );
    const call = requestEndpoint('bindCard', { product_id: '1' }, { loadingText: 'Sending it now' });
    await waitFor(() => expect(statusTexts()).toContain('Sending it now'));
    answer?.();
    await call;
    expect(statusTexts()).not.toContain('Sending it now');
  });

  it('toasts a failure unless told not to, and never for an endpoint the catalogue marks silent', async () => {
    server.use(
      http.post(endpointPattern('changeCard'), () =>
        HttpResponse.json({ code: '99', message: 'Card refused' }),
      ),
      http.post(endpointPattern('eventSave'), () => HttpResponse.json({ code: 7, message: 'Not saved' })),
    );
    const quiet = await requestEndpoint('changeCard', {}, { toastOnFailure: false });
    expect(quiet).toMatchObject({ success: false, message: 'Card refused' });
    expect(statusTexts()).not.toContain('Card refused');
    // Options left unsaid keep the catalogue's own default for a silent endpoint.
    await requestEndpoint('eventSave', {}, { toastOnFailure: undefined });
    expect(statusTexts()).not.toContain('Not saved');
    await requestEndpoint('changeCard', {});
    expect(statusTexts()).toContain('Card refused');
  });
});

function Retaining() {
  const [retains, setRetains] = useState(false);
  const [popups, setPopups] = useState(0);
  useNativeBack(() => {
    if (!retains) return false;
    setPopups((n) => n + 1);
    return true;
  });
  return (
    <>
      <button type="button" onClick={() => setRetains(true)}>
        retain
      </button>
      <p>{`popups ${popups}`}</p>
    </>
  );
}

describe('useNativeBack', () => {
  const back = () => (window as unknown as { onNativeBack: () => boolean }).onNativeBack();

  it('asks the mounted screen’s latest handler, and lets the app go back once the screen is gone', () => {
    installNativeBack();
    const { unmount } = render(<Retaining />);
    let handled: boolean | undefined;
    act(() => {
      handled = back();
    });
    expect(handled).toBe(false);
    act(() => screen.getByRole('button', { name: 'retain' }).click());
    act(() => {
      handled = back();
    });
    expect(handled).toBe(true);
    expect(screen.getByText('popups 1')).toBeInTheDocument();
    unmount();
    expect(back()).toBe(false);
  });
});

describe('addressKind', () => {
  it('tells web, app-scheme and refused addresses apart by the one safe-URL check', () => {
    expect(addressKind('https://agreements.example/a')).toBe('web');
    expect(addressKind(`${developer.appScheme}product?id=1`)).toBe('app');
    expect(addressKind('javascript:alert(1)')).toBe('unsafe');
    expect(addressKind('data:text/html,hi')).toBe('unsafe');
    expect(addressKind(undefined)).toBe('unsafe');
  });
});

describe('session', () => {
  it('adopts only the configured session parameters, and an empty value keeps the one the visit has', () => {
    adoptSession({ sessionId: 'first', deviceId: 'd-1' });
    const adopted = adoptSession({ sessionId: 'second', deviceId: '', productId: '9' });
    expect(adopted).toEqual({ sessionId: 'second', deviceId: 'd-1' });
    expect(sessionValues()).toEqual({ sessionId: 'second', deviceId: 'd-1' });
  });

  it('hands out a copy: changing it changes nothing the requests send', () => {
    adoptSession({ sessionId: 'kept' });
    const values = sessionValues() as Record<string, string>;
    values.sessionId = 'changed';
    expect(sessionValues().sessionId).toBe('kept');
  });
});

function Locator() {
  const { position, locate } = useCurrentPosition();
  return (
    <>
      <button type="button" onClick={locate}>
        locate
      </button>
      <p>{JSON.stringify(position)}</p>
    </>
  );
}

describe('useCurrentPosition', () => {
  const withGeolocation = (geolocation: unknown) =>
    Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  afterEach(() => {
    delete (navigator as { geolocation?: unknown }).geolocation;
  });

  it('is unknown, then locating, then found with the coordinates', async () => {
    let give: ((p: { coords: { latitude: number; longitude: number } }) => void) | undefined;
    withGeolocation({ getCurrentPosition: (ok: typeof give) => (give = ok) });
    render(<Locator />);
    expect(screen.getByText('{"state":"unknown"}')).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'locate' }).click());
    expect(screen.getByText('{"state":"locating"}')).toBeInTheDocument();
    act(() => give?.({ coords: { latitude: 14.5995, longitude: 120.9842 } }));
    expect(
      await screen.findByText('{"state":"found","latitude":14.5995,"longitude":120.9842}'),
    ).toBeInTheDocument();
  });

  it('fails with the browser’s reason', async () => {
    withGeolocation({
      getCurrentPosition: (_ok: unknown, fail: (e: { message: string }) => void) =>
        fail({ message: 'denied' }),
    });
    render(<Locator />);
    act(() => screen.getByRole('button', { name: 'locate' }).click());
    expect(await screen.findByText('{"state":"failed","reason":"denied"}')).toBeInTheDocument();
  });
});

describe('readInputTypes', () => {
  const rule = { pattern: '^7\\d{3}$', length: 4, groups: [2], message: 'Four digits from 7' };

  it('types the rules the keypads know and keeps the rest of each input type', () => {
    expect(
      readInputTypes(
        { card: { rule: 'bankCard', maxLength: 19, groups: [4] } },
        'f.json#/data/inputTypes',
        rule,
      ),
    ).toEqual({ card: { rule: 'bankCard', maxLength: 19, groups: [4] } });
  });

  it('gives an input type that names the mobile-number rule all of that rule', () => {
    expect(readInputTypes({ phone: { format: 'mobileNumber' } }, 'f.json#/data/inputTypes', rule)).toEqual({
      phone: { rule: 'phone', maxLength: 4, groups: [2], pattern: rule.pattern, message: rule.message },
    });
  });

  it('refuses a rule no keypad knows, naming its file and key', () => {
    expect(() => readInputTypes({ iban: { rule: 'iban' } }, 'f.json#/data/inputTypes', rule)).toThrow(
      UnknownNameError,
    );
    expect(() => readInputTypes({ iban: { rule: 'iban' } }, 'f.json#/data/inputTypes', rule)).toThrow(
      'f.json#/data/inputTypes/iban/rule',
    );
  });

  it('refuses a shared rule that does not exist, naming its file and key', () => {
    expect(() =>
      readInputTypes({ phone: { format: 'mobilNumber' } }, 'f.json#/data/inputTypes', rule),
    ).toThrow('f.json#/data/inputTypes/phone/format');
  });
});
