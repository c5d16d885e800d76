/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { BUILD_TARGET } from './tools/bundle/buildTarget.ts';
import { chunkGroups } from './tools/bundle/chunkGroups.ts';
import { appPlugins } from './tools/bundle/plugins.ts';
import { drillProject } from './tools/testing/drill/drillProject.ts';
import { studioPlugin } from './studio/server/plugin.ts';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    ...appPlugins({ command, isSsrBuild, root: import.meta.dirname }),
    // The staff studio (/studio, studio/): the dev server only, and not in the studio's own preview server.
    command === 'serve' && !process.env.STUDIO_PREVIEW ? studioPlugin() : null,
  ],
  resolve: {
    alias: {
      // @rjsf/core renders descriptions through markdown-to-jsx; our descriptions are plain text.
      'markdown-to-jsx/react': resolve(import.meta.dirname, 'src/runtime/form/plainMarkdown.tsx'),
    },
  },
  build: {
    target: BUILD_TARGET,
    // Every browser the app runs in (WKWebView of iOS 17+, current Chromium) preloads modules itself;
    // the polyfill would be one more script request on every page.
    modulePreload: { polyfill: false },
    // Read by tools/bundle/prerender.ts to put lazy screens' CSS into prerendered pages, then removed.
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: {
            main: resolve(import.meta.dirname, 'index.html'),
            promo: resolve(import.meta.dirname, 'promo/index.html'),
            // What boot starts on the prerendered company-site pages.
            site: resolve(import.meta.dirname, 'src/app/site.tsx'),
          },
          output: {
            // A short critical chain: an in-app page loads its entry, `base`, `shared`,
            // `runtime` and its area's chunk, not a chain of tiny modules (tools/bundle/chunkGroups.ts).
            codeSplitting: { groups: chunkGroups },
          },
        },
  },
  // The prerender build (tools/bundle/prerender.ts) bundles everything, CSS imports of antd-mobile included.
  ssr: { noExternal: true },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['tests/setup.ts'],
    include: [
      'tests/unit/**/*.test.{ts,tsx}',
      'tests/component/**/*.test.{ts,tsx}',
      'tests/studio/**/*.test.{ts,tsx}',
    ],
    testTimeout: 20000,
    // Vitest leaves a core to its main process by default (one worker on a 2-core machine), where that
    // process mostly waits: a worker per core runs the suites in about two thirds of the time.
    maxWorkers: availableParallelism(),
    css: false,
    // The staff edit drill runs a few suites again on an edited copy of the schemas (tools/testing/drill/drillProject.ts).
    projects: [{ extends: true, test: { name: 'app' } }, drillProject()],
  },
}));
