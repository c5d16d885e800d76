// `npm start` is how a new developer and product staff meet the app (CONTRACT.md section 1): the dev
// server with the sandbox API. Its modules are served unbundled, so code that only the production
// bundler makes work (a CommonJS `require` in generated validators, say) fails here alone. These tests
// open every route there and run the forms whose build-time validators use Ajv's runtime helpers.
import { test, expect, sessionQuery } from '../e2e/fixtures';
import { routes } from '../e2e/routeList';
import messages from '../../schemas/messages.json' with { type: 'json' };

for (const path of routes) {
  test(`npm start serves ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main, [role="dialog"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(page.getByText(messages.crashTitle)).toHaveCount(0);
  });
}

test('a visitor registers on the dev server', async ({ page }) => {
  await page.goto('/promo/#/register?id=7&user_from=fb');
  await page.getByRole('textbox', { name: 'Mobile' }).fill(`139${String(Date.now()).slice(-8)}`);
  await page.getByRole('textbox', { name: 'Image captcha' }).fill('1234');
  await page.getByRole('button', { name: 'Get code' }).click();
  await expect(page.getByRole('button', { name: /^\d+s$/ })).toBeVisible();
  await page.getByRole('textbox', { name: 'SMS code' }).fill('123456');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/\/promo\/#\/downloadTemplate\?/);
});

test('a complaint is sent on the dev server', async ({ page }) => {
  await page.goto(
    `/complainPageNext?problemType=2&problemSonType=&orderNo=PA2026112200174&${sessionQuery()}`,
  );
  await page.getByRole('textbox', { name: 'Description' }).fill('The app charged me twice.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page).toHaveURL(/\/complaint\?/, { timeout: 10_000 });
});

test('the contact form checks its fields on the dev server', async ({ page }) => {
  await page.goto('/Contact');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Please provide complete information!' }),
  ).toBeVisible();
});
