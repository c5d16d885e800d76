// Every address of CONTRACT.md is answered with its own page, at once: never a redirect (one round
// trip more before the first byte of an in-app shell), never another page. Checked on the server the
// other specs use (tools/serve/serve.ts, as Cloudflare Pages and Netlify serve dist/) and on a real nginx
// running the README's recipe, docs/hosting/nginx.conf, as it is written there.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { freePort } from '../../tools/testing/freePort';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, request as newRequest, test, type APIRequestContext } from '@playwright/test';
import { inAppTable, siteTable } from '../../src/app/routeTable';
import { CONTRACT_CSP } from '../../tools/serve/csp';

const root = join(import.meta.dirname, '..', '..');
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** An answer's encoding and its bytes as sent, undecoded (fetch and request contexts decode them). */
function rawGet(url: string, acceptEncoding: string): Promise<{ encoding?: string; body: Buffer }> {
  return new Promise((resolve, reject) =>
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }),
      );
    }).on('error', reject),
  );
}

/** Each address and what its page's root says it is: a site page, an in-app shell, the funnel. */
const pages = [
  ...siteTable.map(({ path }) => ({ address: path, root: `data-prerendered="${path}"` })),
  ...inAppTable.map(({ path }) => ({ address: path, root: `data-shell="${path}"` })),
  // An in-app page as the native app opens it, with its parameters.
  { address: '/bindBank?product_id=1', root: 'data-shell="/bindBank"' },
  { address: '/promo/', root: 'data-prerendered="/"' },
];

async function answersEachAddress(api: APIRequestContext) {
  for (const { address, root: mark } of pages) {
    const res = await api.get(address, { maxRedirects: 0 });
    expect(res.status(), `${address} is answered at once, not redirected`).toBe(200);
    expect(await res.text(), `${address} is answered with its own page`).toContain(mark);
  }
}

test('the build writes each page as <address>.html, never as a folder a host would redirect to', () => {
  // Cloudflare Pages, Netlify and nginx answer /bindBank with a redirect to /bindBank/ where
  // dist/bindBank/ is a folder; dist/bindBank.html they serve at /bindBank as it is.
  for (const { path } of [...siteTable, ...inAppTable].filter((r) => r.path !== '/')) {
    expect(existsSync(join(root, 'dist', `${path}.html`)), `dist${path}.html`).toBe(true);
    expect(existsSync(join(root, 'dist', path)), `no folder dist${path}`).toBe(false);
  }
});

test('tools/serve/serve.ts answers every address with its own page and no redirect', async ({ baseURL }) => {
  const api = await newRequest.newContext({ baseURL });
  await answersEachAddress(api);
  await api.dispose();
});

test('tools/serve/serve.ts answers an address that starts with two slashes, and keeps serving', async ({
  baseURL,
}) => {
  // Sent as it is: a browser or a request context would read "//…" as the address of another host.
  const { hostname, port } = new URL(baseURL as string);
  const status = (path: string) =>
    new Promise<number | undefined>((resolve, reject) =>
      get({ hostname, port, path }, (res) => {
        res.resume();
        resolve(res.statusCode);
      }).on('error', reject),
    );
  expect(await status('//')).toBe(200);
  expect(await status('//bindBank?product_id=1')).toBe(200);
  expect(await status('/bindBank?product_id=1')).toBe(200);
});

test('tools/serve/serve.ts sends scripts with brotli to a browser that takes it, and gzip to one that does not', async ({
  baseURL,
}) => {
  const html = readFileSync(join(root, 'dist', 'bindBank.html'), 'utf8');
  const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
  expect(script, 'the page loads a script').toBeDefined();
  const file = readFileSync(join(root, 'dist', script!), 'utf8');
  const api = await newRequest.newContext({ baseURL });
  const cases: [accepts: string, sent: string][] = [
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip, deflate', 'gzip'],
  ];
  for (const [accepts, sent] of cases) {
    const res = await api.get(script!, { headers: { 'accept-encoding': accepts } });
    expect(res.headers()['content-encoding'], accepts).toBe(sent);
    expect(await res.text(), `${accepts}: the script itself`).toBe(file);
  }
  await api.dispose();
});

