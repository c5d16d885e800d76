// Nothing covers an open dialog, in both engines, where a dialog follows other feedback: the complaint
// is sent right after an image went up, so the upload's toast and the success dialog meet (issue 15).
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { By } from 'selenium-webdriver';
import type { Browser } from 'playwright-core';
import { WebKitPage } from './webkitPage';
import { launchChromium } from '../../tools/webkit/chromium';
import { PHONE } from '../../tools/webkit/webkit';
import { sessionQuery } from '../e2e/fixtures';

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

// Issue 15 "A toast over a dialog": "Upload succeeded!" once covered the success dialog.
it('WebKit: the complaint success dialog is not covered by a toast', async () => {
  await webkit.goto(SUBMIT);
  // Typed first, so Send follows the upload as closely as a person's tap would.
  await webkit.fill('textbox', 'Description', DESCRIPTION);
  const upload = await webkit.waitUntil(
    async () => (await webkit.driver.findElements(By.css('input[type="file"]')))[0],
    'the file input',
  );
  await upload.sendKeys(picture);
  await webkit.get('button', 'View image 1', { timeout: 15_000 });
  await webkit.click('button', 'Send', { exact: true });
  await webkit.get('dialog', 'Submitted successfully');
  expect(await webkit.driver.executeScript<string[]>(COVERED)).toEqual([]);
});

it('Chromium: the complaint success dialog is not covered by a toast', async () => {
  const page = await browser.newPage({ viewport: PHONE });
  await page.goto(webkit.baseUrl + SUBMIT);
  await page.getByRole('textbox', { name: 'Description' }).fill(DESCRIPTION);
  await page.getByLabel('Upload image').setInputFiles(picture);
  await page.getByRole('button', { name: 'View image 1' }).waitFor();
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('dialog', { name: 'Submitted successfully' }).waitFor();
  expect(await page.evaluate(`(function () { ${COVERED} })()`)).toEqual([]);
  await page.close();
});
