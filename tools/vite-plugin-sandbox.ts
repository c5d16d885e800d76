// `npm start` only: answers API calls from the sandbox, so every screen works with no backend, and
// serves the state gallery at /gallery (tools/gallery.ts).
import type { Plugin } from 'vite';

export function sandboxPlugin(): Plugin {
  return {
    name: 'lender-sandbox',
    configureServer(server) {
      server.middlewares.use('/gallery', (req, res, next) => {
        if (req.url !== '/' && req.url !== '') return next();
        Promise.all([
          server.ssrLoadModule('/src/sandbox/scenarios.ts'),
          server.ssrLoadModule('/tools/gallery.ts'),
        ])
          .then(([s, g]) => {
            const { scenarios } = s as typeof import('../src/sandbox/scenarios.ts');
            const { galleryHtml } = g as typeof import('./gallery.ts');
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(galleryHtml(scenarios()));
          })
          .catch(next);
      });
      server.middlewares.use((req, res, next) => {
        // Loaded through Vite so the handlers are TypeScript and reload on change.
        server
          .ssrLoadModule('/tools/sandbox-middleware.ts')
          .then((m) => (m as typeof import('./sandbox-middleware.ts')).sandboxMiddleware(req, res, next))
          .catch(next);
      });
    },
  };
}
