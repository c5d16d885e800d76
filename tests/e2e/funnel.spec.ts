// The promotion funnel end to end in Chromium, on the production build under the CONTRACT.md CSP: the
// prerendered landing hydrates without a mismatch, a visitor from a campaign link registers with the
// sandbox captcha (always 1234) and SMS code (123456) and lands on the download page with the funnel
// query; a wrong captcha reloads the image; an existing account is sent to the download page.
// The e2e server's sandbox state outlives a run, so every registration uses a fresh phone number.
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import appMessages from '../../schemas/messages.json' with { type: 'json' };
import { samplePhone } from '../../src/sandbox/samplePhone';
import register from '../../schemas/screens/register.json' with { type: 'json' };
import agreement from '../../schemas/screens/agreement.json' with { type: 'json' };
import app from '../../schemas/app.json' with { type: 'json' };
import download from '../../schemas/screens/download.json' with { type: 'json' };
import preview from '../../schemas/screens/testPreview.json' with { type: 'json' };
import { fill } from '../../src/runtime/base/template';
import { withMobileNumber } from '../../tools/staff/mobileNumber';
import { mobileRule, shownPhone } from '../support/mobileNumber';
import { anyOf, inside } from '../support/staffText';

const CAMPAIGN = 'id=7&user_from=fb&utm_tag=summer&app_from=ios&invite_code=INV9';
// Labels, messages, the countdown and phone numbers follow the schema, so a staff edit keeps this green;
// the phone field as the app serves it, with the one mobile-number rule of app.json.
const { texts, messages, limits } = register;
const fields = register.form.schema.properties;
const served = withMobileNumber(register, mobileRule) as {
  form: { errorMessages: { phone: { '*': string } } };
};
const missingPhone = served.form.errorMessages.phone['*'];
const phoneRule = mobileRule.pattern;
const freshPhone = (lane: '7' | '8') => samplePhone(`${lane}${String(Date.now()).slice(-7)}`, phoneRule);
const KNOWN_PHONE = samplePhone('00000011', phoneRule);
const counting = new RegExp(`^${anyOf(texts.countdown).source}$`);

/** Opens the landing with its scripts held back (a slow network or phone); the call lets them through. */
async function openWithScriptsHeld(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/promo/#/register?${CAMPAIGN}`, { waitUntil: 'commit' });
  return release;
}

test('a campaign visitor registers and is sent to the download page', async ({ page, apiRequests }) => {
  // The landing is in the document before any script runs.
  const html = await (await page.request.get('/promo/')).text();
  expect(html).toContain('data-prerendered');
  expect(html).toMatch(new RegExp(`<label[^>]*>${fields.phone.title}</label>`));

  await page.goto(`/promo/#/register?${CAMPAIGN}`);
  const captcha = page.getByRole('button', { name: texts.refreshCaptcha });
  await expect(captcha.locator('img')).toHaveAttribute('src', /\/promotion\/get-captcha\?sid=.+&a=\d+$/);
  // The sandbox captcha image really loads (CSP allows it) and shows something.
  await expect
    .poll(() => captcha.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  const visit = apiRequests.find((r) => r.url().includes('/promotion/track-visit'));
  expect(Object.fromEntries(new URL(visit!.url()).searchParams)).toMatchObject({
    page_id: '7',
    user_from: 'fb',
    utm_tag: 'summer',
    app_from: 'ios',
    page_type: String(limits.pageType),
    client_type: 'ios',
  });

  const phone = freshPhone('8');
  await page.getByRole('textbox', { name: fields.phone.title }).fill(phone);
  await page.getByRole('textbox', { name: fields.capcode.title }).fill('1234');
  await page.getByRole('button', { name: texts.getCode }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.codeSent })).toBeVisible();
  await expect(page.getByRole('button', { name: counting })).toBeVisible();
  await page.getByRole('button', { name: counting }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.repeated })).toBeVisible();
  expect(apiRequests.filter((r) => r.url().includes('/promotion/get-sms'))).toHaveLength(1);

  await page.getByRole('textbox', { name: fields.smsCode.title }).fill('123456');
  await page.getByRole('button', { name: texts.apply }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.registered })).toBeVisible();
  await expect(page).toHaveURL(/\/promo\/#\/downloadTemplate\?/);
  const query = new URL(page.url().replace('#/', '')).searchParams;
  expect([query.get('id'), query.get('user_from'), query.get('utm_tag'), query.get('app_from')]).toEqual([
    '7',
    'fb',
    'summer',
    'ios',
  ]);
  await expect(page.getByRole('heading', { name: app.appName })).toBeVisible();
  await expect(page.getByRole('link', { name: fill(download.texts.download, app) })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );

  const body = new URLSearchParams(
    apiRequests.find((r) => r.url().includes('/promotion/register'))!.postData() ?? '',
  );
  expect(Object.fromEntries(body)).toMatchObject({ phone, userName: phone, smsCode: '123456', id: '7' });
});

