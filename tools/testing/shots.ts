// `npm run shots [-- /extra/address …]`: a contact sheet of every route of CONTRACT.md section 2 (the
// list tests/e2e/routeList.ts keeps) at 390 × 844, in Chromium and in WebKit (WebKitGTK's MiniBrowser,
// the engine of the iOS webview), side by side in one HTML page for a person to look at. Extra
// addresses (the states of a state gallery, say) come from the command line or EXTRA_SHOTS below.
// Writes shots/index.html (git-ignored) and prints where; the product's own fonts are kept.
import { execSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { routes } from '../../tests/e2e/routeList.ts';
import { launchChromium } from './webkit/chromium.ts';
import { startTestServer } from './webkit/testServer.ts';
import { openWebKit, PHONE, startWebKitHost } from './webkit/webkit.ts';

/** More addresses to shoot after the routes, e.g. a state gallery's states. */
const EXTRA_SHOTS: string[] = [];

const SETTLED = 'return !window.__webkitTest || window.__webkitTest.layout.settled()';
const out = resolve('shots');
const addresses = [...routes, ...EXTRA_SHOTS, ...process.argv.slice(2)];
const fileName = (i: number, engine: string) => `${String(i).padStart(2, '0')}-${engine}.png`;

async function waitSettled(check: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline && !(await check().catch(() => false)))
    await new Promise((r) => setTimeout(r, 100));
}

const started = Date.now();
if (!existsSync('dist/index.html')) execSync('npm run build', { stdio: 'inherit' });
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const server = await startTestServer({ port: Number(process.env.SHOTS_PORT ?? 4185), parityFont: false });
const host = await startWebKitHost();
try {
  const browser = await launchChromium();
  const page = await browser.newPage({ viewport: PHONE });
  for (const [i, address] of addresses.entries()) {
    await page.goto(server.url + address);
    await waitSettled(() => page.evaluate(`(function () { ${SETTLED} })()`) as Promise<boolean>);
    await page.screenshot({ path: join(out, fileName(i, 'chromium')) });
  }
  await browser.close();

  const webkit = await openWebKit(host.driverUrl);
  for (const [i, address] of addresses.entries()) {
    await webkit.get(server.url + address);
    await waitSettled(() => webkit.executeScript<boolean>(SETTLED));
    writeFileSync(join(out, fileName(i, 'webkit')), await webkit.takeScreenshot(), 'base64');
  }
  await webkit.quit();
} finally {
  host.stop();
  await server.close();
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');
const rows = addresses
  .map(
    (address, i) => `<section><h2>${escape(address)}</h2><div class="pair">
<figure><img src="${fileName(i, 'chromium')}" width="390" height="844" alt=""><figcaption>Chromium</figcaption></figure>
<figure><img src="${fileName(i, 'webkit')}" width="390" height="844" alt=""><figcaption>WebKit</figcaption></figure>
</div></section>`,
  )
  .join('\n');
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><meta charset="utf-8"><title>Contact sheet: Chromium and WebKit</title>
<style>body{font-family:system-ui,sans-serif;margin:16px;background:#eee}h2{font-size:14px;margin:24px 0 8px;word-break:break-all}
.pair{display:flex;gap:16px;flex-wrap:wrap}figure{margin:0}img{display:block;border:1px solid #999;background:#fff}
figcaption{font-size:12px;color:#555;padding-top:4px}</style>
<h1>${addresses.length} addresses at ${PHONE.width} × ${PHONE.height}, Chromium (left) and WebKit (right)</h1>
${rows}
`,
);
console.log(
  `contact sheet of ${addresses.length} addresses in ${Math.round((Date.now() - started) / 1000)} s: ${join(out, 'index.html')}`,
);
