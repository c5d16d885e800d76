// `npm start` only: answers API calls from the sandbox, so every screen works with no backend.
import type { Plugin } from 'vite';

export function sandboxPlugin(): Plugin {
  return {
    name: 'lender-sandbox',
    configureServer(server) {
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
