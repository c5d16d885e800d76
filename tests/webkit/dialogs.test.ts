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
import submit from '../../schemas/screens/complaintSubmit.json' with { type: 'json' };
import { fill } from '../../src/runtime/template';

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
