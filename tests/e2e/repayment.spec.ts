// Repayment end to end in Chromium, on the production build under the CONTRACT.md CSP: the period
// page folds its details, pays through the chosen channel (the browser goes to the https payUrl),
// opens the saved-info code page from the default-pay box, and the extension page asks with isDelay=1.
import { test, expect, SESSION, sessionQuery } from './fixtures';
import repayment from '../../schemas/screens/repayment.json' with { type: 'json' };
import messages from '../../schemas/messages.json' with { type: 'json' };
import { money } from '../support/staffText';

const { texts } = repayment;

test('period repayment: details fold, and paying goes to the pay address of the chosen channel', async ({
  page,
  apiRequests,
}) => {
  // pay.example.com is outside the sandbox: answer it here so the landing can be seen.
  await page.route('https://pay.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title><p>Checkout</p>' }),
  );
  await page.goto(`/repaymentOfPeriod?productId=1&orderId=174&${sessionQuery()}`);
  await expect(page.getByText(money(5234))).toBeVisible();
  await expect(page.getByText('Pay before 5 PM on the due date', { exact: false })).toBeVisible();
  // The sandbox's plan rows for this order; the screen file says how many show before "more".
  const rows = ['Principal', 'Interest', 'Service fee', 'Late fee'];
  const { foldedRows } = repayment.limits;
  await expect(page.getByText(rows[0] as string)).toBeVisible();
  const folded = rows[foldedRows];
  if (folded === undefined) {
    // Every row fits: there is nothing to unfold.
    await expect(page.getByText(rows.at(-1) as string)).toBeVisible();
    await expect(page.getByRole('button', { name: texts.more })).toHaveCount(0);
  } else {
    await expect(page.getByText(folded)).toBeHidden();
    await page.getByRole('button', { name: texts.more }).click();
    await expect(page.getByText(folded)).toBeVisible();
    await page.getByRole('button', { name: texts.hide }).click();
    await expect(page.getByText(folded)).toBeHidden();
  }

  await page.getByRole('button', { name: texts.paymentMethod }).click();
  const picker = page.getByRole('dialog');
  await expect(picker.getByRole('radio', { name: 'GCash' })).toBeChecked();
  await picker.getByRole('radio', { name: 'Maya' }).check();
  await picker.getByRole('button', { name: texts.payment, exact: true }).click();
  await expect(page).toHaveURL(/^https:\/\/pay\.example\.com\/checkout\?ref=174-90007$/);

  const vcode = apiRequests.find((r) => r.url().includes('/tender/v3/loan-details/generate-vcode'));
  expect(vcode, 'generate-vcode was called').toBeTruthy();
  const body = new URLSearchParams(vcode!.postData() ?? '');
  expect(Object.fromEntries(body)).toMatchObject({
    productId: '1',
    orderId: '174',
    amount: '5234',
    channelNumber: '90007',
  });
  expect(body.has('isDelay')).toBe(false);
  expect(new URL(vcode!.url()).searchParams.get('sessionId')).toBe(SESSION.sessionId);
});

test('the default-pay box copies its code and opens the saved-info code page with the steps', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/repaymentOfPeriod?productId=1&orderId=174&${sessionQuery()}`);
  await page.getByRole('button', { name: messages.copy }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.copySuccess })).toBeVisible();
  await page.getByRole('button', { name: texts.steps }).click();
  await expect(page).toHaveURL(/\/repaymentOfCode2\?/);
  expect(new URL(page.url()).searchParams.get('deviceId')).toBe(SESSION.deviceId);
  await expect(page.getByText(money(5234))).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In GCash' })).toBeVisible();
  await expect(page.getByText('Choose PesoAgad and enter the contract number.')).toBeVisible();
});

test('the extension page (also at /delayedRepayment) shows its fee and plan and pays with isDelay=1', async ({
  page,
  apiRequests,
}) => {
  await page.route('https://pay.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title><p>Checkout</p>' }),
  );
  await page.goto(`/delayedRepayment?productId=1&orderId=174&${sessionQuery()}`);
  await expect(page.getByRole('heading', { name: 'Extend your loan by 7 days' })).toBeVisible();
  await expect(page.getByText(money(1180))).toBeVisible();
  await expect(page.getByText('2026-12-12').first()).toBeVisible();
  await page.getByRole('button', { name: texts.paymentMethod }).click();
  await page.getByRole('dialog').getByRole('button', { name: texts.payment, exact: true }).click();
  await expect(page).toHaveURL(/^https:\/\/pay\.example\.com\/checkout/);
  const vcode = apiRequests.find((r) => r.url().includes('/generate-vcode'));
  const body = new URLSearchParams(vcode!.postData() ?? '');
  expect(Object.fromEntries(body)).toMatchObject({ amount: '1180', channelNumber: '90006', isDelay: '1' });
});

test('an outside backend with null fields: the box opens the code page, whose number copies on a tap', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.route('**/tender/v3/installment/loan-play-detail**', (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({
        code: 0,
        message: 'ok',
        data: {
          repayAmount: '1500',
          repayDate: '2026-02-02',
          productName: 'Cash',
          productLogo: null,
          detail: null,
          repayList: [{ name: 'GCash', logo: null, channel_number: 90006 }],
          noticeMsg: null,
          isShowReyTop: 0,
          delayInfo: [],
          defDetail: {
            payCode: 'CODE9',
            title: 'Pay at the store',
            logo: null,
            payNotice: [{ name: 'At the counter', list: ['Say the code.', 'Pay in cash.'] }],
          },
        },
      }),
    }),
  );
  await page.goto(`/repaymentOfPeriod?productId=3&orderId=42&${sessionQuery()}`);
  await expect(page.getByText(money(1500))).toBeVisible();
  await page.getByText('Pay at the store').click();
  await expect(page).toHaveURL(/\/repaymentOfCode2\?/);
  await expect(page.getByText('Pay in cash.')).toBeVisible();
  await page.getByRole('button', { name: 'CODE9' }).click();
  await expect(page.getByRole('status').filter({ hasText: messages.copySuccess })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('CODE9');
});
