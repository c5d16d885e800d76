// A host whose history fallback answers every address it has no file for with index.html, the root
// page's document, and does not serve Loan.html at /Loan: each company-site page shows the loading
// state there, never the root page's content, until its own page renders (src/app/addressGuard.ts).
// The host is a plain fallback server of this spec's own, serving dist/ under the CONTRACT.md CSP.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { test, expect } from './fixtures';
import { siteTable } from '../../src/app/routeTable';
import { pageFile } from '../../tools/bundle/pageFiles';
import { CONTRACT_CSP } from '../../tools/serve/csp';
import { freePort } from '../../tools/testing/freePort';
import messages from '../../schemas/messages.json' with { type: 'json' };

const dist = join(import.meta.dirname, '..', '..', 'dist');
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** A file as it is at its own path; any other address, index.html. Nothing else. */
function fallbackServer(): Server {
  return createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://host').pathname;
    const file = join(dist, normalize(path));
    const found =
      file.startsWith(dist) && existsSync(file) && statSync(file).isFile() ? file : join(dist, 'index.html');
    res.setHeader('Content-Security-Policy', CONTRACT_CSP);
    res.setHeader('Content-Type', TYPES[extname(found)] ?? 'application/octet-stream');
    res.end(readFileSync(found));
  });
}

/** The first heading of a page as its own document has it. */
function headingOf(path: string): string {
  const html = readFileSync(pageFile(dist, path), 'utf8');
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '';
  return inner
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .trim();
}

let server: Server;
let base = '';
test.beforeAll(async () => {
  const port = await freePort();
  server = fallbackServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

for (const { path } of siteTable.filter((route) => pageFile(dist, route.path) !== pageFile(dist, '/')))
  test(`${path}: the loading state, never the root page's content, until its own page`, async ({ page }) => {
    // Before every frame the browser paints: is the root showing content prerendered for another page?
    await page.addInitScript((own: string) => {
      const seen = window as unknown as { otherPageShown?: string };
      const look = () => {
        const root = document.getElementById('root');
        const shownFor = root?.dataset.prerendered;
        if (root && shownFor !== undefined && shownFor !== own && root.checkVisibility() && root.textContent)
          seen.otherPageShown ??= shownFor;
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    }, path);
    // A slow network: the page's app arrives only once the test has looked at what shows meanwhile.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(?!boot-|guard-)[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${base}${path}`);
    await expect(page.getByRole('status', { name: messages.loading })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 1, name: headingOf(path) })).toBeVisible();
    expect(await page.evaluate(() => (window as { otherPageShown?: string }).otherPageShown)).toBeUndefined();
  });
