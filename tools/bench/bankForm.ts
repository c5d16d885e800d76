// Benchmarks the server-driven bank form in Chromium at 4× CPU slowdown, beside stock @rjsf/core
// (tools/bench/stockRjsf: default theme, run-time ajv8, liveValidate) rendering the same form from the
// same items, and the floor: the same number of plain inputs with no JavaScript. Forms of 10, 100 and
// 300 items; the three subjects are interleaved run by run, so load on the machine hits them alike.
//
// What each clock measures:
// - mountMs, ours: the code and the items both at hand, to the first frame with every field. The
//   card-init answer is held in the Playwright route until every script the page asked for has
//   arrived and run (no new script for three idle periods of the main thread), then released; the
//   clock runs from that answer's responseEnd to the first frame showing every field. It includes
//   reading and checking the answer, the router's update, building the form and rendering it, not
//   downloading or running the app's chunks (the prerendered shell sends the request before they
//   arrive, so without the hold the answer would wait for the code, and the code would be timed).
// - mountMs, stock: its one bundle has run (`__mountStarted`, set at the top of its module body,
//   after every import has run), to the first frame showing every field. It includes building the
//   form from the items and rendering it.
// - mountMs, floor: the HTML document's responseEnd to its first frame with every input.
// - keyMs: each key's keydown (a capturing listener that runs before any of the page's) to the next
//   frame (the first task after that frame's requestAnimationFrame). Keys are sent one at a time,
//   each after the page has drawn the previous one and gone idle, so no key waits behind another;
//   the figures are the median and p25–p75 of every key of every run.
// - commitsPerKey: React commits per key, counted through React's devtools hook, which production
//   builds also call, so they are those of the shipped code.
//   npm run build && npm run bench:bank-form   → table, and bench-results/bank-form.json
//   BENCH_RUNS=<n> (default 7), BENCH_SIZES=100,300 (default 10,100,300); BENCH_PROFILE=<items> instead writes Chrome CPU profiles of ours'
//   mount and typing at that size to bench-results/ and prints the costliest functions (build with
//   `npx vite build --minify false && npx tsx tools/bundle/prerender.ts` to read their names);
//   BENCH_TRACE=<items> prints the main thread's style, layout, paint and script time per key for
//   the three subjects, and over ours' mount.
import { chromium, type Browser, type CDPSession, type Page } from 'playwright-core';
import { buildBenchPage } from './buildPage.ts';
import { startServer } from '../testing/spawnServer.ts';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { root } from '../staff/schemaFiles.ts';
import { benchItems } from './bankItems.ts';
import { endpointPath } from '../../src/platform/endpoints.ts';
import { inclusiveTop, summarizeProfile, type CpuProfile } from './profile.ts';

const SIZES = process.env.BENCH_SIZES?.split(',').map(Number) ?? [10, 100, 300];
const KEYS = 'Maria Santos Dela Cruz';
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const PROFILE = process.env.BENCH_PROFILE ? Number(process.env.BENCH_PROFILE) : undefined;
const TRACE = process.env.BENCH_TRACE ? Number(process.env.BENCH_TRACE) : undefined;
const CPU_SLOWDOWN = 4;
// BENCH_PORT: a free port when several checkouts measure on one machine.
const port = Number(process.env.BENCH_PORT ?? 4184);
const stockOrigin = 'http://stock.bench';
// Built before anything is measured; served to the page through a route below.
const stockDir = await buildBenchPage('stockRjsf');

// Stands in for React DevTools: React calls onCommitFiberRoot on every commit when the hook exists.
// A string, not a function: tsx wraps functions in helpers the page does not have.
const RECORD = `
  window.__commits = [];
  window.__frames = [];
  window.__frameDone = Promise.resolve();
  addEventListener('keydown', () => {
    const down = performance.now();
    window.__frameDone = new Promise((resolve) =>
      requestAnimationFrame(() => setTimeout(() => {
        window.__frames.push(performance.now() - down);
        resolve();
      })),
    );
  }, true);
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onCommitFiberRoot() { window.__commits.push(performance.now()); },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
  };
`;

