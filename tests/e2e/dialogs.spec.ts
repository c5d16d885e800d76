// Dialogs behave as dialogs for a keyboard and a screen reader, on the build in Chromium: an open
// dialog has focus, Tab stays inside it, the page behind cannot take focus, Escape closes a dialog that
// may be closed (and nothing else) and focus goes back where it was; a toast shown over a dialog is
// seen. The dialogs are opened by the sandbox's states (docs/editing.md, "How to preview a state") and
// found by role; their names, buttons and whether they may be closed come from the screen files.
import type { Locator, Page } from '@playwright/test';
import { test, expect, sessionQuery } from './fixtures';
import orderDetails from '../../schemas/screens/orderDetails.json' with { type: 'json' };
import repayment from '../../schemas/screens/repayment.json' with { type: 'json' };
import complaintDetail from '../../schemas/screens/complaintDetail.json' with { type: 'json' };
import { fill } from '../../src/runtime/base/template';
import { closableWithoutAnswer } from '../../src/runtime/dialogDismissal';
import { ORDERS_WITH_A_DIALOG, declarationOf } from './orderDialogs';

const focusIn = (dialog: Locator) => dialog.evaluate((el) => el.contains(document.activeElement));

/** Tab and Shift+Tab, each more times than the dialog has controls: focus never leaves it. */
async function tabStaysIn(page: Page, dialog: Locator) {
  const controls = await dialog.locator('button, input, a[href]').count();
  const presses = controls + 2;
  const visited = new Set<string>();
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < presses; i += 1) {
      await page.keyboard.press(key);
      expect(await focusIn(dialog), `${key} ${i + 1}`).toBe(true);
      visited.add(await page.evaluate(() => document.activeElement?.outerHTML ?? ''));
    }
  }
  expect(visited.size, 'Tab moves between the controls').toBeGreaterThanOrEqual(Math.min(controls, 2));
}

/** The controls of the page behind a dialog that can still take focus. */
const focusableBehind = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('#root a[href], #root button, #root input')]
      .filter((el) => {
        el.focus();
        return document.activeElement === el;
      })
      .map((el) => el.outerHTML.slice(0, 80)),
  );

for (const orderId of ORDERS_WITH_A_DIALOG) {
  test(`order ${orderId}: its dialog has focus, keeps Tab and the page behind, and answers Escape as declared`, async ({
    page,
  }) => {
    await page.goto(`/loanDetails?productId=1&orderId=${orderId}&${sessionQuery()}`);
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect.poll(() => focusIn(dialog), 'focus moves into the dialog').toBe(true);
    await tabStaysIn(page, dialog);
    expect(await focusableBehind(page), 'the page behind takes no focus').toEqual([]);

    const spec = declarationOf(
      await dialog.getAttribute('aria-label'),
      await dialog.getByRole('button').allInnerTexts(),
    );
    await page.keyboard.press('Escape');
    if (closableWithoutAnswer(spec)) {
      await expect(dialog).toHaveCount(0);
      expect(await focusableBehind(page), 'the page is back').not.toEqual([]);
    } else {
      // It must be answered: Escape leaves it open, with focus.
      await page.waitForTimeout(300);
      await expect(dialog).toBeVisible();
      expect(await focusIn(dialog)).toBe(true);
    }
  });
}

test('a toast shown in an open dialog is seen above it', async ({ page }) => {
  await page.goto(`/loanDetails?productId=1&orderId=200&${sessionQuery()}`);
  const rating = orderDetails.dialogs.rate.rating;
  const dialog = page.getByRole('dialog', { name: orderDetails.dialogs.rate.title });
  // Sending with no star chosen is answered by a toast.
  await dialog.getByRole('button', { name: rating.send, exact: true }).click();
  const toast = page.getByRole('status').filter({ hasText: rating.chooseStar });
  await expect(toast).toBeVisible();
  const onTop = await toast.evaluate((el) => {
    // Hit-testing skips a layer that lets taps through (a toast does), yet it is drawn all the same.
    const style = document.createElement('style');
    style.textContent = '* { pointer-events: auto !important; }';
    document.head.appendChild(style);
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    style.remove();
    return hit !== null && el.contains(hit);
  });
  expect(onTop, 'nothing covers the toast').toBe(true);
  await expect(dialog).toBeVisible();
});

test('a sheet opened from a button: Escape closes it and focus goes back to the button', async ({ page }) => {
  await page.goto(`/repaymentOfPeriod?productId=1&orderId=174&${sessionQuery()}`);
  const opener = page.getByRole('button', { name: repayment.texts.paymentMethod });
  await opener.focus();
  await page.keyboard.press('Enter');
  const sheet = page.getByRole('dialog', { name: repayment.texts.chooseChannel });
  await expect(sheet).toBeVisible();
  await expect.poll(() => focusIn(sheet)).toBe(true);
  await tabStaysIn(page, sheet);
  expect(await focusableBehind(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);
  await expect(opener).toBeFocused();
});

test('the image viewer: focus on its Close button, Escape closes it and focus goes back to the image', async ({
  page,
}) => {
  await page.goto(`/complainDetails?problemId=2&${sessionQuery()}`);
  const label = fill(complaintDetail.texts.viewImage, { n: 1 });
  const thumbnail = page.getByRole('button', { name: label, exact: true });
  await thumbnail.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: label });
  await expect(viewer).toBeVisible();
  await expect(viewer.getByRole('button', { name: complaintDetail.texts.close })).toBeFocused();
  await tabStaysIn(page, viewer);
  expect(await focusableBehind(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(thumbnail).toBeFocused();
});
