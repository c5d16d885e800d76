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

test('against an outside backend: the exact calls, an integer 800005, and the order details at the end', async ({
  page,
}) => {
  const calls: { path: string; body: Record<string, string> }[] = [];
  await page.route('**/tender/repayment/**', (route) => {
    const path = new URL(route.request().url()).pathname;
    const body = Object.fromEntries(new URLSearchParams(route.request().postData() ?? ''));
    calls.push({ path, body });
    const answer = (code: number, data: unknown, message = 'm') =>
      route.fulfill({ contentType: 'application/json', body: JSON.stringify({ code, message, data }) });
    if (path.endsWith('/repayment-way'))
      return answer(0, {
        alipay: null,
        repayToken: 'T1',
        bankCards: [{ id: 7, bankName: 'BPI', cardNo: '**** 1234', bankCode: 'BPI' }],
      });
    if (path.endsWith('/repayment-commit')) return answer(0, { needValid: 1, repayRecordId: 77 });
    return body.verifyCode === '555555' ? answer(800005, null) : answer(0, null);
  });
  await page.goto(`/legacyRepayment?orderId=42&amount=1500&${sessionQuery()}`);
  await page.getByRole('radio', { name: 'BPI **** 1234' }).check();
  await page.getByRole('button', { name: '立即还款' }).click();
  await expect(page.getByRole('status').filter({ hasText: '验证码已发送，请在手机上查看！' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^(60|59)s$/ })).toBeDisabled();
  const code = page.getByRole('textbox', { name: '验证码' });
  await code.fill('555555');
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page.getByRole('status').filter({ hasText: '请勿重复提交支付申请' })).toBeVisible();
  await code.fill('246810');
  await page.getByRole('button', { name: '确认' }).click();
  await expect(page).toHaveURL(/\/loanDetails\?/);
  expect(new URL(page.url()).searchParams.get('orderId')).toBe('42');

  expect(calls.map((c) => c.path.replace('/tender/repayment/', ''))).toEqual([
    'repayment-way',
    'repayment-commit',
    'repayment-confirm',
    'repayment-confirm',
  ]);
  expect(calls[1]?.body).toEqual({
    amount: '1500',
    bankName: 'BPI',
    cardId: '7',
    cardNo: '**** 1234',
    couponId: '',
    orderId: '42',
    repayToken: 'T1',
    bankCode: 'BPI',
    sendMsg: '0',
  });
  expect(calls[3]?.body).toEqual({ orderId: '42', verifyCode: '246810', repaymentRecordId: '77' });
});

test('no browser default styling shows: no fieldset frame or legend gap, no default button faces', async ({
  page,
}) => {
  await page.goto(`/legacyRepayment?orderId=174&amount=5234&${sessionQuery()}`);
  await expect(page.getByRole('radio', { name: /BDO Unibank/ })).toBeVisible();
  const group = page.locator('fieldset');
  await expect(group).toHaveCount(1);
  const frame = await group.evaluate((el) => {
    const s = getComputedStyle(el);
    const legend = getComputedStyle(el.querySelector('legend')!);
    return {
      border: [s.borderTopStyle, s.borderRightStyle, s.borderBottomStyle, s.borderLeftStyle],
      padding: [s.paddingTop, s.paddingRight, s.paddingBottom, s.paddingLeft],
      marginInline: [s.marginLeft, s.marginRight],
      legendPadding: [legend.paddingLeft, legend.paddingRight],
    };
  });
  expect(frame).toEqual({
    border: ['none', 'none', 'none', 'none'],
    padding: ['0px', '0px', '0px', '0px'],
    marginInline: ['0px', '0px'],
    legendPadding: ['0px', '0px'],
  });

  const buttons = page.getByRole('button');
  expect(await buttons.count()).toBeGreaterThan(0);
  const faces = await buttons.evaluateAll((all) => {
    const pageFont = getComputedStyle(document.body).fontFamily;
    return all.map((el) => {
      const s = getComputedStyle(el);
      return {
        name: el.textContent,
        // Chromium's and WebKit's own button face: a light grey fill and an outset frame.
        defaultFace: s.backgroundColor === 'rgb(239, 239, 239)' || s.borderTopStyle === 'outset',
        pageFont: s.fontFamily === pageFont,
      };
    });
  });
  for (const face of faces)
    expect(face, face.name ?? '').toMatchObject({ defaultFace: false, pageFont: true });
});
