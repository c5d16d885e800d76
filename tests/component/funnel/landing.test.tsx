import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../support/server';
import { renderPromo } from '../../support/render';
import { CAPTCHA, SMS_CODE } from '../../../src/sandbox/handlers/funnel';
import { captureSession } from '../../../src/platform/base/session';
import { KNOWN_PHONE, LIMITED_PHONE, samplePhone } from '../../../src/sandbox/phones';
import { invalidPhone, mobileRule, shownPhone } from '../../support/mobileNumber';
import { fill } from '../../../src/runtime/base/template';
import register from '../../../schemas/screens/register.json';
import download from '../../../schemas/screens/download.json';
import agreement from '../../../schemas/screens/agreement.json';
import app from '../../../schemas/app.json';
import shared from '../../../schemas/messages.json';
import { endpointPattern } from '../../../src/platform/endpoints';

// Labels, messages, limits and phone numbers come from the schemas (the mobile number's from the one
// rule in app.json), so a staff edit keeps this green.
const { texts, messages, limits } = register;
const fields = register.form.schema.properties;
// The file is served with the rule's messages for its phone field (tools/staff/mobileNumber.ts).
const invalid = register.form.errorMessages as typeof register.form.errorMessages & {
  phone: Record<'*' | 'pattern', string>;
};
const label = { mobile: fields.phone.title, captcha: fields.capcode.title, sms: fields.smsCode.title };
const countdown = (n: number) => fill(texts.countdown, { n });
const phone = samplePhone;

const CAMPAIGN = 'id=7&user_from=fb&utm_tag=summer&app_from=ios&invite_code=INV9';

type Seen = { path: string; query: URLSearchParams; body: URLSearchParams };
function record(): Seen[] {
  const seen: Seen[] = [];
  server.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    const body =
      request.method === 'POST' ? new URLSearchParams(await request.clone().text()) : new URLSearchParams();
    seen.push({ path: url.pathname, query: url.searchParams, body });
  });
  return seen;
}
const last = (seen: Seen[], end: string) => [...seen].reverse().find((s) => s.path.endsWith(end));

async function status(text: string | RegExp) {
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(text));
}

async function fillForm(
  user: ReturnType<typeof userEvent.setup>,
  phone: string,
  captcha = CAPTCHA,
  sms?: string,
) {
  await user.type(await screen.findByLabelText(label.mobile), phone);
  await user.type(screen.getByLabelText(label.captcha), captcha);
  if (sms) await user.type(screen.getByLabelText(label.sms), sms);
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
  delete (window as { dataLayer?: unknown }).dataLayer;
  delete (window as { webkit?: unknown }).webkit;
});

describe('landing page on arrival', () => {
  it('loads the channel template, tracks the visit with the campaign and shows the captcha', async () => {
    const seen = record();
    renderPromo(`/register?${CAMPAIGN}`);
    const captcha = await screen.findByRole('button', { name: texts.refreshCaptcha });
    await waitFor(() => expect(captcha.querySelector('img')).not.toBeNull());
    expect(captcha.querySelector('img')?.getAttribute('src')).toMatch(
      /\/api\/v2\/pa\/promotion\/get-captcha\?sid=sid-[\w-]+&a=\d+$/,
    );
    expect(last(seen, '/channel-template')?.query.get('templateId')).toBe('7');
    const visit = last(seen, '/track-visit')?.query;
    expect(Object.fromEntries(visit ?? [])).toMatchObject({
      page_id: '7',
      user_from: 'fb',
      utm_tag: 'summer',
      app_from: 'ios',
      page_type: String(limits.pageType),
    });
    expect(['ios', 'android']).toContain(visit?.get('client_type'));
  });

  it('loads the captcha with the session parameters of the visit, as every request of the app', async () => {
    captureSession('?sessionId=sess-9&deviceId=dev-9');
    renderPromo('/register?id=7');
    const captcha = await screen.findByRole('button', { name: texts.refreshCaptcha });
    await waitFor(() => expect(captcha.querySelector('img')).not.toBeNull());
    const src = new URL(captcha.querySelector('img')?.getAttribute('src') ?? '', 'http://app.test');
    expect([src.searchParams.get('sessionId'), src.searchParams.get('deviceId')]).toEqual([
      'sess-9',
      'dev-9',
    ]);
    expect(src.searchParams.get('sid')).toMatch(/^sid-/);
  });

  it('shows the server message when the template is refused, and error when the network fails', async () => {
    renderPromo('/register?id=fail');
    await status('This promotion has ended');
  });

  it('says error when the template cannot be loaded at all', async () => {
    renderPromo('/register?id=down');
    await status(shared.networkError);
  });

  it('shows the captcha for a session id the server sends as a number', async () => {
    server.use(
      http.get(endpointPattern('getSid'), () =>
        HttpResponse.json({ code: '0', message: '', data: { sid: 4711 } }),
      ),
    );
    renderPromo('/register?id=7');
    const captcha = await screen.findByRole('button', { name: texts.refreshCaptcha });
    await waitFor(() =>
      expect(captcha.querySelector('img')?.getAttribute('src')).toMatch(/\?sid=4711&a=\d+$/),
    );
  });

  it('shows the message when no session id can be had', async () => {
    server.use(
      http.get(endpointPattern('getSid'), () =>
        HttpResponse.json({ code: '9', message: 'Captcha service is down' }),
      ),
    );
    renderPromo('/register?id=7');
    await status('Captcha service is down');
  });
});

