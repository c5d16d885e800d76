// Measures the first-load JavaScript of the key pages: loads each page of dist/ in Chromium, collects
// every script it fetched until the network is idle, and sums their gzip sizes (and their brotli sizes,
// as Cloudflare Pages and Netlify send them, and tools/serve/serve.ts too). Beside them, the floor
// of the stack: React and React Router alone (tools/bench/routerFloor), built the same.
//   npm run bench:size   (after npm run build)
import { chromium } from 'playwright-core';
import { buildBenchPage } from './buildPage.ts';
import { startServer } from '../testing/spawnServer.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { brotli } from '../serve/brotli.ts';
import { root } from '../staff/schemaFiles.ts';

const PAGES = [
  '/',
  '/About',
  '/Contact',
  '/promo/',
  '/promo/#/register?id=7',
  '/loanDetails?productId=1&orderId=174',
  '/bindBank?product_id=1',
  '/repaymentOfPeriod?productId=1&orderId=174',
  '/complaint?orderId=174',
];
// BENCH_PORT: a free port when several checkouts measure on one machine.
const port = Number(process.env.BENCH_PORT ?? 4183);

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
const gzipped = (paths: string[]) => kb(paths.reduce((sum, p) => sum + gzipSync(readFileSync(p)).length, 0));
const brotlied = (paths: string[]) => kb(paths.reduce((sum, p) => sum + brotli(readFileSync(p)).length, 0));

const floorDir = await buildBenchPage('routerFloor');
const floorFiles = readdirSync(join(floorDir, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => join(floorDir, 'assets', f));

const server = await startServer(port, join(root, 'dist'), true);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const rows: { page: string; files: number; gzipKB: number; brotliKB: number }[] = [];
try {
  for (const path of PAGES) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
    });
    await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
    const files = [...scripts].map((p) => join(root, 'dist', p));
    rows.push({ page: path, files: files.length, gzipKB: gzipped(files), brotliKB: brotlied(files) });
    if (process.argv.includes('--list')) console.log(path, [...scripts].join(' '));
    await page.close();
  }
} finally {
  await browser.close();
  server.stop();
}
rows.push({
  page: 'floor: React + React Router, one route',
  files: floorFiles.length,
  gzipKB: gzipped(floorFiles),
  brotliKB: brotlied(floorFiles),
});
console.table(rows);
