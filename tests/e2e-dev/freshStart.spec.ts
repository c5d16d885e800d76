// A fresh checkout's first `npm start` (issue 15): the dev server bundles the dependencies of every
// screen before the first page is asked for, so no route is left blank while it bundles them again and
// none reloads by itself. This starts its own dev server with an empty dependency cache (the shared
// one of the `dev` project is warm) on E2E_DEV_PORT + 1, and opens every route in one tab.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createLogger, createServer, type ViteDevServer } from 'vite';
import { test, expect } from '../e2e/fixtures';
import { routes } from '../e2e/routeList';

const port = Number(process.env.E2E_DEV_PORT ?? 5174) + 1;
const origin = `http://127.0.0.1:${port}`;
const root = join(import.meta.dirname, '../..');

let server: ViteDevServer | undefined;
let cacheDir = '';
const serverSaid: string[] = [];

test.describe.configure({ mode: 'serial', timeout: 240_000 });

test.beforeAll(async () => {
  cacheDir = mkdtempSync(join(tmpdir(), 'vite-fresh-'));
  const logger = createLogger('info', { allowClearScreen: false });
  for (const level of ['info', 'warn'] as const) {
    const write = logger[level].bind(logger);
    logger[level] = (msg, options) => {
      serverSaid.push(msg);
      write(msg, options);
    };
  }
  server = await createServer({
    root,
    configFile: join(root, 'vite.config.ts'),
    cacheDir,
    customLogger: logger,
    server: { host: '127.0.0.1', port, strictPort: true, watch: null },
  });
  await server.listen();
});

test.afterAll(async () => {
  await server?.close();
  if (cacheDir) rmSync(cacheDir, { recursive: true, force: true });
});

test('a fresh dev server shows every route on its first open, with no reload by itself', async ({ page }) => {
  // Counts the documents this tab loads: one per address opened, and a reload would add one.
  await page.addInitScript(() => {
    // Frames (sandboxed ones cannot even read sessionStorage) are not the tab's document.
    if (window !== window.top) return;
    sessionStorage.setItem('documents', String(Number(sessionStorage.getItem('documents') ?? 0) + 1));
  });
  let opened = 0;
  for (const path of routes) {
    const from = page.url().replace(/#.*/, '');
    await page.goto(`${origin}${path}`);
    // Between two hash routes of one page the tab loads no new document.
    if (page.url().replace(/#.*/, '') !== from) opened += 1;
    await expect(page.locator('main, [role="dialog"]').first(), path).toBeVisible({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(
      serverSaid.filter((line) => /optimized|reloading/i.test(line)),
      `after ${path}`,
    ).toEqual([]);
  }
  expect(Number(await page.evaluate(() => sessionStorage.getItem('documents')))).toBe(opened);
});