describe('registration form rules', () => {
  it('names each problem in field order and ignores input past the caps', async () => {
    const user = userEvent.setup();
    renderPromo('/register?id=7');
    await user.click(await screen.findByRole('button', { name: texts.apply }));
    await status(invalid.phone['*']);
    const mobile = screen.getByLabelText(label.mobile);
    const overlong = '1234567890'.repeat(3).slice(0, mobileRule.length + 2);
    await user.type(mobile, overlong);
    expect(mobile).toHaveValue(shownPhone(overlong.slice(0, mobileRule.length)));
    await user.clear(mobile);
    await user.type(mobile, invalidPhone());
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await status(mobileRule.message);
    expect(invalid.phone.pattern).toBe(mobileRule.message);
    await user.clear(mobile);
    await user.type(mobile, phone('12345678'));
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await status(invalid.capcode['*']);
    const captcha = screen.getByLabelText(label.captcha);
    await user.type(captcha, 'abcdef');
    expect(captcha).toHaveValue('abcdef'.slice(0, fields.capcode.maxLength));
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await status(invalid.smsCode['*']);
    const sms = screen.getByLabelText(label.sms);
    await user.type(sms, '12345678');
    expect(sms).toHaveValue('12345678'.slice(0, fields.smsCode.maxLength));
  });

  it('refreshes the captcha only once a mobile number is there', async () => {
    const user = userEvent.setup();
    renderPromo('/register?id=7');
    const button = await screen.findByRole('button', { name: texts.refreshCaptcha });
    await waitFor(() => expect(button.querySelector('img')).not.toBeNull());
    const before = button.querySelector('img')?.getAttribute('src');
    await user.click(button);
    await status(invalid.phone['*']);
    expect(button.querySelector('img')?.getAttribute('src')).toBe(before);
    await user.type(screen.getByLabelText(label.mobile), phone('12345678'));
    await new Promise((r) => setTimeout(r, 5));
    await user.click(button);
    await waitFor(() => expect(button.querySelector('img')?.getAttribute('src')).not.toBe(before));
  });
});

