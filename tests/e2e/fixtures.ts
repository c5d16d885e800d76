// Shared end-to-end fixtures. Every test fails on a page error or a CSP violation, so each spec also
// proves the build runs under the CONTRACT.md policy. `nativeApp` plays the iOS app: it installs
// window.webkit.messageHandlers stand-ins and reads back what the page posted.
import { test as base, expect, type Page, type Request } from '@playwright/test';
import { developer } from '../../src/config/developer';

interface BridgeCall {
  name: string;
  payload: unknown;
}

interface Fixtures {
  nativeApp: { calls: () => Promise<BridgeCall[]>; back: () => Promise<boolean> };
  apiRequests: Request[];
  pageProblems: string[];
}

async function installNativeApp(page: Page) {
  await page.addInitScript((names: string[]) => {
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
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) =>
          console.error(`Refused to load: CSP violation ${e.violatedDirective} ${e.blockedURI}`),
        );
      });
      await use(problems);
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
    await installNativeApp(page);
    await use({
      calls: () => page.evaluate(() => (window as unknown as { __bridgeCalls: BridgeCall[] }).__bridgeCalls),
      back: () => page.evaluate(() => (window as unknown as { onNativeBack: () => boolean }).onNativeBack()),
    });
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
