// Benchmarks the server-driven bank form in Chromium with 4× CPU throttling: a card-init answer of
// 10, 100 and 300 items, the time from the form's data to its first full frame, and the React commits
// and main-thread milliseconds per keystroke (key down to React's last commit for it). The same
// forms are rendered by stock @rjsf/core (tools/bench/stock-rjsf: default theme, run-time ajv8,
// liveValidate) for comparison, and the floor: the same number of plain inputs with no JavaScript.
// frameMsPerKey is key down to the next frame, the one figure that all three share. Commits are counted through React's devtools hook, which
// production builds also call, so the numbers are those of the shipped code.
//   npm run build && npm run bench:bank-form   → table, and bench-results/bank-form.json
import { chromium, type Page } from 'playwright-core';
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { root } from './schema-files.ts';
import { benchItems } from './bench/bankItems.ts';
import { endpointPath } from '../src/platform/endpoints.ts';

const SIZES = [10, 100, 300];
const KEYS = 'Maria Santos Dela Cruz';
const RUNS = 3;
const CPU_SLOWDOWN = 4;
// BENCH_PORT: a free port when several checkouts measure on one machine.
const port = Number(process.env.BENCH_PORT ?? 4184);
const stockOrigin = 'http://stock.bench';
const stockDir = join(root, 'node_modules', '.cache', 'bench-stock-rjsf');

// Stands in for React DevTools: React calls onCommitFiberRoot on every commit when the hook exists.
// A string, not a function: tsx wraps functions in helpers the page does not have.
const RECORD = `
  window.__commits = [];
  window.__keys = [];
  window.__frames = [];
  addEventListener('keydown', () => {
    const down = performance.now();
    window.__keys.push(down);
    requestAnimationFrame(() => setTimeout(() => window.__frames.push(performance.now() - down)));
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

interface Subject {
  name: 'ours' | 'stock @rjsf/core' | 'no JavaScript';
  open(page: Page, n: number): Promise<void>;
  /** Milliseconds from the form's data being at hand to the first frame showing every field. */
  mountMs(page: Page, n: number): Promise<number>;
  firstField(page: Page): ReturnType<Page['locator']>;
}

const firstFrame = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()))));

const ours: Subject = {
  name: 'ours',
  async open(page, n) {
    await page.route(`**${endpointPath('cardInit')}**`, (route) =>
      route.fulfill({ json: { code: '00', message: 'success', data: { items: benchItems(n) } } }),
    );
    await page.goto(`http://127.0.0.1:${port}/bindBank?product_id=bench`);
  },
  async mountMs(page, n) {
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
  async open(page, n) {
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
  },
  async mountMs(page, n) {
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
  async open(page, n) {
    await page.route(`${floorOrigin}/**`, (route) =>
      route.fulfill({ body: floorPage(n), contentType: 'text/html' }),
    );
    await page.goto(`${floorOrigin}/?items=${n}`);
  },
  async mountMs(page, n) {
    await page.waitForFunction((count) => document.querySelectorAll('input').length >= count, n);
    return page.evaluate(`(${firstFrame.toString()})().then((now) =>
      now - performance.getEntriesByType('navigation')[0].responseEnd)`);
  },
  firstField: (page) => page.getByRole('textbox', { name: 'Field 0', exact: true }),
};

interface Run {
  mountMs: number;
  frameMsPerKey: number;
  commitsPerKey: number;
  msPerKey: number;
  worstKeyMs: number;
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

async function measure(browser: Awaited<ReturnType<typeof chromium.launch>>, subject: Subject, n: number) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.addInitScript(RECORD);
  await subject.open(page, n);
  const mountMs = await subject.mountMs(page, n);
  const input = subject.firstField(page);
  await input.click();
  await page.evaluate('window.__commits = []; window.__keys = []; window.__frames = []');
  await input.pressSequentially(KEYS);
  // The last key's frame comes a moment after its key down.
  await page.waitForFunction(
    (count) => (window as unknown as { __frames: number[] }).__frames.length >= count,
    KEYS.length,
  );
  if ((await input.inputValue()) !== KEYS)
    throw new Error(`${subject.name}: typed text was not kept with ${n} items`);
  const { keys, commits, frames } = (await page.evaluate(
    '({ keys: window.__keys, commits: window.__commits, frames: window.__frames })',
  )) as {
    keys: number[];
    commits: number[];
    frames: number[];
  };
  // Each key's cost: from its key down to the last commit before the next key down.
  const perKey = keys.map((down, i) => {
    const next = keys[i + 1] ?? Infinity;
    const mine = commits.filter((t) => t >= down && t < next);
    return mine.length ? (mine[mine.length - 1] as number) - down : 0;
  });
  await page.close();
  return {
    mountMs,
    frameMsPerKey: median(frames),
    commitsPerKey: commits.length / keys.length,
    msPerKey: median(perKey),
    worstKeyMs: Math.max(...perKey),
  } satisfies Run;
}

await build({
  configFile: false,
  root: join(root, 'tools', 'bench', 'stock-rjsf'),
  base: '/',
  logLevel: 'warn',
  plugins: [react()],
  // One big chunk on purpose: the page measures rendering, not loading.
  build: { outDir: stockDir, emptyOutDir: true, target: 'es2020', chunkSizeWarningLimit: 2048 },
});

const server = spawn('npx', ['tsx', 'tools/serve.ts', '--port', String(port), '--sandbox'], {
  cwd: root,
  stdio: 'pipe',
  detached: true,
});
await new Promise<void>((resolve) =>
  server.stdout.on('data', (d: Buffer) => d.toString().includes('serving') && resolve()),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

const rows: ({ items: number; form: string } & Run)[] = [];
try {
  for (const n of SIZES) {
    for (const subject of [ours, stock, floor]) {
      const runs: Run[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, subject, n));
      const pick = (key: keyof Run, digits: number) =>
        Math.round(median(runs.map((r) => r[key])) * 10 ** digits) / 10 ** digits;
      rows.push({
        items: n,
        form: subject.name,
        mountMs: pick('mountMs', 0),
        frameMsPerKey: pick('frameMsPerKey', 1),
        commitsPerKey: pick('commitsPerKey', 2),
        msPerKey: pick('msPerKey', 1),
        worstKeyMs: pick('worstKeyMs', 1),
      });
    }
  }
} finally {
  await browser.close();
  // npx starts the server in a child of its own: end the whole group (already gone if it failed).
  try {
    if (server.pid) process.kill(-server.pid);
  } catch {
    // nothing left to end
  }
}

console.table(rows);
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(
  join(root, 'bench-results', 'bank-form.json'),
  `${JSON.stringify({ date: new Date().toISOString(), cpuSlowdown: CPU_SLOWDOWN, keys: KEYS.length, runs: RUNS, rows }, null, 2)}\n`,
);
