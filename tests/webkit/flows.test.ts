// The five main flows of issue 13 in WebKit, driven as tests/e2e drives them in Chromium: on the
// production build under the CONTRACT.md CSP, with the sandbox API playing the backend. WebDriver
// cannot intercept requests, so a request body is read from the test proxy's log, and the pay
// address outside the sandbox is only checked as the address the browser went to.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { By, type WebElement } from 'selenium-webdriver';
import { WebKitPage } from './webkitPage';
import { SESSION, sessionQuery } from '../e2e/fixtures';
import { shownPhone, validPhone } from '../support/mobileNumber';

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

let page: WebKitPage;
beforeEach(async () => {
  page = await WebKitPage.open();
});
afterEach(async () => {
  await page?.close();
});

const form = (body: string | undefined) => Object.fromEntries(new URLSearchParams(body ?? ''));

/** A styled radio or checkbox covers its input with its own face; a person taps its label. */
async function tap(control: WebElement): Promise<void> {
  const label = await page.driver.executeScript<WebElement | null>(
    'return arguments[0].labels && arguments[0].labels[0] || null',
    control,
  );
  await page.press(label ?? control);
}

const isChecked = (control: WebElement) =>
  page.driver.executeScript<boolean>('return arguments[0].checked', control);

it('registration: a campaign visitor registers and reaches the download page', async () => {
  const campaign = 'id=7&user_from=fb&utm_tag=summer&app_from=ios&invite_code=INV9';
  await page.goto(`/promo/#/register?${campaign}`);
  const captcha = await page.get('button', 'Refresh captcha');
  await page.waitUntil(
    () => page.driver.executeScript<number>('return arguments[0].querySelector("img").naturalWidth', captcha),
    'the captcha image',
  );
  // A fresh number each run: the sandbox remembers who registered.
  const phone = validPhone(`7${String(Date.now()).slice(-7)}`);
  await page.fill('textbox', 'Mobile', phone);
  await page.fill('textbox', 'Image captcha', '1234');
  await page.click('button', 'Get code');
  await page.get('status', 'The verification code has been sent, please check on your phone!');
  await page.get('button', /^\d+s$/);
  await page.fill('textbox', 'SMS code', '123456');
  await page.click('button', 'Apply', { exact: true });
  const url = await page.waitForUrl(/\/promo\/#\/downloadTemplate\?/);
  const query = new URL(url.href.replace('#/', '')).searchParams;
  expect([query.get('id'), query.get('user_from'), query.get('utm_tag'), query.get('app_from')]).toEqual([
    '7',
    'fb',
    'summer',
    'ios',
  ]);
  await page.get('heading', 'PesoAgad', { exact: true });
  expect(await (await page.get('link', /^Download/)).getAttribute('href')).toMatch(/^https:\/\//);
  const register = (await page.apiRequests()).findLast((r) => r.url.includes('/promotion/register'));
  expect(form(register?.body)).toMatchObject({ phone, smsCode: '123456', id: '7' });
  expect(await page.problems()).toEqual([]);
});

it('complaint: filed with an image, then back on the complaint home', async () => {
  await page.goto(`/complaint?orderId=174&${sessionQuery()}`);
  await page.text('Order No. PA2026112200174');
  await page.click('button', 'Collection', { exact: true });
  await page.click('button', 'Contacting my family or employer');
  await page.waitForUrl(/\/complainPageNext\?problemType=1&problemSonType=13&orderNo=PA2026112200174/);

  const picture = join(tmpdir(), `webkit-complaint-${process.pid}.png`);
  writeFileSync(picture, TINY_PNG);
  const upload = await page.waitUntil(
    async () => (await page.driver.findElements(By.css('input[type="file"]')))[0],
    'the file input',
  );
  expect(await upload.getAttribute('aria-label')).toMatch(/^Upload image$/i);
  await upload.sendKeys(picture);
  await page.get('button', 'View image 1', { timeout: 15_000 });
  rmSync(picture);

  const text = 'Your agent called my employer at Ayala Avenue twice about my loan.';
  await page.fill('textbox', 'Description', text);
  await page.click('button', 'Send', { exact: true });
  await page.get('dialog', 'Submitted successfully');
  await page.waitForUrl(/\/complaint\?/);
  await page.text('Order No. PA2026112200174');
  const save = (await page.apiRequests()).findLast((r) => r.url.includes('/problem-save'));
  const sent = form(save?.body);
  expect(sent).toMatchObject({ problemType: '1', problemSonType: '13', problemDetail: text });
  expect(sent.problemImage?.split(',')).toHaveLength(1);
  expect(await page.problems()).toEqual([]);
});

it('e-wallet binding: bound, the bank flow reported to the app and the webview closed', async () => {
  await page.playNativeApp();
  await page.goto(`/bindBank?product_id=7&${sessionQuery()}`);
  await page.get('heading', 'Payment account information');
  expect(await (await page.get('tab', 'E-wallet')).getAttribute('aria-selected')).toBe('true');
  expect(await isChecked(await page.get('radio', 'GCash'))).toBe(true);
  await page.click('button', 'Next', { exact: true });
  expect(await (await page.get('alert', 'Please enter Account name')).getText()).toBe(
    'Please enter Account name',
  );

  await page.fill('textbox', 'Account name', 'Maria Santos');
  const wallet = validPhone();
  const mobile = await page.fill(
    'textbox',
    'E-wallet mobile number',
    `${wallet.slice(0, 4)}a${wallet.slice(4)}`,
  );
  expect(await mobile.getAttribute('value')).toBe(shownPhone(wallet));
  await page.click('button', 'Next', { exact: true });

  await page.waitUntil(
    async () => (await page.bridgeCalls()).some((c) => c.name === 'closeWebView'),
    'closeWebView',
  );
  expect((await page.bridgeCalls()).map((c) => c.name)).toEqual([
    'startBankFlow',
    'endBankFlow',
    'closeWebView',
  ]);
  const bind = (await page.apiRequests()).findLast((r) => r.url.includes('/tender/user-bank/bind-card-new'));
  expect(form(bind?.body)).toMatchObject({
    accountName: 'Maria Santos',
    walletMobile: wallet,
    product_id: '7',
    channelNumber: '90006',
  });
  expect(await page.problems()).toEqual([]);
});

it('repayment: Payment goes to the pay address of the chosen channel', async () => {
  await page.goto(`/repaymentOfPeriod?productId=1&orderId=174&${sessionQuery()}`);
  await page.text('₱5.234');
  await page.click('button', 'Payment Method');
  const picker = await page.get('dialog');
  expect(await isChecked(await page.get('radio', 'GCash', { within: picker }))).toBe(true);
  await tap(await page.get('radio', 'Maya', { within: picker }));
  expect(await isChecked(await page.get('radio', 'Maya', { within: picker }))).toBe(true);
  expect(await page.problems()).toEqual([]);
  await page.click('button', 'Payment', { exact: true, within: picker });
  // pay.example.com is outside the sandbox: the address asked for is what counts.
  await page.waitForUrl(/^https:\/\/pay\.example\.com\/checkout\?ref=174-90007$/);
  const vcode = (await page.apiRequests()).findLast((r) =>
    r.url.includes('/tender/v3/loan-details/generate-vcode'),
  );
  expect(form(vcode?.body)).toMatchObject({
    productId: '1',
    orderId: '174',
    amount: '5234',
    channelNumber: '90007',
  });
  expect(new URL(vcode!.url, page.baseUrl).searchParams.get('sessionId')).toBe(SESSION.sessionId);
});

it('confirm loan: the agreement is accepted and the order details open', async () => {
  await page.playNativeApp();
  await page.goto(`/confirmLoan?productId=1&${sessionQuery()}`);
  const agree = await page.get('checkbox', /agree/i);
  expect(await isChecked(agree)).toBe(true);
  await tap(agree);
  await page.waitUntil(
    async () => !(await (await page.get('button', 'Confirm Apply')).isEnabled()),
    'Confirm Apply disabled',
  );
  await tap(agree);
  expect(await isChecked(agree)).toBe(true);

  expect(await page.driver.executeScript('return window.onNativeBack()')).toBe(true);
  const pointOut = await page.get('dialog', 'Point out');
  await page.click('button', 'Agree', { exact: true, within: pointOut });
  await page.gone('dialog', 'Point out');

  await page.click('button', 'Confirm Apply');
  const modal = await page.get('dialog', 'Loan agreement');
  expect(await modal.findElement(By.css('iframe')).getAttribute('src')).toMatch(/\/loanAgreement$/);
  await page.click('button', 'Agree', { exact: true, within: modal });
  const url = await page.waitForUrl(/\/loanDetails\?/);
  expect([
    url.searchParams.get('from'),
    url.searchParams.get('orderId'),
    url.searchParams.get('deviceId'),
  ]).toEqual(['confirm', '151', SESSION.deviceId]);
  await page.get('heading', 'Under review');
  expect(await page.problems()).toEqual([]);
});