test('form rules, a wrong captcha and the agreement link', async ({ page }) => {
  await page.goto(`/promo/#/?${CAMPAIGN}`);
  await page.getByRole('button', { name: texts.apply }).click();
  await expect(page.getByRole('status').filter({ hasText: missingPhone })).toBeVisible();

  const mobile = page.getByRole('textbox', { name: fields.phone.title });
  const overlong = '1234567890'.repeat(3).slice(0, mobileRule.length + 2);
  await mobile.pressSequentially(overlong);
  await expect(mobile).toHaveValue(shownPhone(overlong.slice(0, mobileRule.length)));
  await mobile.fill(freshPhone('7'));
  const captcha = page.getByRole('button', { name: texts.refreshCaptcha });
  const before = await captcha.locator('img').getAttribute('src');
  await page.getByRole('textbox', { name: fields.capcode.title }).fill('9999');
  await page.getByRole('button', { name: texts.getCode }).click();
  await expect(page.getByRole('status').filter({ hasText: /captcha is wrong/ })).toBeVisible();
  await expect(captcha.locator('img')).not.toHaveAttribute('src', before!);

  await page.getByRole('link', { name: texts.agreementLink }).click();
  await expect(page).toHaveURL(/\/promo\/#\/agreementTemplate\?.*id=7/);
  await expect(page.getByRole('heading', { name: agreement.title })).toBeVisible();
});

test('what a visitor types before the scripts arrive is kept; an existing account is told to download the app', async ({
  page,
}) => {
  // A slow network: the prerendered page is there, its scripts are not yet.
  const release = await openWithScriptsHeld(page);
  const mobile = page.getByRole('textbox', { name: fields.phone.title });
  await mobile.fill(KNOWN_PHONE);
  await expect(page.getByRole('button', { name: texts.apply })).toBeDisabled();
  release();
  await expect(page.getByRole('button', { name: texts.apply })).toBeEnabled();
  await expect(mobile).toHaveValue(shownPhone(KNOWN_PHONE));

  await page.getByRole('textbox', { name: fields.capcode.title }).fill('1234');
  await page.getByRole('button', { name: texts.getCode }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.alreadyRegistered })).toBeVisible();
  await expect(page).toHaveURL(/\/promo\/#\/downloadTemplate\?.*user_from=fb/);
});

test('the agreement link tapped before the scripts arrive leads to the agreement page, not away from the funnel', async ({
  page,
}) => {
  const release = await openWithScriptsHeld(page);
  await page.getByRole('link', { name: texts.agreementLink }).click();
  await expect(page).toHaveURL(new RegExp(`/promo/#${inside(register.data.agreementPath).source}$`));
  release();
  await expect(page.getByRole('heading', { name: agreement.title })).toBeVisible();
});

