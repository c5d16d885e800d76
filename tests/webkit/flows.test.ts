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
import { fill } from '../../src/runtime/base/template';
import registerScreen from '../../schemas/screens/register.json' with { type: 'json' };
import download from '../../schemas/screens/download.json' with { type: 'json' };
import home from '../../schemas/screens/complaintHome.json' with { type: 'json' };
import submit from '../../schemas/screens/complaintSubmit.json' with { type: 'json' };
import bindBank from '../../schemas/screens/bindBank.json' with { type: 'json' };
import repayment from '../../schemas/screens/repayment.json' with { type: 'json' };
import confirmLoan from '../../schemas/screens/confirmLoan.json' with { type: 'json' };
import app from '../../schemas/app.json' with { type: 'json' };
import { anyOf, money, shown } from '../support/staffText';
import { controlId, otherSamples, valueOf } from '../support/bankSamples';
import { orderNotices } from '../../src/sandbox/orderNotices';

// Labels, messages, the default tab and channel and the digit groups are read from the staff files,
// so a staff edit keeps these flows green.
const fields = registerScreen.form.schema.properties;
const orderNo = (no: string) => shown(home.texts.orderNo, { orderNo: no });
const tab = (type: number) => bindBank.data.cardTypes.find((t) => t.type === type)?.label as string;
const channel = (number: string) =>
  bindBank.data.channels.find((c) => c.channelNumber === number)?.name as string;

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
  const captcha = await page.get('button', registerScreen.texts.refreshCaptcha);
  await page.waitUntil(
    () => page.driver.executeScript<number>('return arguments[0].querySelector("img").naturalWidth', captcha),
    'the captcha image',
  );
  // A fresh number each run: the sandbox remembers who registered.
  const phone = validPhone(`7${String(Date.now()).slice(-7)}`);
  await page.fill('textbox', fields.phone.title, phone);
  await page.fill('textbox', fields.capcode.title, '1234');
  await page.click('button', registerScreen.texts.getCode);
  await page.get('status', registerScreen.messages.codeSent);
  await page.get('button', new RegExp(`^${anyOf(registerScreen.texts.countdown).source}$`));
  await page.fill('textbox', fields.smsCode.title, '123456');
  await page.click('button', registerScreen.texts.apply, { exact: true });
  const url = await page.waitForUrl(/\/promo\/#\/downloadTemplate\?/);
  const query = new URL(url.href.replace('#/', '')).searchParams;
  expect([query.get('id'), query.get('user_from'), query.get('utm_tag'), query.get('app_from')]).toEqual([
    '7',
    'fb',
    'summer',
    'ios',
  ]);
  await page.get('heading', app.appName, { exact: true });
  expect(
    await (await page.get('link', shown(download.texts.download), { exact: true })).getAttribute('href'),
  ).toMatch(/^https:\/\//);
  const register = (await page.apiRequests()).findLast((r) => r.url.includes('/promotion/register'));
  expect(form(register?.body)).toMatchObject({ phone, smsCode: '123456', id: '7' });
  expect(await page.problems()).toEqual([]);
});

it('complaint: filed with an image, then back on the complaint home', async () => {
  await page.goto(`/complaint?orderId=174&${sessionQuery()}`);
  await page.text(orderNo('PA2026112200174'));
  await page.click('button', 'Collection', { exact: true });
  await page.click('button', 'Contacting my family or employer');
  await page.waitForUrl(/\/complainPageNext\?problemType=1&problemSonType=13&orderNo=PA2026112200174/);

  const picture = join(tmpdir(), `webkit-complaint-${process.pid}.png`);
  writeFileSync(picture, TINY_PNG);
  const upload = await page.waitUntil(
    async () => (await page.driver.findElements(By.css('input[type="file"]')))[0],
    'the file input',
  );
  expect(await upload.getAttribute('aria-label')).toBe(submit.texts.uploadImage);
  await upload.sendKeys(picture);
  await page.get('button', fill(submit.texts.viewImage, { n: 1 }), { timeout: 15_000 });
  rmSync(picture);

  const text = 'Your agent called my employer at Ayala Avenue twice about my loan.';
  await page.fill('textbox', submit.form.schema.properties.problemDetail.title, text);
  await page.click('button', submit.texts.send, { exact: true });
  await page.get('dialog', submit.texts.successTitle);
  await page.waitForUrl(/\/complaint\?/);
  await page.text(orderNo('PA2026112200174'));
  const save = (await page.apiRequests()).findLast((r) => r.url.includes('/problem-save'));
  const sent = form(save?.body);
  expect(sent).toMatchObject({ problemType: '1', problemSonType: '13', problemDetail: text });
  expect(sent.problemImage?.split(',')).toHaveLength(1);
  expect(await page.problems()).toEqual([]);
});