test.describe('nginx with docs/hosting/nginx.conf', () => {
  let nginx: ChildProcess | undefined;
  let dir = '';
  let base = '';

  test.beforeAll(async () => {
    expect(existsSync(NGINX), `${NGINX} (Debian: apt-get install nginx; npm test installs it)`).toBe(true);
    expect(
      existsSync(BROTLI_STATIC),
      `${BROTLI_STATIC} (Debian: apt-get install libnginx-mod-http-brotli-static; npm test installs it)`,
    ).toBe(true);
    const port = await freePort();
    dir = mkdtempSync(join(tmpdir(), 'nginx-'));
    // The recipe as the README gives it, on this machine's port and build.
    const server = readFileSync(join(root, 'docs/hosting/nginx.conf'), 'utf8')
      .replace(/^(\s*)listen\s+[^;]+;/m, `$1listen 127.0.0.1:${port};`)
      .replace(/^(\s*)root\s+[^;]+;/m, `$1root ${join(root, 'dist')};`);
    // Its modules as Debian's own nginx.conf loads them: those its packages enabled, brotli_static's
    // too, each named from the prefix's modules/ folder, as in Debian's prefix.
    symlinkSync(dirname(BROTLI_STATIC), join(dir, 'modules'));
    writeFileSync(
      join(dir, 'nginx.conf'),
      `include /etc/nginx/modules-enabled/*.conf;\n` +
        `daemon off; pid ${dir}/nginx.pid; error_log stderr; user root;\n` +
        `events {}\nhttp { include /etc/nginx/mime.types; access_log off;\n` +
        `client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};\n` +
        `${server}\n}\n`,
    );
    nginx = spawn(NGINX, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: ['ignore', 'ignore', 'pipe'] });
    base = `http://127.0.0.1:${port}`;
    await expect
      .poll(async () => {
        try {
          return (await fetch(`${base}/`)).status;
        } catch {
          return 0;
        }
      })
      .toBe(200);
  });

  test.afterAll(() => {
    nginx?.kill();
    rmSync(dir, { recursive: true, force: true });
  });

  test('answers every address with its own page and no redirect', async () => {
    const api = await newRequest.newContext({ baseURL: base });
    await answersEachAddress(api);
    await api.dispose();
  });

  test('sends the CSP of CONTRACT.md, revalidates pages and keeps hashed assets for good', async () => {
    const page = await fetch(`${base}/bindBank`);
    expect(page.headers.get('content-security-policy')).toBe(CONTRACT_CSP);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    const asset = /\/assets\/[\w.-]+\.js/.exec(await page.text())?.[0];
    expect(asset, 'the shell names its scripts').toBeDefined();
    const script = await fetch(`${base}${asset}`);
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('content-security-policy')).toBe(CONTRACT_CSP);
  });

  test('sends a script and a page as the build compressed them with brotli where the browser takes it, else gzip', async () => {
    const html = readFileSync(join(root, 'dist', 'bindBank.html'), 'utf8');
    const script = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script, 'the page loads a script').toBeDefined();
    for (const [address, file] of [
      [script!, join(root, 'dist', script!)],
      ['/bindBank', join(root, 'dist', 'bindBank.html')],
    ] as const) {
      expect(existsSync(`${file}.br`), `the build wrote ${file}.br`).toBe(true);
      const cases: [accepts: string, sent: string, unpack: (body: Buffer) => Buffer][] = [
        ['gzip, deflate, br', 'br', brotliDecompressSync],
        ['gzip, deflate', 'gzip', gunzipSync],
      ];
      for (const [accepts, sent, unpack] of cases) {
        const { encoding, body } = await rawGet(`${base}${address}`, accepts);
        expect(encoding, `${address}, accepting ${accepts}`).toBe(sent);
        expect(
          unpack(body).equals(readFileSync(file)),
          `${address}, accepting ${accepts}: the file itself`,
        ).toBe(true);
      }
    }
  });

  test('sends any other address to the app, and the funnel’s to the funnel', async () => {
    expect(await (await fetch(`${base}/noSuchPage`, { redirect: 'manual' })).text()).toContain('id="root"');
    expect(await (await fetch(`${base}/promo/anything`, { redirect: 'manual' })).text()).toContain(
      'data-prerendered="/"',
    );
  });
});
