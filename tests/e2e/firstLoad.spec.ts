// An in-app page's first load is a short critical chain (issue 10): the boot script and the layered
// chunks its prerendered shell names (vite.config.ts chunkGroups), at most six scripts, not a chain of
// small modules found one by one.
import { test, expect, recordScripts, sessionQuery } from './fixtures';
import { routes } from './routeList';
import { inAppTable } from '../../src/app/routeTable';

const BUDGET = 6;

/**
 * Pages known to load more, and why. A page leaves this list the day it meets the budget (the test
 * fails until it does), so the list only shrinks.
 */
const OVER_BUDGET: Record<string, string> = {
  '/bindBank': "the server form's item types (items) and the plain inputs it shares with the site (fields)",
  '/complainPageNext': "RJSF's Form (form) besides what /bindBank loads, and the complaint form's own chunk",
  '/confirmLoan': "its opening answer's check is its own chunk, kept off /loanDetails' first load",
  '/confirmLoanAlt': "its opening answer's check is its own chunk, kept off /loanDetails' first load",
  '/loginFailure': "its opening answer's check is its own chunk, kept off /loanDetails' first load",
  '/customerService': "its opening answer's check and its screen are chunks of their own",
};

const inApp = routes.filter((address) => inAppTable.some(({ path }) => address.split('?')[0] === path));

for (const address of inApp) {
  const path = address.split('?')[0] as string;
  const over = OVER_BUDGET[path];
  test(`${address} loads ${over ? `more than ${BUDGET} scripts (${over})` : `at most ${BUDGET} scripts`}`, async ({
    page,
  }) => {
    const scripts = recordScripts(page);
    await page.goto(`${address}${address.includes('?') ? '&' : '?'}${sessionQuery()}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main, [role="alert"]').first()).toBeVisible();
    if (over) expect(scripts.length, scripts.join(' ')).toBeGreaterThan(BUDGET);
    else expect(scripts.length, scripts.join(' ')).toBeLessThanOrEqual(BUDGET);
  });
}