describe('SMS code button', () => {
  it('sends the code with the listed body, then counts down the configured seconds and refuses to resend meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'], shouldAdvanceTime: true });
    const seen = record();
    const user = userEvent.setup();
    renderPromo(`/register?${CAMPAIGN}`);
    await fillForm(user, phone('12345678'));
    await user.click(screen.getByRole('button', { name: texts.getCode }));
    await status(messages.codeSent);
    const body = Object.fromEntries(last(seen, '/get-sms')?.body ?? []);
    expect(Object.keys(body).sort()).toEqual(
      ['app_from', 'appName', 'capcode', 'deviceId', 'phone', 'sid', 'user_from', 'utm_tag'].sort(),
    );
    expect(body).toMatchObject({
      phone: phone('12345678'),
      capcode: CAPTCHA,
      appName: 'pa',
      app_from: 'ios',
      user_from: 'fb',
      utm_tag: 'summer',
    });
    expect(body.deviceId).toBe(body.sid);
    expect(screen.getByRole('button', { name: countdown(limits.countdownSeconds) })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1000));
    const counting = screen.getByRole('button', { name: countdown(limits.countdownSeconds - 1) });
    await user.click(counting);
    await status(messages.repeated);
    expect(seen.filter((s) => s.path.endsWith('/get-sms'))).toHaveLength(1);
    act(() => vi.advanceTimersByTime((limits.countdownSeconds - 1) * 1000));
    expect(await screen.findByRole('button', { name: texts.getCode })).toBeInTheDocument();
  });

  it('checks mobile and captcha before sending', async () => {
    const user = userEvent.setup();
    renderPromo('/register?id=7');
    await user.type(await screen.findByLabelText(label.mobile), phone('12345678'));
    await user.click(screen.getByRole('button', { name: texts.getCode }));
    await status(invalid.capcode['*']);
  });

  it('refreshes the captcha and shows the message on a wrong image captcha (101)', async () => {
    const user = userEvent.setup();
    renderPromo('/register?id=7');
    const button = await screen.findByRole('button', { name: texts.refreshCaptcha });
    await waitFor(() => expect(button.querySelector('img')).not.toBeNull());
    const before = button.querySelector('img')?.getAttribute('src');
    await fillForm(user, phone('12345678'), '9999');
    await new Promise((r) => setTimeout(r, 5));
    await user.click(screen.getByRole('button', { name: texts.getCode }));
    await status('The image captcha is wrong, please try again');
    expect(button.querySelector('img')?.getAttribute('src')).not.toBe(before);
  });

  it('sends an already registered visitor to the download page (11)', async () => {
    const user = userEvent.setup();
    const { router } = renderPromo(`/register?${CAMPAIGN}`);
    await fillForm(user, KNOWN_PHONE);
    await user.click(screen.getByRole('button', { name: texts.getCode }));
    await status(messages.alreadyRegistered);
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloadTemplate'));
    expect(new URLSearchParams(router.state.location.search).get('user_from')).toBe('fb');
  });

  it('shows any other answer as it comes', async () => {
    const user = userEvent.setup();
    renderPromo('/register?id=7');
    await fillForm(user, LIMITED_PHONE);
    await user.click(screen.getByRole('button', { name: texts.getCode }));
    await status('Too many codes requested today, please try tomorrow');
    expect(screen.getByRole('button', { name: texts.getCode })).toBeInTheDocument();
  });
});

