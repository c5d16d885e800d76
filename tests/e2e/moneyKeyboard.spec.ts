// The money keyboard's code (antd-mobile, the build's `antd` chunk) is not part of /bindBank's first
// load (issue 10): the shell does not preload it, no first-load chunk imports it, and it arrives at
// the person's first touch; the keyboard then works as SPEC.md section 5 says, and an amount typed
// before it has arrived is kept.
import type { Page } from '@playwright/test';
import { test, expect, recordScripts, sessionQuery } from './fixtures';
import bindBank from '../../schemas/screens/bindBank.json' with { type: 'json' };
import app from '../../schemas/app.json' with { type: 'json' };

const address = `/bindBank?product_id=7&${sessionQuery()}`;
const ANTD_CHUNK = /\/assets\/antd-[\w-]+\.js$/;
const AMOUNT = 'Monthly income (₱)';
const { moneyConfirm, moneyDelete, moneyHide } = bindBank.texts;
// Amounts are typed with the decimal mark and places of the money format (schemas/app.json).
const { decimalMark, decimals } = app.money;
const NO_MARK = 'a money format without places has no decimal mark to type';
const CARD_TAB = bindBank.data.cardTypes.find((t) => t.type === 2)?.label as string;

/** The form is shown and the page has gone quiet: everything its first load fetches has come. */
async function formShown(page: Page) {
  await expect(page.getByRole('heading', { name: bindBank.title, level: 1 })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Account name' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test('the shell of /bindBank preloads no antd-mobile', async ({ request }) => {
  const html = await (await request.get(address)).text();
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  // The bank form's own chunks are preloaded, so an empty list would prove nothing.
  expect(preloads.some((href) => /\/assets\/items-/.test(href!))).toBe(true);
  expect(preloads.filter((href) => ANTD_CHUNK.test(href!))).toEqual([]);
});

test('the money keyboard arrives at the first touch, not with the first load, and works at the first tap on the amount', async ({
  page,
}) => {
  test.skip(!decimals, NO_MARK);
  const scripts = recordScripts(page);
  await page.goto(address);
  await formShown(page);
  expect(scripts.filter((path) => ANTD_CHUNK.test(path))).toEqual([]);

  await page.getByRole('tab', { name: CARD_TAB }).click();
  await expect.poll(() => scripts.filter((path) => ANTD_CHUNK.test(path)).length).toBe(1);

  const amount = page.getByRole('textbox', { name: AMOUNT });
  await expect(amount).toHaveAttribute('inputmode', 'none');
  await amount.click();
  const confirm = page.getByRole('button', { name: moneyConfirm });
  await expect(confirm).toBeVisible();
  // The sandbox opens the form prefilled with the last account another test bound.
  await amount.fill('');
  await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  // The amount stays in sight above the keyboard (its top row holds the hide key), once scrolled.
  const hide = page.getByRole('button', { name: moneyHide });
  await expect
    .poll(async () => {
      const [field, top] = await Promise.all([amount.boundingBox(), hide.boundingBox()]);
      return field!.y >= 0 && field!.y + field!.height <= top!.y;
    })
    .toBe(true);

  for (const key of ['1', '2', decimalMark, decimalMark, '5'])
    await page.getByRole('button', { name: key, exact: true }).click();
  await expect(amount).toHaveValue(`12${decimalMark}5`);
  await expect(confirm).toHaveAttribute('aria-disabled', 'false');
  await page.getByRole('button', { name: moneyDelete }).click();
  await expect(amount).toHaveValue(`12${decimalMark}`);
  await hide.click();
  await expect(confirm).toBeHidden();
  await expect(amount).toHaveValue(`12${decimalMark}`);
  expect(scripts.filter((path) => ANTD_CHUNK.test(path))).toHaveLength(1);
});

test('an amount typed before the keyboard has arrived is kept, and the keyboard takes over when it comes', async ({
  page,
}) => {
  test.skip(!decimals, NO_MARK);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ANTD_CHUNK, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(address);
  await formShown(page);
  await page.getByRole('tab', { name: CARD_TAB }).click();
  const amount = page.getByRole('textbox', { name: AMOUNT });
  await amount.fill('');
  // A hardware keyboard, through the same money rule as the keys.
  // A second decimal mark is dropped, and places past the format's.
  const typed = `30${decimalMark}${'05'.slice(0, decimals)}`;
  await page.keyboard.type(`3a0${decimalMark}0${decimalMark}5`);
  await expect(amount).toHaveValue(typed);
  await expect(page.getByRole('button', { name: moneyConfirm })).toHaveCount(0);

  release();
  const confirm = page.getByRole('button', { name: moneyConfirm });
  await expect(confirm).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-disabled', 'false');
  await page.getByRole('button', { name: moneyDelete }).click();
  await expect(amount).toHaveValue(typed.slice(0, -1));
  await confirm.click();
  await expect(confirm).toBeHidden();
  await expect(amount).toHaveValue(typed.slice(0, -1));
});

test('with the amount on the only tab, the very first tap on it brings the keyboard', async ({ page }) => {
  const scripts = recordScripts(page);
  // The sandbox's bank-card-only form shows the amount from the start.
  await page.goto(`/bindBank?product_id=bankonly&${sessionQuery()}`);
  const amount = page.getByRole('textbox', { name: AMOUNT });
  await expect(amount).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((path) => ANTD_CHUNK.test(path))).toEqual([]);

  await amount.click();
  await amount.fill('');
  const confirm = page.getByRole('button', { name: moneyConfirm });
  await expect(confirm).toBeVisible();
  await expect(confirm).toHaveAttribute('aria-disabled', 'true');
  for (const key of ['7', '5', '0', '0']) await page.getByRole('button', { name: key, exact: true }).click();
  await expect(amount).toHaveValue('7500');
  await confirm.click();
  await expect(confirm).toBeHidden();
  await expect(amount).toHaveValue('7500');
});
