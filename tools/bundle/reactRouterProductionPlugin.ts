// React Router 7 ships a production build (dist/production: its development warnings compiled out) but
// its package exports name only dist/development, so every bundler takes that one, warnings and all
// (https://github.com/remix-run/react-router/issues/14102, still open). The two builds differ in
// nothing else. Builds resolve to the production files; the dev server and Vitest keep the warnings.
import type { Plugin } from 'vite';

export function reactRouterProductionPlugin(): Plugin {
  return {
    name: 'lender-react-router-production',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!/^react-router(\/dom)?$/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') };
    },
  };
}
