// @vitest-environment node
// tools/serve/serve.ts, the static host of `npm run preview`, the end-to-end tests and the benchmarks: a
// request it cannot read is refused and the server keeps serving, and each kind of file a page may
// load goes out with its own type, as static hosts send it.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../tools/testing/freePort';
import { startServer } from '../../tools/testing/spawnServer';

/** The registered type of each kind of file (IANA), as nginx's mime.types and Cloudflare Pages give it. */
const TYPES: [extension: string, type: string][] = [
  ['html', 'text/html'],
  ['js', 'text/javascript'],
  ['mjs', 'text/javascript'],
  ['css', 'text/css'],
  ['txt', 'text/plain'],
  ['json', 'application/json'],
  ['webmanifest', 'application/manifest+json'],
  ['svg', 'image/svg+xml'],
  ['png', 'image/png'],
  ['jpg', 'image/jpeg'],
  ['jpeg', 'image/jpeg'],
  ['gif', 'image/gif'],
  ['webp', 'image/webp'],
  ['avif', 'image/avif'],
  ['ico', 'image/x-icon'],
  ['woff', 'font/woff'],
  ['woff2', 'font/woff2'],
  ['ttf', 'font/ttf'],
  ['pdf', 'application/pdf'],
  ['mp4', 'video/mp4'],
  ['wasm', 'application/wasm'],
];

/** Sends a path exactly as written (a browser would escape it first) and tells the answer. */
function get(port: number, path: string): Promise<{ status?: number; type?: string }> {
  return new Promise((resolve, reject) => {
    request({ host: '127.0.0.1', port, path }, (res) => {
      res.resume();
      resolve({ status: res.statusCode, type: res.headers['content-type'] });
    })
      .on('error', reject)
      .end();
  });
}

describe.each([
  ['a static host', false],
  ['the sandbox host', true],
])('tools/serve/serve.ts as %s', (_name, sandbox) => {
  let dir = '';
  let port = 0;
  let stop = () => {};

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'serve-'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>home</title>');
    for (const [extension] of TYPES) writeFileSync(join(dir, `file.${extension}`), 'x');
    port = await freePort();
    ({ stop } = await startServer(port, dir, sandbox));
  }, 30_000);
  afterAll(() => {
    stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(['/%E0%A4%A', '/%', '/assets/%ZZ.js'])(
    'answers %s, which names no character, with 400',
    async (path) => {
      expect((await get(port, path)).status).toBe(400);
      expect((await get(port, '/')).status, 'and keeps serving').toBe(200);
    },
  );

  it.each(TYPES)('sends a .%s file as %s', async (extension, type) => {
    const answer = await get(port, `/file.${extension}`);
    expect(answer.status).toBe(200);
    expect(answer.type?.split(';')[0]).toBe(type);
  });
});