it('e-wallet binding: bound, the bank flow reported to the app and the webview closed', async () => {
  await page.playNativeApp();
  await page.goto(`/bindBank?product_id=7&${sessionQuery()}`);
  await page.get('heading', bindBank.title);
  expect(
    await (await page.get('tab', tab(bindBank.limits.defaultCardType))).getAttribute('aria-selected'),
  ).toBe('true');
  await page.click('tab', tab(1), { exact: true });
  expect(await isChecked(await page.get('radio', channel(bindBank.data.defaultChannel)))).toBe(true);
  await page.click('button', bindBank.texts.next, { exact: true });
  const required = shown(bindBank.messages.required, { title: 'Account name' });
  expect(await (await page.get('alert', required)).getText()).toBe(required);

  await page.fill('textbox', 'Account name', 'Maria Santos');
  const wallet = validPhone();
  const mobile = await page.fill(
    'textbox',
    'E-wallet mobile number',
    `${wallet.slice(0, 4)}a${wallet.slice(4)}`,
  );
  expect(await mobile.getAttribute('value')).toBe(shownPhone(wallet));
  // The e-wallet tab's fields of any other item type the sandbox sends, with their sample values.
  for (const sample of otherSamples(1)) {
    const control = await page.driver.findElement(By.id(controlId(sample.item.code)));
    if ((await control.getTagName()) === 'select')
      await control.findElement(By.css(`option[value="${valueOf(sample)}"]`)).click();
    else await control.sendKeys(valueOf(sample));
  }
  await page.click('button', bindBank.texts.next, { exact: true });

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
    channelNumber: bindBank.data.defaultChannel,
  });
  expect(await page.problems()).toEqual([]);
});

it('repayment: paying goes to the pay address of the chosen channel', async () => {
  await page.goto(`/repaymentOfPeriod?productId=1&orderId=174&${sessionQuery()}`);
  await page.text(money(5234));
  await page.click('button', repayment.texts.paymentMethod);
  const picker = await page.get('dialog');
  expect(await isChecked(await page.get('radio', 'GCash', { within: picker }))).toBe(true);
  await tap(await page.get('radio', 'Maya', { within: picker }));
  expect(await isChecked(await page.get('radio', 'Maya', { within: picker }))).toBe(true);
  expect(await page.problems()).toEqual([]);
  await page.click('button', repayment.texts.payment, { exact: true, within: picker });
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
  const { texts } = confirmLoan;
  const agree = await page.get('checkbox', texts.agreeLabel);
  expect(await isChecked(agree)).toBe(true);
  await tap(agree);
  await page.waitUntil(
    async () => !(await (await page.get('button', texts.confirm)).isEnabled()),
    'the confirm button disabled',
  );
  await tap(agree);
  expect(await isChecked(agree)).toBe(true);

  expect(await page.driver.executeScript('return window.onNativeBack()')).toBe(true);
  const pointOut = await page.get('dialog', texts.retentionTitle);
  await page.click('button', texts.agree, { exact: true, within: pointOut });
  await page.gone('dialog', texts.retentionTitle);

  await page.click('button', texts.confirm);
  const modal = await page.get('dialog', texts.agreementDialog);
  expect(await modal.findElement(By.css('iframe')).getAttribute('src')).toMatch(/\/loanAgreement$/);
  await page.click('button', texts.agree, { exact: true, within: modal });
  const url = await page.waitForUrl(/\/loanDetails\?/);
  expect([
    url.searchParams.get('from'),
    url.searchParams.get('orderId'),
    url.searchParams.get('deviceId'),
  ]).toEqual(['confirm', '151', SESSION.deviceId]);
  // The sandbox's notice for the new order, shown as the server sends it.
  await page.get('heading', orderNotices[151]?.[0] as string);
  expect(await page.problems()).toEqual([]);
});
