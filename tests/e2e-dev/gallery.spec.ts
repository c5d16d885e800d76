// The state gallery of `npm start` shows each screen that opens on data in its loading state: the
// sandbox holds the requests of a held scenario's page, so its frame keeps the skeleton.
import { test, expect } from '../e2e/fixtures';
import messages from '../../schemas/messages.json' with { type: 'json' };
import { framePath, scenarios } from '../../src/sandbox/scenarios';

const held = scenarios().filter((s) => s.hold);

test('the gallery frames every scenario, the held ones at their marked address', async ({ page }) => {
  // Not the load event: that waits for every frame's page, dozens of them on a cold dev server.
  await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('iframe')).toHaveCount(scenarios().length);
  for (const s of held) await expect(page.locator(`iframe[src="${framePath(s)}"]`)).toHaveCount(1);
});

for (const s of held)
  test(`${s.group}, ${s.title}: the page stays on its skeleton`, async ({ page }) => {
    await page.goto(framePath(s));
    const loading = page.getByRole('status', { name: messages.loading }).first();
    await expect(loading).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(loading).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });
