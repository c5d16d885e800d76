// Platform concerns end to end, on the production build under the CONTRACT.md CSP (every test also
// fails on a page error or a CSP violation, see fixtures.ts).
import { test, visit, expect, recordScripts, SESSION, sessionQuery } from './fixtures';
import { routes } from './routeList';
import { buttonFor, dialogButton, order, sandboxOrders } from './orderButtons';
import messages from '../../schemas/messages.json' with { type: 'json' };
import preview from '../../schemas/screens/testPreview.json' with { type: 'json' };
import customerService from '../../schemas/screens/customerService.json' with { type: 'json' };
import download from '../../schemas/screens/download.json' with { type: 'json' };
import { inside } from '../support/staffText';
import { PAGE_ATTR } from '../../src/app/addressGuard';
import { pageFile } from '../../tools/bundle/pageFiles';

const previewLabel = (name: string) => preview.data.fields.find((f) => f.name === name)?.label as string;
const previewLink = (path: string) => preview.data.targets.find((t) => t.path === path)?.label as string;

test.describe('every route', () => {
  for (const path of routes) {
    visit(`${path} renders content with zero CSP violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.locator('#root')).not.toBeEmpty();
      await expect(page.locator('main, [role="dialog"], [role="status"]').first()).toBeVisible();
      // Once its data is in, nothing of the source shows: no comment written as text inside markup.
      await page.waitForLoadState('networkidle');
      expect(await page.locator('body').innerText()).not.toMatch(
        /(^|\n)\s*\/\/ |\b(SPEC|CONTRACT|DESIGN)\.md\b/,
      );
    });
  }

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { name: messages.notFoundTitle })).toBeVisible();
    await expect(page).toHaveTitle(messages.notFoundTitle);
  });

  test('an unknown path under the funnel shows the not-found screen, not the landing page', async ({
    page,
  }) => {
    for (const path of ['/promo/nope', '/promo/downloadTemplate?id=7']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: messages.notFoundTitle }), path).toBeVisible();
    }
    await page.goto('/promo/');
    await expect(page.getByRole('heading', { name: messages.notFoundTitle })).toHaveCount(0);
  });

  test("an in-app address answered with the root page (a static host's history fallback) opens its screen", async ({
    page,
  }) => {
    const rootPage = await (await page.request.get('/')).text();
    await page.route('**/loanDetails?**', (route) =>
      route.request().resourceType() === 'document'
        ? route.fulfill({ contentType: 'text/html', body: rootPage })
        : route.fallback(),
    );
    await page.goto(`/loanDetails?productId=1&orderId=174&${sessionQuery()}`);
    await expect(
      page.getByRole('button', { name: buttonFor(sandboxOrders['174'], 'repay').text, exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('navigation')).toHaveCount(0);
  });

  test('a funnel hash route opened on the root lands on the funnel with its query kept', async ({ page }) => {
    await page.goto('/#/downloadTemplate?id=7&user_from=fb');
    await expect(page).toHaveURL(/\/promo\/#\/downloadTemplate\?id=7&user_from=fb/);
  });
});

// The per-route families run in one shared tab (fixtures.ts): it must be the phone every other test is.
visit('the shared tab is the phone of the project', async ({ page }, testInfo) => {
  const { viewport, screen, userAgent, deviceScaleFactor, hasTouch } = testInfo.project.use;
  await page.goto('/');
  expect(
    await page.evaluate(() => ({
      viewport: { width: innerWidth, height: innerHeight },
      screen: { width: window.screen.width, height: window.screen.height },
      userAgent: navigator.userAgent,
      deviceScaleFactor: devicePixelRatio,
      hasTouch: navigator.maxTouchPoints > 0,
    })),
  ).toEqual({ viewport, screen, userAgent, deviceScaleFactor, hasTouch });
});

test('the test preview opens a page with the session it was given', async ({ page, apiRequests }) => {
  await page.goto(`/testPreview?${sessionQuery()}`);
  await expect(page.getByLabel(previewLabel('sessionId'), { exact: true })).toHaveValue(SESSION.sessionId);
  await page.getByRole('link', { name: previewLink('/customerService'), exact: true }).click();
  await expect(page).toHaveURL(/\/customerService\?/);
  expect(new URL(page.url()).searchParams.get('sessionId')).toBe(SESSION.sessionId);
  await expect.poll(() => apiRequests.length).toBeGreaterThan(0);
  expect(new URL(apiRequests[0]!.url()).searchParams.get('deviceId')).toBe(SESSION.deviceId);
});

test('session parameters from the first address go on every request and in-app navigation', async ({
  page,
  apiRequests,
}) => {
  // Order 21 with a withdraw message: the dialog's withdraw button navigates in the app to confirm loan.
  await page.goto(`/loanDetails?productId=1&orderId=21&${sessionQuery()}`);
  await page.getByRole('button', { name: dialogButton(order.dialogs.withdraw, 'withdraw') }).click();
  await expect(page).toHaveURL(/\/confirmLoan\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('productId')).toBe('1');
  for (const [name, value] of Object.entries(SESSION)) expect(url.searchParams.get(name), name).toBe(value);
  await expect.poll(() => apiRequests.length).toBeGreaterThan(0);
  for (const request of apiRequests) {
    const query = new URL(request.url()).searchParams;
    for (const [name, value] of Object.entries(SESSION))
      expect(query.get(name), `${name} on ${request.url()}`).toBe(value);
  }
});

test('a failure envelope shows the server message as a toast', async ({ page }) => {
  await page.route('**/tender/user-problem/contact-kf-info**', (route) =>
    route.fulfill({ json: { code: '99', message: 'Service is busy, please try again', data: null } }),
  );
  await page.goto(`/customerService?${sessionQuery()}`);
  await expect(
    page.getByRole('status').filter({ hasText: 'Service is busy, please try again' }),
  ).toBeVisible();
});

test('tapping the service phone posts callPhone to the native app', async ({ page, nativeApp }) => {
  await page.goto(`/customerService?${sessionQuery()}`);
  await page.getByRole('button', { name: inside(customerService.texts.phoneLabel) }).click();
  await expect.poll(nativeApp.calls).toContainEqual(expect.objectContaining({ name: 'callPhone' }));
});

test('a javascript: address from the server is refused with a message', async ({ page }) => {
  await page.route('**/tender/v3/contract/contract-jump**', (route) =>
    route.fulfill({
      json: { code: '00', message: 'ok', data: { contract_url: 'javascript:alert(document.cookie)' } },
    }),
  );
  await page.goto(`/confirmLoan?productId=1&${sessionQuery()}`);
  await page
    .getByRole('button', { name: 'Loan Agreement' })
    .or(page.getByRole('link', { name: 'Loan Agreement' }))
    .first()
    .click();
  await expect(page.getByRole('status').filter({ hasText: messages.unsafeUrl })).toBeVisible();
  await expect(page).toHaveURL(/\/confirmLoan/);
});

test.describe('prerendered pages start with one small script', () => {
  for (const path of ['/', '/About', '/Contact', '/promo/']) {
    test(`${path} asks only for src/app/boot.ts, at low priority, which then fetches the app and hydrates`, async ({
      page,
    }) => {
      const scripts = recordScripts(page);
      const response = await page.goto(path);
      // What the document itself asks for, before any script has run. The root page's document, which
      // a history fallback serves for other addresses too, also starts with its address guard
      // (src/app/addressGuard.ts), a classic script of under a kilobyte.
      const html = (await response?.text()) ?? '';
      const guards = html.match(new RegExp(`<script src="[^"]+" ${PAGE_ATTR}="[^"]*"></script>`, 'g')) ?? [];
      expect(guards).toHaveLength(pageFile('dist', path) === pageFile('dist', '/') ? 1 : 0);
      for (const guard of guards) {
        const src = /src="([^"]+)"/.exec(guard)?.[1] as string;
        expect((await (await page.request.get(src)).body()).length).toBeLessThan(1024);
      }
      const tags = (html.match(/<script[^>]*>/g) ?? []).filter(
        (tag) => !guards.some((g) => g.startsWith(tag)),
      );
      expect(tags).toHaveLength(1);
      expect(tags[0]).toContain('fetchpriority="low"');
      const app = /data-app="([^"]+)"/.exec(tags[0] ?? '')?.[1];
      expect(app).toMatch(/^\/assets\/[\w-]+\.js$/);
      expect(html).not.toContain('modulepreload');
      // Hydrated: React has taken over the prerendered nodes.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const main = document.querySelector('main');
            return Boolean(main && Object.keys(main).some((k) => k.startsWith('__reactFiber')));
          }),
        )
        .toBe(true);
      expect(scripts[guards.length]).toMatch(/^\/assets\/boot-[\w-]+\.js$/);
      expect(scripts).toContain(app);
      expect(await page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length)).toBe(
        1,
      );
    });
  }
});

test('a page whose code cannot be fetched says so, with a Retry that loads the page again', async ({
  page,
}) => {
  const heading = page.getByRole('heading', { name: download.texts.heading });
  let blocked = true;
  await page.route(/\/assets\/Download-[\w-]+\.js$/, (route) => (blocked ? route.abort() : route.continue()));
  await page.goto('/promo/#/downloadTemplate?id=7');
  await expect(page.getByRole('heading', { name: messages.crashTitle })).toBeVisible();
  await expect(heading).toHaveCount(0);
  blocked = false;
  await page.getByRole('button', { name: messages.retry }).click();
  await expect(heading).toBeVisible();
});
