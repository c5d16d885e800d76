// Lighthouse (mobile, default throttling) on public pages of dist/, served with compression, side by
// side with a static HTML page of the same text served the same way, in the same run.
//   npm run build && npm run bench:lighthouse [-- /promo/ /About]
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { startServer } from './spawnServer.ts';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './schema-files.ts';

// --devtools: throttle the real page load (DevTools network and CPU throttling) instead of Lighthouse's
// default simulation, which charges every request that ends before the paint to the paint.
const args = process.argv.slice(2);
const devtools = args.includes('--devtools');
const requested = args.filter((a) => !a.startsWith('--'));
const pages = requested.length ? requested : ['/', '/promo/'];
// BENCH_PORT: a free port when several checkouts measure on one machine.
const appPort = Number(process.env.BENCH_PORT ?? 5190);
// The static twins are served by the same server from a folder removed afterwards.
const staticDir = join(root, 'dist', '__bench');

/** The same visible text as the prerendered page, as plain HTML with no script. */
function staticTwin(path: string): string {
  const file = path.startsWith('/promo')
    ? join(root, 'dist', 'promo', 'index.html')
    : join(root, 'dist', path === '/' ? '' : path, 'index.html');
  const html = readFileSync(file, 'utf8');
  const body = html.slice(html.indexOf('<div id="root"'), html.lastIndexOf('</div>') + 6);
  const text = body
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '\n')
    .replace(/\n\s*\n+/g, '\n')
    .trim();
  const paragraphs = text
    .split('\n')
    .map((line) => `<p>${line}</p>`)
    .join('\n');
  // The same icon as the page: without one, Chromium asks for /favicon.ico, sometimes before the
  // first paint, and that request alone moves the static page's LCP by a round trip.
  const icon = /<link rel="icon"[^>]*>/.exec(html)?.[0] ?? '<link rel="icon" href="data:,">';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${icon}<title>static</title></head><body style="font-family:sans-serif;margin:16px">${paragraphs}</body></html>`;
}

mkdirSync(staticDir, { recursive: true });
const server = await startServer(appPort, join(root, 'dist'), true);
const chrome = await launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
const rows = [];
try {
  for (const path of pages) {
    const twin = `twin-${pages.indexOf(path)}.html`;
    writeFileSync(join(staticDir, twin), staticTwin(path));
    const once = async (url: string) => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        ...(devtools ? { throttlingMethod: 'devtools' as const } : {}),
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
      if (lhr.runtimeError)
        throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const scripts =
        (
          lhr.audits['network-requests']?.details as
            { items?: { url: string; resourceType?: string; transferSize?: number }[] } | undefined
        )?.items ?? [];
      const jsKB =
        scripts.filter((i) => i.resourceType === 'Script').reduce((s, i) => s + (i.transferSize ?? 0), 0) /
        1024;
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        jsKB: Math.round(jsKB * 10) / 10,
      };
    };
    // A warm-up run, then the median of three: the first run in a fresh browser is always slower.
    const measure = async (url: string) => {
      await once(url);
      const runs = [await once(url), await once(url), await once(url)].sort((a, b) => a.lcpMs - b.lcpMs);
      return runs[1] as Awaited<ReturnType<typeof once>>;
    };
    const app = await measure(`http://127.0.0.1:${appPort}${path}`);
    const stat = await measure(`http://127.0.0.1:${appPort}/__bench/${twin}`);
    rows.push({
      page: path,
      score: app.score,
      lcpMs: app.lcpMs,
      staticLcpMs: stat.lcpMs,
      lcpRatio: Math.round((app.lcpMs / stat.lcpMs) * 100) / 100,
      fcpMs: app.fcpMs,
      tbtMs: app.tbtMs,
      jsTransferKB: app.jsKB,
      staticScore: stat.score,
    });
  }
} finally {
  await chrome.kill();
  server.stop();
  rmSync(staticDir, { recursive: true, force: true });
}
console.table(rows);
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', devtools ? 'lighthouse-devtools.json' : 'lighthouse.json'),
  JSON.stringify(rows, null, 2),
);
