// An in-app page's first load is a short critical chain (issue 10): the boot script and the layered
// chunks its prerendered shell names (tools/bundle/chunkGroups.ts), at most six scripts, not a chain of
// small modules found one by one.
import { test, expect, recordScripts, sessionQuery } from './fixtures';
import { routes } from './routeList';
import { inAppTable } from '../../src/app/routeTable';
import { COMPILE_HINT, scriptsOf } from '../../tools/bundle/compileHint';

const BUDGET = 6;

const inApp = routes.filter((address) => inAppTable.some(({ path }) => address.split('?')[0] === path));

for (const address of inApp) {
  test(`${address} loads at most ${BUDGET} scripts`, async ({ page }) => {
    const scripts = recordScripts(page);
    await page.goto(`${address}${address.includes('?') ? '&' : '?'}${sessionQuery()}`);
    await page.waitForLoadState('networkidle');
    await expect(page.locator('main, [role="alert"]').first()).toBeVisible();
    expect(scripts.length, scripts.join(' ')).toBeLessThanOrEqual(BUDGET);
  });
}

test('every script an in-app shell names opens with V8’s compile-on-load hint', async ({ request }) => {
  for (const address of inApp) {
    const scripts = scriptsOf(await (await request.get(address)).text());
    expect(scripts.length, address).toBeGreaterThan(0);
    for (const script of scripts) {
      const code = await (await request.get(script)).text();
      expect(code.startsWith(COMPILE_HINT), `${script} of ${address}`).toBe(true);
    }
  }
});

// React Router's package exports only its development build; tools/bundle/reactRouterProductionPlugin.ts
// takes its production build, whose warnings are compiled out. This one sits on every page's render path.
test('no shell serves React Router’s development warnings', async ({ request }) => {
  for (const address of inApp) {
    for (const script of scriptsOf(await (await request.get(address)).text())) {
      const code = await (await request.get(script)).text();
      expect(code.includes('You rendered descendant <Routes>'), `${script} of ${address}`).toBe(false);
    }
  }
});