// The page has drawn and has nothing left to run: a frame, then an idle period of the main thread.
const SETTLED = `new Promise((resolve) =>
  requestAnimationFrame(() => requestIdleCallback(() => resolve(), { timeout: 5000 })))`;

// Every script the page asked for has arrived and run: no new one over three idle periods.
const SCRIPTS_RUN = `(async () => {
  const scripts = () => performance.getEntriesByType('resource')
    .filter((e) => e.name.endsWith('.js')).length;
  let last = -1;
  for (let quiet = 0; quiet < 3; ) {
    await new Promise((resolve) => requestIdleCallback(() => resolve(), { timeout: 5000 }));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const now = scripts();
    quiet = now === last ? quiet + 1 : 0;
    last = now;
  }
  return last;
})()`;

interface Subject {
  name: 'ours' | 'stock @rjsf/core' | 'no JavaScript';
  /** Opens the page and returns its mount time (see the header for each subject's clock). */
  mount(page: Page, n: number, beforeRelease?: () => Promise<void>): Promise<number>;
  firstField(page: Page): ReturnType<Page['locator']>;
}

const firstFrame = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));

const ours: Subject = {
  name: 'ours',
  async mount(page, n, beforeRelease) {
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(`**${endpointPath('cardInit')}**`, async (route) => {
      await held;
      await route.fulfill({ json: { code: '00', message: 'success', data: { items: benchItems(n) } } });
    });
    await page.goto(`http://127.0.0.1:${port}/bindBank?product_id=bench`);
    await page.evaluate(SCRIPTS_RUN);
    await beforeRelease?.();
    release();
    await page.waitForFunction((count) => document.querySelectorAll('.sf-field').length >= count, n, {
      timeout: 120_000,
    });
    return page.evaluate(`(${firstFrame.toString()})().then((now) => {
      const init = performance.getEntriesByType('resource').find((e) => e.name.includes('card-init'));
      return now - init.responseEnd;
    })`);
  },
  firstField: (page) => page.getByRole('textbox', { name: 'Field 0', exact: true }),
};

const stock: Subject = {
  name: 'stock @rjsf/core',
  async mount(page, n) {
    await page.route(`${stockOrigin}/**`, (route) => {
      const path = new URL(route.request().url()).pathname;
      const file = join(stockDir, path === '/' ? 'index.html' : path);
      const types: Record<string, string> = {
        '.html': 'text/html',
        '.js': 'text/javascript',
        '.css': 'text/css',
      };
      return route.fulfill({
        body: readFileSync(file),
        contentType: types[extname(file)] ?? 'application/octet-stream',
      });
    });
    await page.goto(`${stockOrigin}/?items=${n}`);
    // The root object is a field too.
    await page.waitForFunction((count) => document.querySelectorAll('.rjsf-field').length > count, n, {
      timeout: 120_000,
    });
    return page.evaluate(`(${firstFrame.toString()})().then((now) => now - window.__mountStarted)`);
  },
  firstField: (page) => page.locator('#root_f0'),
};

