// Lighthouse (mobile, default throttling) on pages of dist/ with the sandbox API, served with
// compression, side by side with a static HTML page of the same text served the same way, in the
// same run; an in-app page also beside its data floor (dataFloor below), on a host that redirects
// /bindBank to /bindBank/ (the build's pages as folders, on `serve.ts --plain`: what nginx's default,
// S3 website hosting and Cloudflare Pages do with a folder), and opened a second time with the
// browser's cache kept (the repeat open: the scripts it still fetches). Its timelines say, from each
// run's trace, when the document, the last script and the answer came in, and where the main thread
// spent the time from "code and answer both in" to the largest paint. Each page, its static twin and
// an in-app page's data floor are also opened with nothing recording (tools/bench/untraced.ts):
// Lighthouse's own trace slows a page by the scripts it runs, so beside a twin or floor that runs
// none, its figure carries the recorder.
// Without pages named: the two public entries and the four measured in-app pages.
//   npm run build && npm run bench:lighthouse [-- /promo/ /About] [--devtools] [--runs=1]
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';
import { chromium } from 'playwright-core';
import { startServer } from '../testing/spawnServer.ts';
import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { root } from '../staff/schemaFiles.ts';
import { pageFile } from '../bundle/pageFiles.ts';
import { mainThreadSpan } from './mainThread.ts';
import { untracedLcp } from './untraced.ts';
import { median, middleBy } from './median.ts';
import { developer } from '../../src/config/developer.ts';

