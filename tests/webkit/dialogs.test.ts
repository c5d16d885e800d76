// Nothing covers an open dialog, in both engines, where a dialog follows other feedback: the complaint
// is sent right after an image went up, so the upload's toast and the success dialog meet (issue 15).
// And in WebKit, the engine of the iOS webview, dialogs behave as dialogs for a keyboard and a screen
// reader (src/ui/shared/modal.ts): focus moves in, Tab stays inside, the page behind is inert, Escape closes
// a dialog that may be closed and focus goes back.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { By, Key, type WebElement } from 'selenium-webdriver';
import type { Browser } from 'playwright-core';
import { WebKitPage } from './webkitPage';
import { launchChromium } from '../../tools/testing/webkit/chromium';
import { PHONE } from '../../tools/testing/webkit/webkit';
import { sessionQuery } from '../e2e/fixtures';
import { ORDERS_WITH_A_DIALOG, declarationOf } from '../e2e/orderDialogs';
import { closableWithoutAnswer } from '../../src/runtime/dialogDismissal';
import repayment from '../../schemas/screens/repayment.json' with { type: 'json' };
import submit from '../../schemas/screens/complaintSubmit.json' with { type: 'json' };
import { fill } from '../../src/runtime/base/template';

const { texts } = submit;
const DESCRIPTION_LABEL = submit.form.schema.properties.problemDetail.title;
const FIRST_IMAGE = fill(texts.viewImage, { n: 1 });

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const picture = join(tmpdir(), `webkit-dialog-${process.pid}.png`);
const SUBMIT = `/complainPageNext?problemType=2&problemSonType=&orderNo=PA2026112200174&${sessionQuery()}`;
const DESCRIPTION = 'The app charged my repayment twice this week.';
const COVERED = 'return window.__webkitTest.layout.dialogCovered()';

let webkit: WebKitPage;
let browser: Browser;
beforeAll(async () => {
  writeFileSync(picture, TINY_PNG);
  webkit = await WebKitPage.open();
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await webkit?.close();
  rmSync(picture, { force: true });
});

// Issue 15 "A toast over a dialog": the upload's toast once covered the success dialog.
it('WebKit: the complaint success dialog is not covered by a toast', async () => {
  await webkit.goto(SUBMIT);
  // Typed first, so Send follows the upload as closely as a person's tap would.
  await webkit.fill('textbox', DESCRIPTION_LABEL, DESCRIPTION);
  const upload = await webkit.waitUntil(
    async () => (await webkit.driver.findElements(By.css('input[type="file"]')))[0],
    'the file input',
  );
  await upload.sendKeys(picture);
  await webkit.get('button', FIRST_IMAGE, { timeout: 15_000 });
  await webkit.click('button', texts.send, { exact: true });
  await webkit.get('dialog', texts.successTitle);
  expect(await webkit.driver.executeScript<string[]>(COVERED)).toEqual([]);
});

it('Chromium: the complaint success dialog is not covered by a toast', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(webkit.baseUrl + SUBMIT);
  await page.getByRole('textbox', { name: DESCRIPTION_LABEL }).fill(DESCRIPTION);
  await page.getByLabel(texts.uploadImage).setInputFiles(picture);
  await page.getByRole('button', { name: FIRST_IMAGE }).waitFor();
  await page.getByRole('button', { name: texts.send, exact: true }).click();
  await page.getByRole('dialog', { name: texts.successTitle }).waitFor();
  expect(await page.evaluate(`(function () { ${COVERED} })()`)).toEqual([]);
  await page.close();
});

/** Presses keys where the focus is, as a hardware keyboard would. */
async function press(...keys: string[]): Promise<void> {
  await webkit.driver
    .actions({ async: true })
    .sendKeys(...keys)
    .perform();
}

const focusIn = (dialog: WebElement) =>
  webkit.driver.executeScript<boolean>('return arguments[0].contains(document.activeElement)', dialog);

/** Tab and Shift+Tab, each more times than the dialog has controls: focus never leaves it. */
async function tabStaysIn(dialog: WebElement): Promise<void> {
  const controls = (await dialog.findElements(By.css('button, input, a[href]'))).length;
  const presses = controls + 2;
  const visited = new Set<string>();
  for (const key of [Key.TAB, Key.chord(Key.SHIFT, Key.TAB)]) {
    for (let i = 0; i < presses; i += 1) {
      await press(key);
      expect(await focusIn(dialog), `Tab ${i + 1}`).toBe(true);
      visited.add(await webkit.driver.executeScript<string>('return document.activeElement.outerHTML'));
    }
  }
  expect(visited.size, 'Tab moves between the controls').toBeGreaterThanOrEqual(Math.min(controls, 2));
}

/** The controls of the page behind a dialog that can still take focus. */
const focusableBehind = () =>
  webkit.driver.executeScript<string[]>(
    `return Array.from(document.querySelectorAll('#root a[href], #root button, #root input'))
       .filter(function (el) { el.focus(); return document.activeElement === el; })
       .map(function (el) { return el.outerHTML.slice(0, 80); });`,
  );

for (const orderId of ORDERS_WITH_A_DIALOG) {
  it(`WebKit: order ${orderId}'s dialog has focus, keeps Tab and the page behind, answers Escape as declared`, async () => {
    await webkit.goto(`/loanDetails?productId=1&orderId=${orderId}&${sessionQuery()}`);
    const dialog = await webkit.get('dialog');
    await webkit.waitUntil(() => focusIn(dialog), 'focus in the dialog');
    await tabStaysIn(dialog);
    expect(await focusableBehind(), 'the page behind takes no focus').toEqual([]);

    const buttons = await webkit.all('button', undefined, { within: dialog });
    const spec = declarationOf(
      await dialog.getAttribute('aria-label'),
      await Promise.all(buttons.map((b) => b.getText())),
    );
    await press(Key.ESCAPE);
    if (closableWithoutAnswer(spec)) {
      await webkit.gone('dialog');
      expect(await focusableBehind(), 'the page is back').not.toEqual([]);
    } else {
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(await webkit.all('dialog')).toHaveLength(1);
      expect(await focusIn(dialog)).toBe(true);
    }
    expect(await webkit.problems()).toEqual([]);
  });
}

it('WebKit: a sheet opened from a button closes on Escape and gives focus back to the button', async () => {
  await webkit.goto(`/repaymentOfPeriod?productId=1&orderId=174&${sessionQuery()}`);
  const opener = await webkit.get('button', repayment.texts.paymentMethod, { exact: true });
  await webkit.driver.executeScript('arguments[0].focus()', opener);
  await press(Key.ENTER);
  const sheet = await webkit.get('dialog', repayment.texts.chooseChannel);
  await webkit.waitUntil(() => focusIn(sheet), 'focus in the sheet');
  await tabStaysIn(sheet);
  expect(await focusableBehind()).toEqual([]);

  await press(Key.ESCAPE);
  await webkit.gone('dialog', repayment.texts.chooseChannel);
  expect(await webkit.driver.executeScript('return document.activeElement === arguments[0]', opener)).toBe(
    true,
  );
  expect(await webkit.problems()).toEqual([]);
});
