// Where the build writes each prerendered page, in the shape static hosts serve without a redirect:
// `/bindBank` is dist/bindBank.html, which Cloudflare Pages and Netlify serve at /bindBank as it is, and
// nginx with `try_files $uri $uri.html …` (deploy/nginx.conf). A folder (dist/bindBank/index.html)
// would make every such host answer /bindBank with a redirect to /bindBank/ first: one round trip
// more on every open of an in-app page, before the first byte of its shell. The root page and the
// funnel's landing are the folders' own pages, at / and /promo/ as CONTRACT.md names them.
import { join } from 'node:path';

/** The file of the prerendered page at `path` (a route of the table, or /promo/ for the funnel). */
export function pageFile(dist: string, path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (pathname === '/' || pathname === '') return join(dist, 'index.html');
  if (pathname === '/promo' || pathname.startsWith('/promo/')) return join(dist, 'promo', 'index.html');
  return join(dist, `${pathname.replace(/\/$/, '')}.html`);
}