test('against a backend played from outside: a numeric session id, the UC event to the app, the test preview by name', async ({
  page,
  nativeApp,
}) => {
  await page.route('**/api/v2/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    if (path.endsWith('/get-sid'))
      return route.fulfill({ json: { code: '0', message: '', data: { sid: 4711 } } });
    if (path.endsWith('/get-captcha'))
      return route.fulfill({
        contentType: 'image/svg+xml',
        body: '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="40"><text x="8" y="26">5678</text></svg>',
      });
    if (path.endsWith('/channel-template'))
      return route.fulfill({ json: { code: '00', message: '', data: { id: 7 } } });
    return route.fulfill({ json: { code: '0', message: 'ok' } });
  });
  await page.goto(`/promo/#/register?${CAMPAIGN}&UC=uc-1`);
  const captcha = page.getByRole('button', { name: texts.refreshCaptcha });
  await expect(captcha.locator('img')).toHaveAttribute('src', /get-captcha\?sid=4711&a=\d+$/);
  await page.getByRole('textbox', { name: fields.phone.title }).fill(freshPhone('7'));
  await page.getByRole('textbox', { name: fields.capcode.title }).fill('5678');
  await page.getByRole('textbox', { name: fields.smsCode.title }).fill('123456');
  await page.getByRole('button', { name: texts.apply }).click();
  await expect(page).toHaveURL(/\/promo\/#\/downloadTemplate\?.*UC=uc-1/);
  expect(await nativeApp.calls()).toContainEqual({
    name: 'trackPoint',
    payload: expect.objectContaining({ event: 'CompleteRegistration', UC: 'uc-1', page_id: '7' }),
  });

  await page.goto('/testPreview');
  for (const path of ['/confirmLoan', '/complaint', '/loanDetails', '/repaymentOfDelay']) {
    const name = preview.data.targets.find((target) => target.path === path)?.label as string;
    await expect(page.getByRole('link', { name, exact: true })).toHaveCount(1);
  }
});

test('the SMS countdown ends when its configured seconds have passed on the clock, even if its timers fell behind', async ({
  page,
}) => {
  await page.clock.install();
  await page.goto(`/promo/#/register?${CAMPAIGN}`);
  // The page is live once its captcha session is there.
  await expect(page.getByRole('button', { name: texts.refreshCaptcha }).locator('img')).toHaveAttribute(
    'src',
    /sid=.+/,
  );
  await page.getByRole('textbox', { name: fields.phone.title }).fill(freshPhone('7'));
  await page.getByRole('textbox', { name: fields.capcode.title }).fill('1234');
  await page.getByRole('button', { name: texts.getCode }).click();
  await expect(page.getByRole('button', { name: counting })).toBeVisible();
  // A jump fires a due interval once, as a webview resumed from the background does.
  await page.clock.fastForward(limits.countdownSeconds * 1000);
  await expect(page.getByRole('button', { name: texts.getCode })).toBeVisible();
});

test('a tap on the captcha before the page is live is not lost silently: the control says it is not ready, then works', async ({
  page,
}) => {
  // A slow phone: the prerendered page is painted, its app script has not run yet.
  const release = await openWithScriptsHeld(page);
  const captcha = page.getByRole('button', { name: texts.refreshCaptcha });
  await expect(captcha).toBeVisible();
  await expect(captcha).toBeDisabled();
  await expect(captcha).toHaveAttribute('aria-busy', 'true');
  await expect(captcha).toContainText(appMessages.loading);
  await expect(page.getByRole('button', { name: texts.getCode })).toBeDisabled();
  // The tap lands on a control that shows it is not ready; it does nothing behind the visitor's back.
  await captcha.click({ force: true });

  release();
  await expect(captcha).toBeEnabled();
  await expect(captcha).toHaveAttribute('aria-busy', 'false');
  await expect(captcha.locator('img')).toHaveAttribute('src', /get-captcha\?sid=.+&a=\d+$/);
  // Once live, a tap is acted on: without a phone number the visitor is told what is missing.
  await captcha.click();
  await expect(page.getByRole('status').filter({ hasText: missingPhone })).toBeVisible();
});
