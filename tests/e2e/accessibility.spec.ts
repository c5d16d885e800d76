// Every screen as assistive technology meets it, on the production build: axe finds no violation
// (CONTRACT.md section 6: every control has an accessible name; dialogs and toasts expose their text).
// Colour contrast is left out: the theme and font colours are the lender's configured brand colours
// (schemas/app.json), a product decision rather than code.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, visit, expect, sessionQuery } from './fixtures';
import { routes } from './routeList';
import detail from '../../schemas/screens/complaintDetail.json' with { type: 'json' };

async function violations(page: Page) {
  const { violations: found } = await new AxeBuilder({ page }).disableRules(['color-contrast']).analyze();
  return found.map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

for (const path of routes) {
  visit(`${path} has no accessibility violation`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main, [role="dialog"]').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
  });
}

test('the complaint rating dialog has no accessibility violation', async ({ page }) => {
  // The sandbox keeps state across specs (a rated complaint stops asking): this one always asks.
  await page.route('**/tender/user-problem/problem-detail**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, isNeedScore: 1 } } });
  });
  await page.goto(`/complainDetails?problemId=1&${sessionQuery()}`);
  await expect(page.getByRole('dialog', { name: detail.dialogs.rate.title })).toBeVisible({
    timeout: 10_000,
  });
  expect(await violations(page)).toEqual([]);
});
