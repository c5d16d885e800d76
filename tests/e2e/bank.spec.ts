// Binding a payment account end to end in Chromium, on the production build under the CONTRACT.md CSP: the server
// form is rendered and validated with no eval, and both submit paths reach the native app or the
// order page.
import { test, expect, sessionQuery } from './fixtures';
import bindBank from '../../schemas/screens/bindBank.json' with { type: 'json' };
import { shownPhone, validPhone } from '../support/mobileNumber';
import app from '../../schemas/app.json' with { type: 'json' };
import { anyOf, shown } from '../support/staffText';
import { controlId, otherSamples, valueOf } from '../support/bankSamples';
import type { Page } from '@playwright/test';

// Labels, messages, the default tab and channel follow the schema; the form's fields are the server's
// (the sandbox's); the phone follows the one mobile-number rule.
const { texts, messages, data, limits } = bindBank;
const tab = (type: number) => data.cardTypes.find((t) => t.type === type)?.label as string;
const [EWALLET, CARD] = [tab(1), tab(2)];
const DEFAULT_CHANNEL = data.channels.find((c) => c.channelNumber === data.defaultChannel)?.name as string;

/** Fills the tab's fields of any other item type the sandbox sends, with their sample values. */
async function fillOtherSamples(page: Page, cardType: number) {
  for (const sample of otherSamples(cardType)) {
    const control = page.locator(`[id="${controlId(sample.item.code)}"]`);
    if ((await control.evaluate((el) => el.tagName)) === 'SELECT')
      await control.selectOption(valueOf(sample));
    else await control.fill(valueOf(sample));
  }
}

test('an e-wallet is bound and the webview closed, with the bank flow reported to the app', async ({
  page,
  nativeApp,
  apiRequests,
}) => {
  await page.goto(`/bindBank?product_id=7&${sessionQuery()}`);
  await expect(page.getByRole('heading', { name: bindBank.title })).toBeVisible();
  await expect(page).toHaveTitle(bindBank.title);
  await expect(page.getByRole('tab', { name: tab(limits.defaultCardType) })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await page.getByRole('tab', { name: EWALLET }).click();
  await expect(page.getByRole('radio', { name: DEFAULT_CHANNEL })).toBeChecked();
  await page.getByRole('button', { name: texts.next }).click();
  await expect(page.getByRole('alert').first()).toHaveText(
    shown(messages.required, { title: 'Account name' }),
  );

  await page.getByRole('textbox', { name: 'Account name' }).fill('Maria Santos');
  const mobile = page.getByRole('textbox', { name: 'E-wallet mobile number' });
  await mobile.pressSequentially(`${validPhone().slice(0, 4)}a${validPhone().slice(4)}`);
  await expect(mobile).toHaveValue(shownPhone(validPhone()));
  await fillOtherSamples(page, 1);
  await page.getByRole('button', { name: texts.next }).click();

  await expect.poll(nativeApp.calls).toContainEqual({ name: 'closeWebView', payload: {} });
  const names = (await nativeApp.calls()).map((c) => c.name);
  expect(names).toEqual(['startBankFlow', 'endBankFlow', 'closeWebView']);
  const bind = apiRequests.find((r) => r.url().includes('/tender/user-bank/bind-card-new'));
  expect(Object.fromEntries(new URLSearchParams(bind?.postData() ?? ''))).toMatchObject({
    accountName: 'Maria Santos',
    walletMobile: validPhone(),
    product_id: '7',
    channelNumber: data.defaultChannel,
  });
});

test('a bank card from the order page is changed with every widget, then the order page opens', async ({
  page,
  nativeApp,
}) => {
  await page.goto(`/bindBank?productId=7&orderId=174&source=loanDetail&${sessionQuery()}`);
  await page.getByRole('tab', { name: CARD }).click();
  await page.getByRole('textbox', { name: 'Account name' }).fill('Juan Dela Cruz');
  await page.getByRole('combobox', { name: 'Bank name' }).selectOption({ label: 'BDO Unibank' });
  await page.getByRole('textbox', { name: 'Card or account number' }).fill('4321567812345678');
  await expect(page.getByRole('textbox', { name: 'Card or account number' })).toHaveValue(
    '4321 5678 1234 5678',
  );
  await page.getByRole('textbox', { name: 'Branch city' }).click();
  const picker = page.getByRole('dialog', { name: 'Branch city' });
  await picker.getByRole('button', { name: 'Davao Region (Region XI)' }).click();
  await picker.getByRole('button', { name: 'Davao del Sur' }).click();
  await picker.getByRole('button', { name: 'Davao City' }).click();
  await expect(page.getByRole('textbox', { name: 'Branch city' })).toHaveValue(
    'Davao City, Davao del Sur, Davao Region (Region XI)',
  );
  await page.getByRole('textbox', { name: 'Postal code' }).fill('8000');
  await page.getByRole('combobox', { name: 'Salary day' }).selectOption('15');
  await page.getByRole('textbox', { name: 'Monthly income (₱)' }).click();
  const confirm = page.getByRole('button', { name: texts.moneyConfirm });
  await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  for (const key of ['3', '0', '0', '0', '0'])
    await page.getByRole('button', { name: key, exact: true }).click();
  await confirm.click();
  await expect(page.getByRole('textbox', { name: 'Monthly income (₱)' })).toHaveValue('30000');
  await fillOtherSamples(page, 2);
  await page.getByRole('button', { name: texts.next }).click();

  await expect(page).toHaveURL(/\/loanDetails\?/);
  const query = new URL(page.url()).searchParams;
  expect([query.get('productId'), query.get('orderId'), query.get('source')]).toEqual([
    '7',
    '174',
    'loanDetail',
  ]);
  expect((await nativeApp.calls()).map((c) => c.name)).not.toContain('closeWebView');
});

test('the bank refusing a card shows its message and keeps the form as typed', async ({ page }) => {
  await page.goto(`/bindBank?product_id=unknown&${sessionQuery()}`);
  await expect(page.getByText(anyOf(messages.unknownCate, { cate: 'signature' }))).toBeVisible();
  await page.getByRole('tab', { name: CARD }).click();
  await page.getByRole('textbox', { name: 'Account name' }).fill('Juan Dela Cruz');
  await page.getByRole('combobox', { name: 'Bank name' }).selectOption('BPI');
  await page.getByRole('textbox', { name: 'Card or account number' }).fill('0000111122223333');
  await page.getByRole('textbox', { name: 'Branch city' }).click();
  const picker = page.getByRole('dialog', { name: 'Branch city' });
  await picker.getByRole('button', { name: 'National Capital Region (NCR)' }).click();
  await picker.getByRole('button', { name: 'Metro Manila' }).click();
  await picker.getByRole('button', { name: 'Taguig' }).click();
  await page.getByRole('textbox', { name: 'Postal code' }).fill('1634');
  await page.getByRole('combobox', { name: 'Salary day' }).selectOption('30');
  await page.getByRole('textbox', { name: 'Monthly income (₱)' }).fill('18500.50');
  await page.getByRole('button', { name: texts.moneyHide }).click();
  await fillOtherSamples(page, 2);
  await page.getByRole('button', { name: texts.next }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'The bank could not verify this card or account number.' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Card or account number' })).toHaveValue(
    '0000 1111 2222 3333',
  );
  // Shown with the money format's decimal mark, however it was typed.
  await expect(page.getByRole('textbox', { name: 'Monthly income (₱)' })).toHaveValue(
    `18500${app.money.decimalMark}${'50'.slice(0, app.money.decimals)}`,
  );
  await expect(page.getByRole('button', { name: texts.next })).toBeEnabled();
});

test('the e-wallet chips are laid out beside their legend, not with it: each chip as tall as its content, the radio dot on the label line', async ({
  page,
}) => {
  await page.goto(`/bindBank?product_id=7&${sessionQuery()}`);
  await page.getByRole('tab', { name: EWALLET }).click();
  const group = page.getByRole('group', { name: texts.channel });
  await expect(group.getByRole('radio', { name: DEFAULT_CHANNEL })).toBeChecked();
  const layout = await group.evaluate((el) => {
    const legend = el.querySelector('legend')!;
    const chips = [...el.querySelectorAll('input[type="radio"]')].map((radio) => {
      const chip = radio.closest('label')!;
      const label = chip.querySelector('span')!.getBoundingClientRect();
      const dot = radio.getBoundingClientRect();
      const box = chip.getBoundingClientRect();
      const s = getComputedStyle(chip);
      const frame =
        parseFloat(s.borderTopWidth) +
        parseFloat(s.borderBottomWidth) +
        parseFloat(s.paddingTop) +
        parseFloat(s.paddingBottom);
      return {
        height: box.height,
        // What the chip needs: its content plus its frame, or its minimum height if that is more.
        needed: Math.max(parseFloat(s.minHeight) || 0, Math.max(label.height, dot.height) + frame),
        dotOffLabelLine: Math.abs(dot.top + dot.height / 2 - (label.top + label.height / 2)),
      };
    });
    return {
      // WebKit lays a legend out differently inside a flex or grid fieldset: the legend's parent must be
      // a plain block, and the chips flow in their own box.
      legendParentDisplay: getComputedStyle(legend.parentElement!).display,
      chips,
    };
  });
  expect(layout.legendParentDisplay).toBe('block');
  expect(layout.chips.length).toBeGreaterThan(1);
  for (const chip of layout.chips) {
    expect(Math.abs(chip.height - chip.needed)).toBeLessThanOrEqual(0.5);
    expect(chip.dotOffLabelLine).toBeLessThanOrEqual(1);
  }
});

test('a half-filled bank form survives a reload, per order', async ({ page }) => {
  await page.goto(`/bindBank?productId=7&orderId=981&${sessionQuery()}`);
  await page.getByRole('tab', { name: EWALLET }).click();
  await page.getByRole('radio', { name: 'Maya' }).check();
  await page.getByRole('textbox', { name: 'Account name' }).fill('Rosa Lim');
  await page
    .getByRole('textbox', { name: 'E-wallet mobile number' })
    .pressSequentially(validPhone().slice(0, 7));

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Account name' })).toHaveValue('Rosa Lim');
  await expect(page.getByRole('textbox', { name: 'E-wallet mobile number' })).toHaveValue(
    shownPhone(validPhone().slice(0, 7)),
  );
  await expect(page.getByRole('radio', { name: 'Maya' })).toBeChecked();

  // Another order's form is what the server sends for it, not this draft.
  await page.goto(`/bindBank?productId=7&orderId=982&${sessionQuery()}`);
  await expect(page.getByRole('tab', { name: EWALLET })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Account name' })).not.toHaveValue('Rosa Lim');
});
