// The loan area end to end in Chromium, on the production build under the CONTRACT.md CSP: an order
// due for repayment offers repayment and rollover, a settled one asks for a rating and lends again
// through the app, and confirming a loan passes the agreement modal and lands on its details.
import { test, expect, SESSION, sessionQuery } from './fixtures';
import { buttonFor, order, sandboxOrders } from './orderButtons';
import confirmLoan from '../../schemas/screens/confirmLoan.json' with { type: 'json' };
import messages from '../../schemas/messages.json' with { type: 'json' };
import { shown } from '../support/staffText';
import { orderNotices } from '../../src/sandbox/orderNotices';

const due = sandboxOrders['174'];
const settled = sandboxOrders['200'];

test('an order due with rollover allowed opens the period repayment page in the app', async ({ page }) => {
  await page.goto(`/loanDetails?productId=1&orderId=174&${sessionQuery()}`);
  // The sandbox's notice for the order (src/sandbox/handlers/loan.ts), shown as the server sends it.
  await expect(page.getByRole('heading', { name: orderNotices[174]?.[0] })).toBeVisible();
  const rollover = buttonFor(due, 'rollover');
  if (rollover.hint) await expect(page.getByText(rollover.hint)).toBeVisible();
  await expect(page.getByRole('button', { name: rollover.text })).toBeVisible();
  await expect(page.getByRole('link', { name: order.texts.viewMore })).toBeVisible();
  await page.getByRole('button', { name: buttonFor(due, 'repay').text, exact: true }).click();
  await expect(page).toHaveURL(/\/repaymentOfPeriod\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('orderId')).toBe('174');
  expect(url.searchParams.get('sessionId')).toBe(SESSION.sessionId);
});

// A phone's double tap: the second click comes before the page has rendered the first's navigation.
test('a double tap on repay opens the repayment page once, with one request for it', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/loan-play-detail')) requests.push(r.url());
  });
  await page.goto(`/loanDetails?productId=1&orderId=174&${sessionQuery()}`);
  await page.getByRole('button', { name: buttonFor(due, 'repay').text, exact: true }).dblclick();
  await expect(page).toHaveURL(/\/repaymentOfPeriod\?/);
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(1);
});

test('a settled order asks for a rating, thanks for a low one, and borrowing again opens the product in the app', async ({
  page,
  nativeApp,
}) => {
  await page.goto(`/loanDetails?productId=1&orderId=200&${sessionQuery()}`);
  const rating = page.getByRole('dialog', { name: order.dialogs.rate.title });
  await rating.getByRole('button', { name: order.dialogs.rate.rating.send }).click();
  await expect(
    page.getByRole('status').filter({ hasText: order.dialogs.rate.rating.chooseStar }),
  ).toBeVisible();
  await rating.getByRole('button', { name: shown(messages.starsLabel, { n: 2 }) }).click();
  await rating.getByRole('button', { name: order.dialogs.rate.rating.send }).click();
  await expect(page.getByRole('dialog', { name: order.dialogs.thanks.title })).toBeVisible();
  await expect(rating).toBeHidden();
  await page
    .getByRole('dialog', { name: order.dialogs.thanks.title })
    .getByRole('button', { name: order.dialogs.thanks.buttons[0]!.text })
    .click();
  await page.getByRole('button', { name: buttonFor(settled, 'borrowAgain').text }).click();
  // SPEC.md section 2: the product detail address carries productId and the common query string.
  await expect.poll(nativeApp.calls).toContainEqual({
    name: 'openPage',
    payload: { url: `pesoagad://product/detail?productId=1&${sessionQuery()}` },
  });
});

test('a repayment address from the server is followed with the common query string; an unsafe one is refused', async ({
  page,
}) => {
  let h5Url = 'https://pay.example.com/repay?ref=77';
  await page.route('**/tender/v3/loan-details/loan-details**', (route) =>
    route.fulfill({ json: { code: 0, message: 'ok', data: { orderStatus: 180, isDelay: '0', h5Url } } }),
  );
  await page.route('https://pay.example.com/**', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<title>pay</title>' }),
  );
  await page.goto(`/loanDetails?productId=1&orderId=180&${sessionQuery()}`);
  const repayment = buttonFor({ orderStatus: 180, isDelay: '0', h5Url }, 'repay').text;
  await page.getByRole('button', { name: repayment, exact: true }).click();
  await expect(page).toHaveURL(/^https:\/\/pay\.example\.com\/repay\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('ref')).toBe('77');
  expect(url.searchParams.get('sessionId')).toBe(SESSION.sessionId);

  h5Url = 'javascript:alert(1)';
  await page.goto(`/loanDetails?productId=1&orderId=180&${sessionQuery()}`);
  const repay = page.getByRole('button', { name: repayment, exact: true });
  await repay.click();
  await expect(page.getByRole('status').filter({ hasText: messages.unsafeUrl })).toBeVisible();
  await expect(repay).toBeEnabled();
  await expect(page).toHaveURL(/\/loanDetails\?/);
});

test('confirming a loan: unchecked agreement blocks it; the agreement modal leads to the order details', async ({
  page,
  nativeApp,
}) => {
  const { texts } = confirmLoan;
  await page.goto(`/confirmLoan?productId=1&${sessionQuery()}`);
  const agree = page.getByRole('checkbox', { name: texts.agreeLabel });
  await expect(agree).toBeChecked();
  await agree.uncheck();
  await expect(page.getByRole('button', { name: texts.confirm })).toBeDisabled();
  await agree.check();

  expect(await nativeApp.back()).toBe(true);
  const pointOut = page.getByRole('dialog', { name: texts.retentionTitle });
  await pointOut.getByRole('button', { name: texts.agree }).click();
  await expect(pointOut).toBeHidden();

  await page.getByRole('button', { name: texts.confirm }).click();
  const modal = page.getByRole('dialog', { name: texts.agreementDialog });
  await expect(modal.locator('iframe')).toHaveAttribute('src', /\/loanAgreement$/);
  await modal.getByRole('button', { name: texts.agree }).click();
  await expect(page).toHaveURL(/\/loanDetails\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('from')).toBe('confirm');
  expect(url.searchParams.get('orderId')).toBe('151');
  expect(url.searchParams.get('deviceId')).toBe(SESSION.deviceId);
  // The sandbox's notice for the new order, shown as the server sends it.
  await expect(page.getByRole('heading', { name: orderNotices[151]?.[0] })).toBeVisible();
});