const floorOrigin = 'http://floor.bench';
const floorPage = (n: number) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>floor</title></head><body><form>${Array.from(
    { length: n },
    (_, i) => `<p><label for="f${i}">Field ${i}</label><br><input id="f${i}" name="f${i}" type="text"></p>`,
  ).join('')}</form></body></html>`;

const floor: Subject = {
  name: 'no JavaScript',
  async mount(page, n) {
    await page.route(`${floorOrigin}/**`, (route) =>
      route.fulfill({ body: floorPage(n), contentType: 'text/html' }),
    );
    await page.goto(`${floorOrigin}/?items=${n}`);
    await page.waitForFunction((count) => document.querySelectorAll('input').length >= count, n);
    return page.evaluate(`(${firstFrame.toString()})().then((now) =>
      now - performance.getEntriesByType('navigation')[0].responseEnd)`);
  },
  firstField: (page) => page.getByRole('textbox', { name: 'Field 0', exact: true }),
};

interface Run {
  mountMs: number;
  keyMs: number[];
  commits: number;
}

async function newPage(browser: Browser) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(RECORD);
  return { page, cdp };
}

/** Types KEYS into the first field, one key at a time, each once the page has settled. */
async function typeKeys(page: Page, subject: Subject, n: number) {
  const input = subject.firstField(page);
  await input.click();
  await page.evaluate(SETTLED);
  await page.evaluate('window.__commits = []; window.__frames = []');
  for (const key of KEYS) {
    await page.keyboard.press(key === ' ' ? 'Space' : key);
    await page.evaluate('window.__frameDone');
    await page.evaluate(SETTLED);
  }
  if ((await input.inputValue()) !== KEYS)
    throw new Error(`${subject.name}: typed text was not kept with ${n} items`);
  return (await page.evaluate('({ frames: window.__frames, commits: window.__commits.length })')) as {
    frames: number[];
    commits: number;
  };
}

async function measure(browser: Browser, subject: Subject, n: number): Promise<Run> {
  const { page } = await newPage(browser);
  try {
    const mountMs = await subject.mount(page, n);
    const { frames, commits } = await typeKeys(page, subject, n);
    return { mountMs, keyMs: frames, commits };
  } finally {
    await page.close();
  }
}

/**
 * The main thread's time per key by trace event (style, layout, paint, script…), for every subject
 * at `n` items: where a key's cost goes beyond the floor's.
 */
async function traceKeys(browser: Browser, n: number) {
  const NAMES = [
    'FunctionCall',
    'EventDispatch',
    'UpdateLayoutTree',
    'Layout',
    'PrePaint',
    'Paint',
    'Layerize',
  ];
  type TraceEvent = { name: string; ph: string; dur?: number; tid: number };
  /** Starts Chrome's tracing; the returned stop sums the main thread's events by name, ÷ `per`. */
  async function trace(cdp: CDPSession) {
    const events: TraceEvent[] = [];
    const collect = ({ value }: { value: object[] }) => events.push(...(value as unknown as TraceEvent[]));
    cdp.on('Tracing.dataCollected', collect);
    await cdp.send('Tracing.start', { categories: 'devtools.timeline', transferMode: 'ReportEvents' });
    return async (per: number) => {
      const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.end');
      await done;
      cdp.off('Tracing.dataCollected', collect);
      // The renderer's main thread is the one that ran the page's tasks.
      const main = events.find((e) => e.name === 'UpdateLayoutTree' || e.name === 'EventDispatch')?.tid;
      const sums: Record<string, number> = {};
      for (const e of events)
        if (e.tid === main && e.ph === 'X' && e.dur && NAMES.includes(e.name))
          sums[e.name] = Math.round(((sums[e.name] ?? 0) + e.dur / 1000 / per) * 100) / 100;
      return sums;
    };
  }
  const rows: Record<string, string | number>[] = [];
  for (const subject of [ours, stock, floor]) {
    const { page, cdp } = await newPage(browser);
    if (subject === ours) {
      // Ours' mount from the answer's release (the others' clocks cannot be cut out of a trace).
      let stop: ((per: number) => Promise<Record<string, number>>) | undefined;
      const ms = await ours.mount(page, n, async () => {
        stop = await trace(cdp);
      });
      rows.push({ form: `${subject.name}, mount`, ms: Math.round(ms), ...(await stop?.(1)) });
    } else await subject.mount(page, n);
    await subject.firstField(page).click();
    await page.evaluate(SETTLED);
    const stop = await trace(cdp);
    const { frames } = await typeKeys(page, subject, n);
    rows.push({ form: `${subject.name}, per key`, ms: quantile(frames, 0.5), ...(await stop(KEYS.length)) });
    await page.close();
  }
  console.log(`main-thread ms by trace event, ${n} items (nested events overlap)`);
  console.table(rows);
}

