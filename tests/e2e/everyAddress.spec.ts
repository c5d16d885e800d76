// What every address of the app answers, whatever the staff files say (so the staff drill does not run
// it again on its edited copy): the native back action before and after the page's code is in, and
// an in-app address written with a trailing slash. On the production build under the CONTRACT.md CSP,
// like every spec here (fixtures.ts).
import { test, visit, expect } from './fixtures';
import { isInApp, routes } from './routeList';

test.describe('the native back action is answered on every page', () => {
  for (const path of routes) {
    visit(`${path}: the app goes back while nothing of the page's is open`, async ({ page, nativeApp }) => {
      // Every script but the boot script (and the root document's address guard, which comes before
      // it) held back. A page that starts with it (the company site, the funnel, an in-app page that
      // opens on data) answers before any app is in; the others (in-app pages with nothing to ask the
      // server, whose app is their first script) once the app is.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route(/\/assets\/(?!boot-|guard-)[^/]+\.js$/, async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await page.waitForSelector('body', { state: 'attached' });
      if (await page.locator('script[src*="/assets/boot-"]').count()) {
        const answerer = () =>
          page.evaluate(() => typeof (window as { onNativeBack?: unknown }).onNativeBack);
        await expect.poll(answerer).toBe('function');
        expect(await nativeApp.back()).toBe(false);
      }
      release();
      await expect(page.locator('main').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // An in-app screen may take the action itself (confirm loan's retention popup), a site or
      // funnel page has nothing to take it with.
      if (!isInApp(path)) expect(await nativeApp.back()).toBe(false);
    });
  }
});

test.describe('an in-app address written with a trailing slash', () => {
  // A host answers /bindBank/ with its fallback, the company site's root page: the app then shows the
  // screen, and must give the document the screen's title too, as the page's own shell does.
  for (const address of routes.filter(isInApp)) {
    const slashed = address.replace(/(\?|$)/, '/$1');
    visit(`${slashed} has the title of ${address}`, async ({ page }) => {
      await page.goto(address);
      await page.waitForLoadState('networkidle');
      const title = await page.title();
      await page.goto(slashed);
      await page.waitForLoadState('networkidle');
      await expect(page).toHaveTitle(title);
    });
  }
});
