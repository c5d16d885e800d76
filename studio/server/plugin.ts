/**
 * How the studio works (`npm start`, then http://127.0.0.1:5173/studio):
 *
 * - This plugin exists only in the dev server (`apply: 'serve'`; vite.config.ts leaves it out of a
 *   build and out of the preview server below), and answers only requests from this machine.
 * - GET /studio is the page of the browser side (studio/client/main.tsx, served by this same
 *   dev server with the app's own form theme). Everything else it asks goes to /studio/api/ (api.ts;
 *   each route's handler is in routes.ts, its shapes in studio/shared/protocol.ts).
 * - On the first request the studio copies the project twice (copies.ts): a check copy of the staff
 *   files and a preview copy that a second Vite dev server (a process of its own, closed with this
 *   one) serves on 127.0.0.1 at a free port; the frames of the page open the preview server, so they
 *   run the app's real runtime and sandbox.
 * - A keystroke sends the draft (POST /studio/api/draft, drafts.ts): the staff-file check of
 *   `npm run check:schemas` runs on the check copy; with no mistake the draft goes into the preview
 *   copy, where Vite updates the frames' pages in place (tools/bundle/schemasPlugin.ts says when it
 *   reloads them instead); with one, the frames keep the last good version and the
 *   check's sentences come back to show beside their fields. The real files are untouched.
 * - Saving (POST /studio/api/save) writes the text the form made with patchJson (shared/jsonPatch.ts, only
 *   the changed lines), only into schemas/ and content/, only when the check passes; the changes
 *   review compares with the last commit (changes.ts); hand-over commits on a new branch (handover.ts).
 */
import type { Plugin } from 'vite';
import { API as API_ROOT } from '../shared/protocol.ts';
import { answer } from './api.ts';
import { isLocal } from './http.ts';
import { Studio } from './studio.ts';

const API = `${API_ROOT}/`;

/** The studio page: the browser side's module, with Vite's own preamble added by the dev server. */
const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Studio</title>
  </head>
  <body>
    <div id="studio"></div>
    <script type="module" src="/studio/client/main.tsx"></script>
  </body>
</html>
`;

export function studioPlugin(options: { root?: string } = {}): Plugin {
  let studio: Studio | undefined;
  return {
    name: 'lender-studio',
    apply: 'serve',
    configureServer(server) {
      const root = options.root ?? server.config.root;
      // Made on the first request, so `npm start` costs nothing until someone opens the studio.
      const open = () => (studio ??= new Studio({ root }));
      server.httpServer?.once('close', () => void studio?.close());
      server.middlewares.use((req, res, next) => {
        const path = (req.url ?? '').split('?')[0] ?? '';
        if (path !== '/studio' && path !== '/studio/' && !path.startsWith(API)) return next();
        if (!isLocal(req)) {
          res.statusCode = 403;
          res.end('The studio answers this machine only.');
          return;
        }
        if (path.startsWith(API)) {
          answer(open(), req, res, path.slice(API.length)).catch(next);
          return;
        }
        const current = open();
        // The preview server starts now, while the page loads, rather than at its first question.
        current
          .previewOrigin()
          .catch((err: unknown) => server.config.logger.error(`studio preview: ${String(err)}`));
        server
          .transformIndexHtml(req.url ?? '/studio', PAGE)
          .then((html) => {
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(html);
          })
          .catch(next);
      });
    },
  };
}