/** Chrome CPU profiles of ours' mount (from the answer's release) and typing, at `n` items. */
async function profile(browser: Browser, n: number) {
  const { page, cdp } = await newPage(browser);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
  const mountMs = await ours.mount(page, n, async () => {
    await cdp.send('Profiler.start');
  });
  const mount = (await cdp.send('Profiler.stop')).profile as CpuProfile;
  await ours.firstField(page).click();
  await page.evaluate(SETTLED);
  await cdp.send('Profiler.start');
  const { frames } = await typeKeys(page, ours, n);
  const typing = (await cdp.send('Profiler.stop')).profile as CpuProfile;
  await page.close();
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  for (const [name, p] of [
    ['mount', mount],
    ['typing', typing],
  ] as const) {
    const file = join(root, 'bench-results', `bank-form-${name}-${n}.cpuprofile`);
    writeFileSync(file, JSON.stringify(p));
    console.log(`\n${name} at ${n} items → ${file}`);
    const per = name === 'typing' ? KEYS.length : 1;
    console.table(summarizeProfile(p, per));
    console.table(inclusiveTop(p, per));
  }
  console.log({ mountMs: Math.round(mountMs), keyMedianMs: quantile(frames, 0.5) });
}

/** The q-quantile of `xs` (nearest rank). */
const quantile = (xs: number[], q: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] as number;
};
const spread = (xs: number[]) =>
  `${quantile(xs, 0.5).toFixed(1)} (${quantile(xs, 0.25).toFixed(1)}–${quantile(xs, 0.75).toFixed(1)})`;

const server = await startServer(port, 'dist', true);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const subjects = [ours, stock, floor];
const runs = new Map<string, Run[]>();
try {
  if (PROFILE) await profile(browser, PROFILE);
  else if (TRACE) await traceKeys(browser, TRACE);
  else {
    for (let run = 0; run < RUNS; run += 1) {
      for (const n of SIZES) {
        // Each subject goes first, second and third in turn.
        for (let i = 0; i < subjects.length; i += 1) {
          const subject = subjects[(i + run) % subjects.length] as Subject;
          const key = `${n}\t${subject.name}`;
          runs.set(key, [...(runs.get(key) ?? []), await measure(browser, subject, n)]);
        }
      }
      process.stdout.write(`run ${run + 1} of ${RUNS} done\n`);
    }
  }
} finally {
  await browser.close();
  server.stop();
}

if (!PROFILE && !TRACE) {
  const rows = SIZES.flatMap((n) =>
    subjects.map((subject) => {
      const all = runs.get(`${n}\t${subject.name}`) ?? [];
      const keyMs = all.flatMap((r) => r.keyMs);
      const floorKeys = (runs.get(`${n}\tno JavaScript`) ?? []).flatMap((r) => r.keyMs);
      return {
        items: n,
        form: subject.name,
        'mount ms, median (p25–p75)': spread(all.map((r) => r.mountMs)),
        'key to frame ms, median (p25–p75)': spread(keyMs),
        '÷ floor': Math.round((quantile(keyMs, 0.5) / quantile(floorKeys, 0.5)) * 100) / 100,
        commitsPerKey: Math.round((all.reduce((sum, r) => sum + r.commits, 0) / keyMs.length) * 100) / 100,
      };
    }),
  );
  console.table(rows);
  mkdirSync(join(root, 'bench-results'), { recursive: true });
  writeFileSync(
    join(root, 'bench-results', 'bank-form.json'),
    `${JSON.stringify({ date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, keys: KEYS.length, runs: RUNS, rows, raw: Object.fromEntries(runs) }, null, 2)}\n`,
  );
}
