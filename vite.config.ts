/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { resolve } from 'node:path';
import { schemasPlugin } from './tools/vite-plugin-schemas.ts';
import { sandboxPlugin } from './tools/vite-plugin-sandbox.ts';
import { drillProject } from './tools/drill-project.ts';

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [schemasPlugin(), react(), command === 'serve' ? sandboxPlugin() : null],
  resolve: {
    alias: {
      // @rjsf/core renders descriptions through markdown-to-jsx; our descriptions are plain text.
      'markdown-to-jsx/react': resolve(import.meta.dirname, 'src/runtime/form/plainMarkdown.tsx'),
    },
  },
  build: {
    target: 'es2020',
    // Every browser the app runs in (WKWebView of iOS 17+, current Chromium) preloads modules itself;
    // the polyfill would be one more script request on every page.
    modulePreload: { polyfill: false },
    // Read by tools/prerender.ts to put lazy screens' CSS into prerendered pages, then removed.
    manifest: !isSsrBuild,
    rollupOptions: isSsrBuild
      ? {}
      : {
          input: {
            main: resolve(import.meta.dirname, 'index.html'),
            promo: resolve(import.meta.dirname, 'promo/index.html'),
            // Put on prerendered pages by tools/prerender.ts, in place of their entry.
            boot: resolve(import.meta.dirname, 'src/app/boot.ts'),
            // What boot starts on the prerendered company-site pages.
            site: resolve(import.meta.dirname, 'src/app/site.tsx'),
          },
          output: {
            // Libraries in a few chunks rather than a chain of tiny modules (issue 10): React on every
            // page, and antd-mobile with everything it uses on the in-app pages.
            codeSplitting: {
              groups: [
                {
                  name: 'react',
                  test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
                  priority: 20,
                },
                { name: 'antd', test: /[\\/]node_modules[\\/]antd-mobile[\\/]/, priority: 10 },
              ],
            },
          },
        },
  },
  // The prerender build (tools/prerender.ts) bundles everything, CSS imports of antd-mobile included.
  ssr: { noExternal: true },
  test: {
    environment: 'jsdom',
    globals: false,
    setupFiles: ['tests/setup.ts'],
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/component/**/*.test.{ts,tsx}'],
    testTimeout: 20000,
    css: false,
    // The staff edit drill runs a few suites again on an edited copy of the schemas (tools/drill-project.ts).
    projects: [{ extends: true, test: { name: 'app' } }, drillProject()],
  },
}));
