// Shared end-to-end fixtures. Every test fails on a page error or a CSP violation, so each spec also
// proves the build runs under the CONTRACT.md policy. `nativeApp` plays the iOS app: it installs
// window.webkit.messageHandlers stand-ins and reads back what the page posted.
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { developer } from '../../src/config/developer';
import app from '../../schemas/app.json' with { type: 'json' };

interface BridgeCall {
  name: string;
  payload: unknown;
}

interface Fixtures {
  nativeApp: { calls: () => Promise<BridgeCall[]>; back: () => Promise<boolean> };
  apiRequests: Request[];
  pageProblems: string[];
}

function installNativeApp(page: Page) {
  return page.addInitScript((names: string[]) => {
    const w = window as unknown as { __bridgeCalls: { name: string; payload: unknown }[]; webkit: unknown };
    w.__bridgeCalls = [];
    const messageHandlers: Record<string, { postMessage: (p: unknown) => void }> = {};
    for (const name of names)
      messageHandlers[name] = { postMessage: (payload) => w.__bridgeCalls.push({ name, payload }) };
    w.webkit = { messageHandlers };
  }, Object.values(developer.bridge));
}

export const test = base.extend<Fixtures>({
  pageProblems: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy|Refused to|hydrat/i.test(msg.text()))
          problems.push(`console: ${msg.text()}`);
      });
      const reporter = await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`Refused to load: CSP violation ${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      await use(problems);
      await reporter.dispose();
      expect(problems, 'page errors and CSP violations').toEqual([]);
    },
    { auto: true },
  ],
  apiRequests: async ({ page }, use) => {
    const requests: Request[] = [];
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (path.startsWith('/tender/') || path.startsWith('/api/')) requests.push(r);
    });
    await use(requests);
  },
  nativeApp: async ({ page }, use) => {
    const installed = await installNativeApp(page);
    await use({
      calls: () => page.evaluate(() => (window as unknown as { __bridgeCalls: BridgeCall[] }).__bridgeCalls),
      back: () => page.evaluate(() => (window as unknown as { onNativeBack: () => boolean }).onNativeBack()),
    });
    await installed.dispose();
  },
});

/**
 * For tests that open one address and read what it shows (the families run once per route): one
 * browser tab per worker serves them all. A fresh context's first page costs Chromium a new renderer
 * process and a cold cache, about 2 s of CPU on a 2-core machine, four times the page itself; the
 * families are most of the suite's page loads. Between tests the tab leaves the app for a static file
 * of its origin (so the page's own pagehide writes land first), and its storage, cookies, routes and
 * listeners are cleared (the fixtures above take their init scripts back): each test meets the app as
 * a first visit, but for a warm HTTP cache. Tests of a cold load, of timing or of more than one page
 * take the fresh `test`.
 */
export const visit = test.extend<object, { visitorTab: Page }>({
  visitorTab: [
    // The test runner gives a context made here the project's options (the phone, the base address).
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
  page: async ({ visitorTab: tab }, use) => {
    await use(tab);
    tab.removeAllListeners();
    await tab.unrouteAll({ behavior: 'ignoreErrors' });
    // The download page's logo: a static file of the app's own origin that staff name in app.json.
    await tab.goto(app.download.logo);
    await tab.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await tab.context().clearCookies();
  },
});

export { expect };

/** Every script the page asks for from now on, by path, in order. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** The session parameters a native app puts on the first page's address. */
export const SESSION = {
  appVersion: '3.2.1',
  deviceName: 'iPhone 13',
  deviceId: 'E2E-DEVICE-1',
  osVersion: '17.4',
  sessionId: 'sess-e2e-42',
  advertisingId: 'ADID-E2E',
};

export function sessionQuery(extra: Record<string, string> = {}): string {
  return new URLSearchParams({ ...SESSION, ...extra }).toString();
}
