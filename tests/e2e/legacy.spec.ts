// Legacy repayment end to end in Chromium, on the production build under the CONTRACT.md CSP: no card
// is preselected, a card is required, the SMS code step counts down, a short or wrong code is refused
// in the catalogue's Chinese words, and a good code opens the order details in the app.
import { test, expect, SESSION, sessionQuery } from './fixtures';

test('paying with a card and an SMS code ends on the order details', async ({ page }) => {
  await page.goto(`/legacyRepayment?orderId=174&amount=5234&${sessionQuery()}`);
  const bdo = page.getByRole('radio', { name: /BDO Unibank/ });
  await expect(bdo).not.toBeChecked();
  await page.getByRole('button', { name: '立即还款' }).click();
  await expect(page.getByRole('status').filter({ hasText: '请先选择付款银行卡！' })).toBeVisible();

  await bdo.check();
  await page.getByRole('button', { name: '立即还款' }).click();
  await expect(page.getByRole('status').filter({ hasText: '验证码已发送，请在手机上查看！' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeDisabled();

  const code = page.getByRole('textbox', { name: '验证码' });
  await code.fill('123');
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page.getByRole('status').filter({ hasText: '请输入正确的验证码' })).toBeVisible();

  await code.fill('000000');
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page.getByRole('status').filter({ hasText: '验证码错误' })).toBeVisible();
  await expect(code).toHaveValue('000000');

  await code.fill('246810');
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/\/loanDetails\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('orderId')).toBe('174');
  expect(url.searchParams.get('sessionId')).toBe(SESSION.sessionId);
});

test('a failed card list says so', async ({ page }) => {
  await page.goto(`/legacyRepayment?orderId=nocards&amount=100&${sessionQuery()}`);
  await expect(page.getByRole('status').filter({ hasText: '查询卡列表失败' })).toBeVisible();
});