describe('Apply', () => {
  it('tracks the click, registers with exactly the listed body and goes to the download page with the funnel query', async () => {
    const seen = record();
    const user = userEvent.setup();
    const { router } = renderPromo(`/register?${CAMPAIGN}`);
    await fillForm(user, phone('12345670'), CAPTCHA, SMS_CODE);
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await status(messages.registered);
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloadTemplate'));
    const search = new URLSearchParams(router.state.location.search);
    expect([
      search.get('id'),
      search.get('user_from'),
      search.get('utm_tag'),
      search.get('app_from'),
    ]).toEqual(['7', 'fb', 'summer', 'ios']);
    expect(last(seen, '/track-click')?.query.get('phone')).toBe(phone('12345670'));
    const body = Object.fromEntries(last(seen, '/register')?.body ?? []);
    expect(Object.keys(body).sort()).toEqual(
      [
        'phone',
        'capcode',
        'sid',
        'deviceId',
        'appName',
        'merchantNumber',
        'userName',
        'smsCode',
        'invite_code',
        'user_from',
        'id',
        'app_from',
        'utm_tag',
      ].sort(),
    );
    expect(body).toMatchObject({
      phone: phone('12345670'),
      userName: phone('12345670'),
      merchantNumber: '0',
      smsCode: SMS_CODE,
      invite_code: 'INV9',
      id: '7',
    });
    expect((window as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
  });

  it('fires the completed-registration event when UC is present: queue in a browser, trackPoint in the app', async () => {
    const user = userEvent.setup();
    renderPromo(`/register?${CAMPAIGN}&UC=abc`);
    await fillForm(user, phone('12345671'), CAPTCHA, SMS_CODE);
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await status(messages.registered);
    expect((window as { dataLayer?: unknown[] }).dataLayer).toContainEqual(
      expect.objectContaining({ event: 'CompleteRegistration', UC: 'abc' }),
    );
  });

  it('posts trackPoint to the native app when it is there', async () => {
    const postMessage = vi.fn();
    (window as { webkit?: unknown }).webkit = { messageHandlers: { trackPoint: { postMessage } } };
    const user = userEvent.setup();
    renderPromo(`/register?${CAMPAIGN}&UC=abc`);
    await fillForm(user, phone('12345672'), CAPTCHA, SMS_CODE);
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await waitFor(() =>
      expect(postMessage).toHaveBeenCalledWith(
        expect.objectContaining({ event: 'CompleteRegistration', UC: 'abc' }),
      ),
    );
  });

  it('stays on the page when the link carries down_id or links_id', async () => {
    const user = userEvent.setup();
    const { router } = renderPromo('/register?id=7&down_id=3');
    await fillForm(user, phone('12345673'), CAPTCHA, SMS_CODE);
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await status(messages.registered);
    expect(router.state.location.pathname).toBe('/register');
  });

  it('treats an existing account as registered (11) and goes to download', async () => {
    const user = userEvent.setup();
    const { router } = renderPromo('/register?id=7');
    await fillForm(user, KNOWN_PHONE, CAPTCHA, SMS_CODE);
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await status(messages.alreadyRegistered);
    await waitFor(() => expect(router.state.location.pathname).toBe('/downloadTemplate'));
  });

  it('refreshes the captcha on -1 and keeps what was typed', async () => {
    const user = userEvent.setup();
    renderPromo('/register?id=7');
    const button = await screen.findByRole('button', { name: texts.refreshCaptcha });
    await waitFor(() => expect(button.querySelector('img')).not.toBeNull());
    const before = button.querySelector('img')?.getAttribute('src');
    await fillForm(user, phone('12345674'), '0000', SMS_CODE);
    await new Promise((r) => setTimeout(r, 5));
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await status('The image captcha is wrong, please try again');
    expect(button.querySelector('img')?.getAttribute('src')).not.toBe(before);
    expect(screen.getByLabelText(label.mobile)).toHaveValue(shownPhone(phone('12345674')));
    expect(screen.getByLabelText(label.sms)).toHaveValue(SMS_CODE);
  });

  it('shows any other answer and stays', async () => {
    const user = userEvent.setup();
    const { router } = renderPromo('/register?id=7');
    await fillForm(user, phone('12345675'), CAPTCHA, '111111');
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await status('The SMS code is wrong or has expired');
    expect(router.state.location.pathname).toBe('/register');
  });
});

describe('download and agreement pages', () => {
  it('the agreement link opens the agreement page with the funnel query', async () => {
    const user = userEvent.setup();
    const { router } = renderPromo(`/register?${CAMPAIGN}`);
    await user.click(await screen.findByRole('link', { name: texts.agreementLink }));
    expect(await screen.findByRole('heading', { name: agreement.title })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agreementTemplate');
    expect(new URLSearchParams(router.state.location.search).get('id')).toBe('7');
  });

  it('the agreement and its way back keep the session parameters of the visit', async () => {
    captureSession('?sessionId=sess-9&deviceId=dev-9');
    const user = userEvent.setup();
    const { router } = renderPromo('/register?id=7&user_from=fb');
    await user.click(await screen.findByRole('link', { name: texts.agreementLink }));
    await screen.findByRole('heading', { name: agreement.title });
    const there = new URLSearchParams(router.state.location.search);
    expect([there.get('sessionId'), there.get('deviceId'), there.get('user_from')]).toEqual([
      'sess-9',
      'dev-9',
      'fb',
    ]);
    await user.click(screen.getByRole('link', { name: agreement.texts.back }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
    const back = new URLSearchParams(router.state.location.search);
    expect([back.get('sessionId'), back.get('id')]).toEqual(['sess-9', '7']);
  });

  it('the download page shows the app and links to the store', async () => {
    renderPromo('/downloadTemplate?id=7');
    expect(await screen.findByRole('heading', { name: app.appName })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: download.texts.heading })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: fill(download.texts.download, app) })).toHaveAttribute(
      'href',
      expect.stringMatching(/^https:\/\//),
    );
  });
});

describe('in flight and after failures', () => {
  it('one tap is one request: Apply is disabled and a loading indicator shows while registering', async () => {
    const seen = record();
    let answer: () => void = () => undefined;
    server.use(
      http.post(endpointPattern('register'), async () => {
        await new Promise<void>((done) => (answer = done));
        return HttpResponse.json({ code: '7', message: 'Registration is closed for today' });
      }),
    );
    const user = userEvent.setup();
    renderPromo('/register?id=7');
    await fillForm(user, phone('12345676'), CAPTCHA, SMS_CODE);
    const apply = screen.getByRole('button', { name: texts.apply });
    await user.click(apply);
    await waitFor(() => expect(apply).toBeDisabled());
    expect(screen.getByText(texts.registering)).toBeInTheDocument();
    await user.click(apply);
    act(() => answer());
    await status('Registration is closed for today');
    expect(apply).toBeEnabled();
    expect(seen.filter((s) => s.path.endsWith('/promotion/register'))).toHaveLength(1);
    expect(screen.getByLabelText(label.mobile)).toHaveValue(shownPhone(phone('12345676')));
    expect(screen.getByLabelText(label.captcha)).toHaveValue(CAPTCHA);
    expect(screen.getByLabelText(label.sms)).toHaveValue(SMS_CODE);
  });

  it('Get code is disabled while the code is being sent', async () => {
    let answer: () => void = () => undefined;
    server.use(
      http.post(endpointPattern('getSms'), async () => {
        await new Promise<void>((done) => (answer = done));
        return HttpResponse.json({ code: '0', message: 'sent' });
      }),
    );
    const user = userEvent.setup();
    renderPromo('/register?id=7');
    await fillForm(user, phone('12345677'));
    const button = screen.getByRole('button', { name: texts.getCode });
    await user.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    act(() => answer());
    await status(messages.codeSent);
  });

  it('a register network failure says error and keeps the form', async () => {
    server.use(http.post(endpointPattern('register'), () => HttpResponse.error()));
    const user = userEvent.setup();
    const { router } = renderPromo('/register?id=7');
    await fillForm(user, phone('12345678'), CAPTCHA, SMS_CODE);
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await status(shared.networkError);
    expect(router.state.location.pathname).toBe('/register');
    expect(screen.getByLabelText(label.sms)).toHaveValue(SMS_CODE);
  });

  it('an unknown code without a message still says something', async () => {
    server.use(http.post(endpointPattern('getSms'), () => HttpResponse.json({ code: '42' })));
    const user = userEvent.setup();
    renderPromo('/register?id=7');
    await fillForm(user, phone('12345679'));
    await user.click(screen.getByRole('button', { name: texts.getCode }));
    await status(shared.badResponse);
  });

  it("an integer 0 is not get-sms's or register's success, which is the string '0'", async () => {
    server.use(
      http.post(endpointPattern('getSms'), () => HttpResponse.json({ code: 0, message: 'Not sent' })),
      http.post(endpointPattern('register'), () => HttpResponse.json({ code: 0, message: 'Not registered' })),
    );
    const user = userEvent.setup();
    const { router } = renderPromo('/register?id=7');
    await fillForm(user, phone('12345679'), CAPTCHA, SMS_CODE);
    await user.click(screen.getByRole('button', { name: texts.getCode }));
    await status('Not sent');
    expect(screen.queryByText(messages.codeSent)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: texts.getCode })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: texts.apply }));
    await status('Not registered');
    expect(screen.queryByText(messages.registered)).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
  });

  it('after a get-sid failure, tapping the captcha asks for a session id again', async () => {
    let calls = 0;
    server.use(
      http.get(endpointPattern('getSid'), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ code: '9', message: 'Captcha service is down' })
          : HttpResponse.json({ code: '0', data: { sid: 'sid-again' } });
      }),
    );
    const user = userEvent.setup();
    renderPromo('/register?id=7');
    await status('Captcha service is down');
    const button = screen.getByRole('button', { name: texts.refreshCaptcha });
    expect(button.querySelector('img')).toBeNull();
    await user.type(screen.getByLabelText(label.mobile), phone('12345678'));
    await user.click(button);
    await waitFor(() => expect(button.querySelector('img')?.getAttribute('src')).toContain('sid=sid-again'));
  });
});
