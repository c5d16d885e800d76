// `npm start` only: answers API calls from the sandbox, so every screen works with no backend, and
// serves the state gallery at /gallery (tools/serve/gallery.ts).
import type { Plugin } from 'vite';
import { galleryPage } from '../serve/gallery.ts';

export function sandboxPlugin(): Plugin {
  return {
    name: 'lender-sandbox',
    configureServer(server) {
      server.middlewares.use('/gallery', (req, res, next) => {
        const url = new URL(req.url || '/', 'http://gallery');
        if (url.pathname !== '/') return next();
        // Imported with the config, not through Vite's SSR loader: that inlines every package
        // (`ssr.noExternal` in vite.config.ts), and the check's CommonJS ones (ajv) cannot run so.
        // The scenario and schema files are read afresh on each load.
        try {
          const html = galleryPage(req.headers.host, undefined, url.searchParams.get('file') ?? undefined);
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(html);
        } catch (err) {
          next(err);
        }
      });
      server.middlewares.use((req, res, next) => {
        // Loaded through Vite so the handlers are TypeScript and reload on change.
        server
          .ssrLoadModule('/tools/serve/sandboxMiddleware.ts')
          .then((m) =>
            (m as typeof import('../serve/sandboxMiddleware.ts')).sandboxMiddleware(req, res, next),
          )
          .catch(next);
      });
    },
  };
}
