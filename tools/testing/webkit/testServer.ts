// The production build as the WebKit tests and `npm run shots` see it: tools/serve/serve.ts --sandbox (the
// CONTRACT.md CSP, the sandbox API) behind a small same-origin proxy that, for tests only, puts
// tools/testing/webkit/collect.js first in every HTML page. Classic WebDriver cannot run a script before a page
// loads, and the CSP allows only same-origin scripts, so this is how WebKit reports script errors and
// layout timings. The proxy also logs API requests (GET /__webkit-test/requests) because WebDriver
// cannot watch the network. Nothing of this reaches dist/.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startServer } from '../spawnServer.ts';

const HOOK = '/__webkit-test/';

const here = import.meta.dirname;

export interface LoggedRequest {
  method: string;
  url: string;
  body: string;
}

interface TestServer {
  url: string;
  close: () => Promise<void>;
}

interface Options {
  port: number;
  /** Gives both engines the same font (DejaVu Sans) so their boxes can be compared; the product keeps its own. */
  parityFont: boolean;
}

// An installed face (fonts-dejavu-core comes with fontconfig on Debian), named directly: a web font
// would arrive after the first paint and move text, which the layout checks would then blame on the page.
// The product's own stack is on the root, antd-mobile's on the body. Kerning and ligatures are off
// because the engines place kerned glyphs with different sub-pixel rounding (WebKitGTK rounds advances,
// Chromium keeps fractions), enough for a long paragraph to wrap one word differently.
const PARITY_CSS = `:root, body { font-family: 'DejaVu Sans', sans-serif !important; }
:root { --adm-font-family: 'DejaVu Sans', sans-serif !important; }
* { font-kerning: none !important; font-variant-ligatures: none !important; }
`;

/** A page that shows an address in a 320-px frame: MiniBrowser's window cannot be narrower than 334 px. */
function narrowFrame(address: string): string {
  const src = address.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  return `<!doctype html><meta charset="utf-8"><style>body{margin:0}iframe{display:block;border:0;width:320px;height:844px}</style><iframe src="${src}"></iframe>`;
}

function hookAnswer(url: URL, log: LoggedRequest[]): { type: string; body: string | Buffer } | undefined {
  const name = url.pathname.slice(HOOK.length);
  if (name === 'narrow.html')
    return { type: 'text/html; charset=utf-8', body: narrowFrame(url.searchParams.get('src') ?? '/') };
  if (name === 'collect.js')
    return { type: 'text/javascript; charset=utf-8', body: readFileSync(join(here, 'collect.js')) };
  if (name === 'parity.css') return { type: 'text/css; charset=utf-8', body: PARITY_CSS };
  if (name === 'requests') return { type: 'application/json', body: JSON.stringify(log) };
  return undefined;
}

function inject(html: string, parityFont: boolean): string {
  const tags =
    `<script src="${HOOK}collect.js"></script>` +
    (parityFont ? `<link rel="stylesheet" href="${HOOK}parity.css">` : '');
  return html.replace(/<head[^>]*>/i, (head) => head + tags);
}

export async function startTestServer({ port, parityFont }: Options): Promise<TestServer> {
  const innerPort = port + 1;
  const inner = await startServer(innerPort, 'dist', true);
  const log: LoggedRequest[] = [];

  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    if (path.startsWith(HOOK)) {
      if (req.method === 'DELETE') {
        log.length = 0;
        res.end();
        return;
      }
      const answer = hookAnswer(new URL(req.url ?? '/', 'http://localhost'), log);
      res.statusCode = answer ? 200 : 404;
      if (answer) res.setHeader('Content-Type', answer.type);
      res.end(answer?.body);
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (/^\/(tender|api|promotion)\//.test(path))
        log.push({ method: req.method ?? 'GET', url: req.url ?? '/', body: body.toString('latin1') });
      // Without accept-encoding the inner server answers plain text, which the proxy can edit.
      const headers = { ...req.headers };
      delete headers['accept-encoding'];
      const upstream = httpRequest(
        { host: '127.0.0.1', port: innerPort, method: req.method, path: req.url, headers },
        (answer) => {
          const type = String(answer.headers['content-type'] ?? '');
          if (!type.startsWith('text/html')) {
            res.writeHead(answer.statusCode ?? 502, answer.headers);
            answer.pipe(res);
            return;
          }
          const parts: Buffer[] = [];
          answer.on('data', (c: Buffer) => parts.push(c));
          answer.on('end', () => {
            const html = inject(Buffer.concat(parts).toString('utf8'), parityFont);
            const out = { ...answer.headers };
            delete out['content-length'];
            res.writeHead(answer.statusCode ?? 200, out);
            res.end(html);
          });
        },
      );
      upstream.on('error', () => {
        res.statusCode = 502;
        res.end();
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      const closed = new Promise<void>((done) => server.close(() => done()));
      server.closeAllConnections();
      await closed;
      inner.stop();
    },
  };
}