// --devtools: throttle the real page load (DevTools network and CPU throttling) instead of Lighthouse's
// default simulation, which charges every request that ends before the paint to the paint.
const args = process.argv.slice(2);
const devtools = args.includes('--devtools');
const requested = args.filter((a) => !a.startsWith('--'));
// As the native app opens an in-app page: with the session parameters on its address (CONTRACT.md
// section 3), which the page then needs from nowhere else.
const session = developer.sessionParams.map((name) => `${name}=bench-${name}`).join('&');
const IN_APP = [
  '/loanDetails?productId=1&orderId=174',
  '/bindBank?product_id=1',
  '/repaymentOfPeriod?productId=1&orderId=174',
  '/complaint?orderId=174',
].map((path) => `${path}&${session}`);
const pages = requested.length ? requested : ['/', '/promo/', ...IN_APP];
/** Measured runs per page after the warm-up; their median is reported. */
const runs = Number(args.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
// BENCH_PORT: a free port when several checkouts measure on one machine.
const appPort = Number(process.env.BENCH_PORT ?? 5190);
// The static twins are served by the same server from a folder removed afterwards.
const staticDir = join(root, 'dist', '__bench');

/**
 * The page's visible text: what is prerendered, or for an in-app page (its shell holds only a
 * skeleton) what it shows once rendered on the sandbox's answer.
 */
async function pageText(path: string, html: string): Promise<string> {
  const inApp = !path.startsWith('/promo') && !html.includes('data-prerendered');
  if (!inApp) {
    const body = html.slice(html.indexOf('<div id="root"'), html.lastIndexOf('</div>') + 6);
    return body
      .replace(/<script[\s\S]*?<\/script>/g, '')
      .replace(/<[^>]+>/g, '\n')
      .replace(/\n\s*\n+/g, '\n')
      .trim();
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    await page.goto(`http://127.0.0.1:${appPort}${path}`, { waitUntil: 'networkidle' });
    return (await page.locator('#root').innerText()).replace(/\n\s*\n+/g, '\n').trim();
  } finally {
    await browser.close();
  }
}

function builtPage(path: string): string {
  return readFileSync(pageFile(join(root, 'dist'), path), 'utf8');
}

/** The same visible text as the page, as plain HTML with no script. */
async function staticTwin(path: string): Promise<string> {
  const html = builtPage(path);
  const text = await pageText(path, html);
  const paragraphs = text
    .split('\n')
    .map((line) => `<p>${line}</p>`)
    .join('\n');
  // The same icon as the page: without one, Chromium asks for /favicon.ico, sometimes before the
  // first paint, and that request alone moves the static page's LCP by a round trip.
  const icon = /<link rel="icon"[^>]*>/.exec(html)?.[0] ?? '<link rel="icon" href="data:,">';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${icon}<title>static</title></head><body style="font-family:sans-serif;margin:16px">${paragraphs}</body></html>`;
}

/**
 * The physical limit of a page whose content comes from the API: the static twin's text, written only
 * once the page's opening request has been answered. It carries the in-app page's own opening-request
 * block and boot script (so the request is the very one the app sends, sent as early) and one tiny
 * script that waits for the answer, then shows the text: the least any client-rendered page can do.
 */
function dataFloor(twinHtml: string, appHtml: string, floorScript: string): string | undefined {
  const opening = /<script type="application\/json" id="opening-request">[\s\S]*?<\/script>/.exec(
    appHtml,
  )?.[0];
  const boot = /<script type="module" async crossorigin src="[^"]+"><\/script>/.exec(appHtml)?.[0];
  if (!opening || !boot) return undefined;
  const body = /<body[^>]*>([\s\S]*)<\/body>/.exec(twinHtml)?.[1] ?? '';
  return twinHtml
    .replace('<meta charset="utf-8">', `<meta charset="utf-8">${opening}${boot}`)
    .replace(
      body,
      `<template id="floor-text">${body}</template><script type="module" src="/__bench/${floorScript}"></script>`,
    );
}
const FLOOR_SCRIPT = `const answer = () =>
  window.lenderOpening ? window.lenderOpening.response : new Promise((r) => setTimeout(r, 4)).then(answer);
answer().then((r) => r.text()).finally(() => {
  document.body.append(document.getElementById('floor-text').content);
});
`;

/** a ÷ b to two decimals, as the table shows it; undefined where either is missing. */
const ratio = (a: number | undefined, b: number | undefined): number | undefined =>
  a && b ? Math.round((a / b) * 100) / 100 : undefined;

mkdirSync(staticDir, { recursive: true });
writeFileSync(join(staticDir, 'floor.js'), FLOOR_SCRIPT);
const server = await startServer(appPort, join(root, 'dist'), true);
// The same build with each page as a folder (dist/bindBank/index.html), as builds wrote it before,
// on a host without .html rules: every in-app open starts with a redirect to the folder's address.
const folderDist = mkdtempSync(join(tmpdir(), 'bench-folders-'));
cpSync(join(root, 'dist'), folderDist, { recursive: true });
for (const name of readdirSync(folderDist).filter((f) => f.endsWith('.html') && f !== 'index.html')) {
  mkdirSync(join(folderDist, name.slice(0, -'.html'.length)));
  renameSync(join(folderDist, name), join(folderDist, name.slice(0, -'.html'.length), 'index.html'));
}
const plainPort = appPort + 1;
const plainServer = await startServer(plainPort, folderDist, true, ['--plain']);
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
const timelines = [];
try {
  for (const path of pages) {
    const shown = path.replace(`&${session}`, ' + session');
    const twin = `twin-${pages.indexOf(path)}.html`;
    const twinHtml = await staticTwin(path);
    writeFileSync(join(staticDir, twin), twinHtml);
    const floorHtml = dataFloor(twinHtml, builtPage(path), 'floor.js');
    const floorPage = `floor-${pages.indexOf(path)}.html`;
    if (floorHtml) writeFileSync(join(staticDir, floorPage), floorHtml);
    const once = async (url: string, repeat = false) => {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // A repeat open: the browser keeps what the page before it (the same page) cached.
        disableStorageReset: repeat,
        ...(devtools ? { throttlingMethod: 'devtools' as const } : {}),
      });
      const lhr = result?.lhr;
      if (!lhr) throw new Error(`lighthouse gave no result for ${url}`);
      if (lhr.runtimeError)
        throw new Error(`lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const network = lhr.audits['network-requests']?.details as
        | {
            items?: {
              url: string;
              resourceType?: string;
              transferSize?: number;
              networkEndTime?: number;
            }[];
            // The trace's clock (µs) at the first request, which the items' times count from.
            debugData?: { networkStartTimeTs?: number };
          }
        | undefined;
      const requests = network?.items ?? [];
      const scripts = requests.filter((i) => i.resourceType === 'Script');
      const endOf = (items: typeof requests) =>
        Math.round(Math.max(0, ...items.map((i) => i.networkEndTime ?? 0)));
      const lastScriptInMs = endOf(scripts);
      const answerInMs = endOf(
        requests.filter((i) => i.resourceType === 'Fetch' || i.resourceType === 'XHR'),
      );
      // What is left once both the code and the answer are in, on the trace's clock: the time to the
      // largest paint, and what the main thread did in it.
      const metrics = (
        lhr.audits.metrics?.details as { items?: { observedLargestContentfulPaintTs?: number }[] } | undefined
      )?.items?.[0];
      const bothInTs =
        (network?.debugData?.networkStartTimeTs ?? NaN) + Math.max(answerInMs, lastScriptInMs) * 1000;
      const lcpTs = metrics?.observedLargestContentfulPaintTs ?? NaN;
      const trace = result?.artifacts.Trace;
      const afterBoth =
        trace && Number.isFinite(bothInTs) && lcpTs > bothInTs
          ? {
              ms: Math.round((lcpTs - bothInTs) / 1000),
              mainThread: mainThreadSpan(trace, bothInTs / 1000, lcpTs / 1000),
            }
          : undefined;
      // Where the time goes, from the run's own trace: when the document, the last script and the
      // page's API answers were in, and how long the main thread spent on scripts.
      const bootup =
        (lhr.audits['bootup-time']?.details as { items?: { scripting?: number }[] } | undefined)?.items ?? [];
      const jsKB = scripts.reduce((s, i) => s + (i.transferSize ?? 0), 0) / 1024;
      return {
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        fcpMs: Math.round(lhr.audits['first-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        jsKB: Math.round(jsKB * 10) / 10,
        scripts: scripts.length,
        // Scripts that came over the network, not from the browser's cache.
        scriptsFetched: scripts.filter((i) => (i.transferSize ?? 0) > 0).length,
        documentInMs: endOf(requests.filter((i) => i.resourceType === 'Document')),
        lastScriptInMs,
        answerInMs,
        afterBoth,
        scriptingMs: Math.round(bootup.reduce((s, i) => s + (i.scripting ?? 0), 0)),
      };
    };
    // A warm-up run, then the median of the runs: the first run in a fresh browser is always slower.
    const measure = async (url: string, repeat = false) => {
      await once(url);
      const results: Awaited<ReturnType<typeof once>>[] = [];
      for (let i = 0; i < runs; i += 1) results.push(await once(url, repeat));
      return middleBy(results, (r) => r.lcpMs) as Awaited<ReturnType<typeof once>>;
    };
    const app = await measure(`http://127.0.0.1:${appPort}${path}`);
    const stat = await measure(`http://127.0.0.1:${appPort}/__bench/${twin}`);
    // The floor page keeps the in-app page's query: its opening request reads it.
    const query = path.includes('?') ? path.slice(path.indexOf('?')) : '';
    const floor = floorHtml
      ? await measure(`http://127.0.0.1:${appPort}/__bench/${floorPage}${query}`)
      : undefined;
    const inApp = floorHtml !== undefined;
    const redirected = inApp ? await measure(`http://127.0.0.1:${plainPort}${path}`) : undefined;
    // The app and its yardsticks (the static twin, and the data floor of an in-app page) in turns,
    // after a warm-up of each, as for Lighthouse's runs.
    const untracedUrls = {
      app: `http://127.0.0.1:${appPort}${path}`,
      static: `http://127.0.0.1:${appPort}/__bench/${twin}`,
      ...(floorHtml ? { floor: `http://127.0.0.1:${appPort}/__bench/${floorPage}${query}` } : {}),
    };
    const untraced: Record<string, number[]> = {};
    for (const url of Object.values(untracedUrls)) await untracedLcp(chrome.port, url);
    for (let i = 0; i < runs; i += 1)
      for (const [name, url] of Object.entries(untracedUrls))
        (untraced[name] ??= []).push(await untracedLcp(chrome.port, url));
    const untracedApp = median(untraced.app ?? []);
    const untracedStatic = median(untraced.static ?? []);
    const untracedFloor = median(untraced.floor ?? []);
    const repeat = await measure(`http://127.0.0.1:${appPort}${path}`, true);
    rows.push({
      page: shown,
      score: app.score,
      lcpMs: app.lcpMs,
      staticLcpMs: stat.lcpMs,
      lcpRatio: ratio(app.lcpMs, stat.lcpMs),
      dataFloorLcpMs: floor?.lcpMs,
      dataFloorRatio: ratio(floor?.lcpMs, stat.lcpMs),
      lcpToFloor: ratio(app.lcpMs, floor?.lcpMs),
      untracedLcpMs: untracedApp,
      untracedStaticMs: untracedStatic,
      untracedLcpRatio: ratio(untracedApp, untracedStatic),
      untracedFloorMs: untracedFloor,
      untracedLcpToFloor: ratio(untracedApp, untracedFloor),
      fcpToStatic: ratio(app.fcpMs, stat.fcpMs),
      redirectLcpMs: redirected?.lcpMs,
      repeatLcpMs: repeat.lcpMs,
      repeatScriptsFetched: repeat.scriptsFetched,
      fcpMs: app.fcpMs,
      tbtMs: app.tbtMs,
      jsTransferKB: app.jsKB,
      scripts: app.scripts,
      staticScore: stat.score,
    });
    timelines.push({
      page: shown,
      documentInMs: app.documentInMs,
      answerInMs: app.answerInMs,
      lastScriptInMs: app.lastScriptInMs,
      scriptingMs: app.scriptingMs,
      lcpMs: app.lcpMs,
      // What is left once both the code and the answer are in: the screen's first render and paint,
      // and where the main thread spent that time (Lighthouse's task groups, and idle).
      renderAfterBothMs: app.afterBoth?.ms,
      afterBothMainThreadMs: app.afterBoth?.mainThread,
      floorAnswerInMs: floor?.answerInMs,
      floorLcpMs: floor?.lcpMs,
    });
  }
} finally {
  await chrome.kill();
  server.stop();
  plainServer.stop();
  rmSync(staticDir, { recursive: true, force: true });
  rmSync(folderDist, { recursive: true, force: true });
}
console.table(rows);
console.log("Where the time goes (the app's median run; ms from the start of navigation):");
console.table(timelines.map(({ afterBothMainThreadMs: _, ...timeline }) => timeline));
console.log(
  'The main thread from "code and answer both in" to the largest paint (ms, by Lighthouse\'s task groups):',
);
console.table(timelines.map(({ page, afterBothMainThreadMs }) => ({ page, ...afterBothMainThreadMs })));
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', devtools ? 'lighthouse-devtools.json' : 'lighthouse.json'),
  JSON.stringify({ pages: rows, timelines }, null, 2),
);
