// The team studio's page (studio/client/team/): built once by Vite into studio/dist/ when its
// sources are newer than the build, then served as static files beside the API. The page is a
// separate build from the borrower's app, so nothing of the studio reaches dist/.
import react from '@vitejs/plugin-react';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { build } from 'vite';
import { CHECKOUT } from './commandLine.ts';

/** The page's own folder, the build's root. */
const PAGE_ROOT = join(CHECKOUT, 'studio', 'client', 'team');
/** What the page is built from: its folder, and the studio's editor and wire beside it. */
const SOURCES = [join(CHECKOUT, 'studio', 'client'), join(CHECKOUT, 'studio', 'shared')];
/** Where the page is built to. */
export const UI_DIR = join(CHECKOUT, 'studio', 'dist');

const newest = (dir: string) =>
  Math.max(
    0,
    ...readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => statSync(join(dir, f)).mtimeMs),
  );

/** Builds the page unless the build is newer than every source file. Answers its folder. */
export async function buildUi(outDir = UI_DIR): Promise<string> {
  const index = join(outDir, 'index.html');
  if (existsSync(index) && statSync(index).mtimeMs > Math.max(...SOURCES.map(newest))) return outDir;
  await build({
    configFile: false,
    root: PAGE_ROOT,
    base: '/',
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      modulePreload: { polyfill: false },
      // A staff page on a desk: the form editor's script (RJSF and its validator, loaded when someone
      // edits) is near Vite's 500 kB warning, which is no warning worth printing here.
      chunkSizeWarningLimit: 2000,
    },
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/**
 * The page's own policy: its scripts, styles and requests, from its own origin only; frames only from
 * its own host, on whichever port serves a version of the app for review (previews.ts).
 */
const pageCsp = (hostname: string) =>
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; " +
  `frame-src http://${hostname}:* https://${hostname}:*; ` +
  "form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

const hostnameOf = (req: IncomingMessage) => new URL(`http://${req.headers.host ?? '127.0.0.1'}`).hostname;

/**
 * Answers a GET of the page (`/`) or one of its assets from `dir`; false for anything else, which the
 * API's router answers.
 */
export function serveUi(dir: string, req: IncomingMessage, res: ServerResponse): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const path = new URL(req.url ?? '/', 'http://studio.invalid').pathname;
  const file = path === '/' ? 'index.html' : /^\/assets\/[\w.-]+$/.test(path) ? normalize(path.slice(1)) : '';
  const full = file && join(dir, file);
  if (!full || !existsSync(full)) return false;
  res.setHeader('content-type', TYPES[extname(full)] ?? 'application/octet-stream');
  // Assets are named by their content; the page itself is read anew, so a rebuild reaches everyone.
  res.setHeader('cache-control', file === 'index.html' ? 'no-store' : 'public, max-age=31536000, immutable');
  res.setHeader('content-security-policy', pageCsp(hostnameOf(req)));
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('x-frame-options', 'DENY');
  res.end(req.method === 'HEAD' ? undefined : readFileSync(full));
  return true;
}
