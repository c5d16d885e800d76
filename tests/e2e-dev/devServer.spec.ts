// `npm start` is how a new developer and product staff meet the app (CONTRACT.md section 1): the dev
// server with the sandbox API. Its modules are served unbundled, so code that only the production
// bundler makes work (a CommonJS `require` in generated validators, say) fails here alone. These tests
// open every route there and run the forms whose build-time validators use Ajv's runtime helpers.
import type { Page, Request } from '@playwright/test';
import { test, visit, expect, sessionQuery } from '../e2e/fixtures';
import { isInApp, routes } from '../e2e/routeList';
import { inDevProject } from './devProject';
import { readFileSync, writeFileSync } from 'node:fs';
import messages from '../../schemas/messages.json' with { type: 'json' };
import register from '../../schemas/screens/register.json' with { type: 'json' };
import submit from '../../schemas/screens/complaintSubmit.json' with { type: 'json' };
import contact from '../../schemas/screens/contact.json' with { type: 'json' };
import download from '../../schemas/screens/download.json' with { type: 'json' };
import { samplePhone } from '../../src/sandbox/samplePhone';
import app from '../../schemas/app.json' with { type: 'json' };

// Labels, messages and phone numbers follow the schemas, so a staff edit keeps this green.
const fields = register.form.schema.properties;
const counting = new RegExp(`^${register.texts.countdown.replace('{n}', '\\d+')}$`);

/** The page's requests not yet answered, so a stuck one is named when the test fails. */
function unanswered(page: Page): () => string[] {
  const waiting = new Set<Request>();
  page.on('request', (r) => waiting.add(r));
  page.on('requestfinished', (r) => waiting.delete(r));
  page.on('requestfailed', (r) => waiting.delete(r));
  return () => [...waiting].map((r) => r.url());
}

for (const path of routes) {
  visit(`npm start serves ${path}`, async ({ page, nativeApp }) => {
    const waitingFor = unanswered(page);
    await page.goto(path);
    await expect(page.locator('main, [role="dialog"]').first()).toBeVisible();
    // The screens' lazily loaded modules must arrive too: a quiet network is the usual sign. Where it
    // never falls quiet, what matters is that no request is left unanswered, and which one it is.
    await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
    expect(waitingFor(), 'requests the page still waits for').toEqual([]);
    await expect(page.getByText(messages.crashTitle)).toHaveCount(0);
    // Without the build's boot script, each entry answers the native back action itself. An in-app
    // screen may take it (confirm loan's retention popup); a site or funnel page lets the app go back.
    if (!isInApp(path)) expect(await nativeApp.back()).toBe(false);
  });
}

test('a visitor registers on the dev server', async ({ page }) => {
  await page.goto('/promo/#/register?id=7&user_from=fb');
  await page
    .getByRole('textbox', { name: fields.phone.title })
    .fill(samplePhone(`9${String(Date.now()).slice(-7)}`, app.mobileNumber.pattern));
  await page.getByRole('textbox', { name: fields.capcode.title }).fill('1234');
  await page.getByRole('button', { name: register.texts.getCode }).click();
  await expect(page.getByRole('button', { name: counting })).toBeVisible();
  await page.getByRole('textbox', { name: fields.smsCode.title }).fill('123456');
  await page.getByRole('button', { name: register.texts.apply }).click();
  await expect(page).toHaveURL(/\/promo\/#\/downloadTemplate\?/);
});

test('a complaint is sent on the dev server', async ({ page }) => {
  await page.goto(
    `/complainPageNext?problemType=2&problemSonType=&orderNo=PA2026112200174&${sessionQuery()}`,
  );
  await page
    .getByRole('textbox', { name: submit.form.schema.properties.problemDetail.title })
    .fill('The app charged me twice.');
  await page.getByRole('button', { name: submit.texts.send }).click();
  await expect(page).toHaveURL(/\/complaint\?/, { timeout: 10_000 });
});

test('the contact form checks its fields on the dev server', async ({ page }) => {
  await page.goto('/Contact');
  await page.getByRole('button', { name: contact.texts.submit }).click();
  await expect(
    page.getByRole('status').filter({ hasText: contact.form.errorMessages.name['*'] }),
  ).toBeVisible();
});

// Last in this file (its tests run one after another): it edits a real schema file for a moment.
test('a mistake in a schema shows in the error overlay, never the old page, until it is fixed', async ({
  page,
}) => {
  const file = inDevProject('schemas/screens/download.json');
  const original = readFileSync(file, 'utf8');
  const heading = page.getByRole('heading', { name: download.texts.heading });
  await page.goto('/promo/#/downloadTemplate?id=7');
  await expect(heading).toBeVisible();
  try {
    writeFileSync(file, original.replace('"heading"', '"heding"'));
    const overlay = page.locator('vite-error-overlay');
    await expect(overlay).toContainText('schemas/screens/download.json', { timeout: 15_000 });
    await expect(overlay).toContainText('#/texts/heding');
    await expect(overlay).toContainText('Did you mean "heading"?');
    await page.reload();
    await expect(page.locator('vite-error-overlay')).toContainText('#/texts/heding', { timeout: 15_000 });
  } finally {
    writeFileSync(file, original);
  }
  await expect(page.locator('vite-error-overlay')).toHaveCount(0, { timeout: 15_000 });
  await expect(heading).toBeVisible({ timeout: 15_000 });
});
