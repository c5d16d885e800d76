// Benchmarks the server-driven bank form in Chromium on the production build: a card-init answer of
// 10, 100 and 300 items, the time from its arrival to the rendered form, and the React commits (and
// milliseconds) per keystroke. Commits are counted through React's devtools hook, which production
// builds also call, so the numbers are those of the shipped code.
//   npx vite build && npx tsx tools/bench-bank-form.ts   → table, and bench-results/bank-form.json
import { chromium } from 'playwright-core';
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './schema-files.ts';

const SIZES = [10, 100, 300];
const KEYS = 'Maria Santos Dela Cruz';
const RUNS = 3;
const port = 4184;

const BANKS = [
  { name: 'BDO Unibank', type: 'BDO' },
  { name: 'Metrobank', type: 'MBTC' },
  { name: 'Land Bank of the Philippines', type: 'LBP' },
];

/** A form of `n` items cycling through every item type and input type, all on the e-wallet tab. */
function items(n: number) {
  const shapes = [
    { cate: 'text', inputType: 'text' },
    { cate: 'text', inputType: 'phone' },
    { cate: 'text', inputType: 'bankCard' },
    { cate: 'text', inputType: 'number' },
    { cate: 'text', inputType: 'money' },
    { cate: 'enum', note: BANKS },
    { cate: 'day' },
    { cate: 'citySelect', note: [{ name: 'Makati', type: 'MKT' }] },
  ];
  return Array.from({ length: n }, (_, i) => ({
    code: `f${i}`,
    title: `Field ${i}`,
    cardTypeMi: 0,
    ...shapes[i % shapes.length],
  }));
}

// Stands in for React DevTools: React calls onCommitFiberRoot on every commit when the hook exists.
// A string, not a function: tsx wraps functions in helpers the page does not have.
const COUNT_COMMITS = `
  window.__commits = 0;
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject() { return 1; },
    checkDCE() {},
    onCommitFiberRoot() { window.__commits += 1; },
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onScheduleFiberRoot() {},
  };
`;

const server = spawn('npx', ['tsx', 'tools/serve.ts', '--port', String(port), '--sandbox'], {
  cwd: root,
  stdio: 'pipe',
});
await new Promise<void>((resolve) =>
  server.stdout.on('data', (d: Buffer) => d.toString().includes('serving') && resolve()),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});

interface Row {
  items: number;
  mountMs: number;
  commitsPerKey: number;
  msPerKey: number;
}
const rows: Row[] = [];
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

try {
  for (const n of SIZES) {
    const runs: Row[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
      await page.addInitScript(COUNT_COMMITS);
      await page.route('**/tender/user-bank/card-init**', (route) =>
        route.fulfill({ json: { code: '00', message: 'success', data: { items: items(n) } } }),
      );
      await page.goto(`http://127.0.0.1:${port}/bindBank?product_id=bench`);
      await page.waitForFunction((count) => document.querySelectorAll('.sf-field').length >= count, n, {
        timeout: 60_000,
      });
      // From the answer's arrival to the first frame with every field, on the page's own clock.
      const mountMs = await page.evaluate(async () => {
        await new Promise((r) => requestAnimationFrame(() => setTimeout(r)));
        const init = performance
          .getEntriesByType('resource')
          .find((e) => e.name.includes('card-init')) as PerformanceResourceTiming;
        return performance.now() - init.responseEnd;
      });
      const input = page.getByRole('textbox', { name: 'Field 0', exact: true });
      await input.click();
      await page.evaluate('window.__commits = 0');
      const started = Date.now();
      await input.pressSequentially(KEYS);
      const elapsed = Date.now() - started;
      const commits = Number(await page.evaluate('window.__commits'));
      if ((await input.inputValue()) !== KEYS) throw new Error(`typed text was not kept with ${n} items`);
      runs.push({ items: n, mountMs, commitsPerKey: commits / KEYS.length, msPerKey: elapsed / KEYS.length });
      await page.close();
    }
    rows.push({
      items: n,
      mountMs: Math.round(median(runs.map((r) => r.mountMs))),
      commitsPerKey: Math.round(median(runs.map((r) => r.commitsPerKey)) * 100) / 100,
      msPerKey: Math.round(median(runs.map((r) => r.msPerKey)) * 10) / 10,
    });
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
  `${JSON.stringify({ date: new Date().toISOString(), keys: KEYS.length, runs: RUNS, rows }, null, 2)}\n`,
);
