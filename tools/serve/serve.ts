// Serves dist/ as a static host would: the CONTRACT.md CSP on every answer, history fallback to
// index.html (promo/index.html under /promo/), text compressed as Cloudflare Pages and Netlify send it
// (brotli where the browser takes it, as iOS's webview and Chromium do; else gzip). With --sandbox it
// also answers the API from src/sandbox, which is how the end-to-end tests and `npm run preview` play
// the backend.
// A page is found as Cloudflare Pages, Netlify and nginx with deploy/nginx.conf find it: the file,
// else the file with .html (dist/bindBank.html for /bindBank), else a folder's index.html, never with
// a redirect. --plain serves as a host with no such rule does (nginx's default, S3 website hosting):
// the file, or a folder, which it answers without its slash by a redirect to the slash; the
// benchmark uses it to show what that redirect costs (tools/bench/lighthouse.ts), all else equal.
//   tsx tools/serve/serve.ts [--port 4173] [--host 127.0.0.1] [--dir dist] [--sandbox] [--plain]
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve } from 'node:path';
import { createGzip } from 'node:zlib';
import { brotli } from './brotli.ts';
import { CONTRACT_CSP } from './csp.ts';

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? (args[i + 1] as string) : fallback;
};
const port = Number(arg('--port', '4173'));
const host = arg('--host', '127.0.0.1');
const dir = resolve(arg('--dir', 'dist'));
const withSandbox = args.includes('--sandbox');
const plainHost = args.includes('--plain');

/** The types of what a web app's public/ may hold, as static hosts send them. */
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.json': 'application/json',
  '.map': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.wasm': 'application/wasm',
};

const isFile = (path: string) => path.startsWith(dir) && existsSync(path) && statSync(path).isFile();
const isFolder = (path: string) => path.startsWith(dir) && existsSync(path) && statSync(path).isDirectory();

/** A path's percent-escapes read, or undefined for one that is not a character (/%E0%A4%A). */
function decoded(urlPath: string): string | undefined {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
}

/** The file that answers `urlPath`, the address a plain host redirects it to, or none for a bad path. */
function fileFor(urlPath: string): { file: string } | { redirect: string } | undefined {
  const path = decoded(urlPath);
  if (path === undefined) return undefined;
  const clean = normalize(path).replace(/^(\.\.[/\\])+/, '');
  const direct = join(dir, clean);
  if (isFile(direct)) return { file: direct };
  if (plainHost && isFolder(direct) && !urlPath.endsWith('/')) return { redirect: `${urlPath}/` };
  if (!plainHost && isFile(`${direct}.html`)) return { file: `${direct}.html` };
  if (isFile(join(direct, 'index.html'))) return { file: join(direct, 'index.html') };
  return { file: clean.startsWith('/promo') ? join(dir, 'promo', 'index.html') : join(dir, 'index.html') };
}

/** Each file's brotli, made once per version of it. */
const brotliCache = new Map<string, { mtime: number; body: Buffer }>();
function brotliOf(file: string): Buffer {
  const mtime = statSync(file).mtimeMs;
  const cached = brotliCache.get(file);
  if (cached?.mtime === mtime) return cached.body;
  const body = brotli(readFileSync(file));
  brotliCache.set(file, { mtime, body });
  return body;
}

function sendFile(req: IncomingMessage, res: ServerResponse, file: string) {
  const type = TYPES[extname(file)] ?? 'application/octet-stream';
  res.setHeader('Content-Type', type);
  res.setHeader(
    'Cache-Control',
    file.includes(`${join(dir, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  const compressible = /text|javascript|svg|json|xml/.test(type);
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (compressible && /\bbr\b/.test(accepted)) {
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Vary', 'Accept-Encoding');
    res.end(brotliOf(file));
  } else if (compressible && /\bgzip\b/.test(accepted)) {
    res.setHeader('Content-Encoding', 'gzip');
    res.setHeader('Vary', 'Accept-Encoding');
    createReadStream(file).pipe(createGzip()).pipe(res);
  } else {
    createReadStream(file).pipe(res);
  }
}

const sandbox = withSandbox ? (await import('./sandboxMiddleware.ts')).sandboxMiddleware : undefined;

createServer((req, res) => {
  res.setHeader('Content-Security-Policy', CONTRACT_CSP);
  // Glued to the origin, never resolved against it: an address such as "//" would read as another host.
  const url = new URL(`http://localhost${req.url ?? '/'}`);
  const serveStatic = () => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.statusCode = 405;
      res.end();
      return;
    }
    const found = fileFor(url.pathname);
    if (!found) {
      res.statusCode = 400;
      res.end();
    } else if ('redirect' in found) {
      res.statusCode = 301;
      res.setHeader('Location', `${found.redirect}${url.search}`);
      res.end();
    } else sendFile(req, res, found.file);
  };
  if (sandbox) {
    sandbox(req, res, serveStatic).catch((err: unknown) => {
      console.error(err);
      res.statusCode = 500;
      res.end();
    });
  } else serveStatic();
}).listen(port, host, () => {
  console.log(
    `serving ${dir} on http://${host}:${port}/${withSandbox ? ' with the sandbox API' : ''}${plainHost ? ' as a plain static host' : ''}`,
  );
});
