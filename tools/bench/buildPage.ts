// Builds one of the benchmarks' comparison pages (a folder of tools/bench/ with an index.html) with
// plain Vite and React, outside the app's configuration, into node_modules/.cache/bench-<name>. It takes
// React Router's production files as the app's build does, so a floor weighs what the app would.
import react from '@vitejs/plugin-react';
import { build } from 'vite';
import { join } from 'node:path';
import { root } from '../staff/schemaFiles.ts';
import { reactRouterProductionPlugin } from '../bundle/reactRouterProductionPlugin.ts';

/** Builds tools/bench/<name> as one chunk (the pages measure rendering or size, not loading); returns its folder. */
export async function buildBenchPage(name: string): Promise<string> {
  const outDir = join(root, 'node_modules', '.cache', `bench-${name}`);
  await build({
    configFile: false,
    root: join(root, 'tools', 'bench', name),
    base: '/',
    logLevel: 'warn',
    plugins: [reactRouterProductionPlugin(), react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2020',
      chunkSizeWarningLimit: 2048,
      modulePreload: { polyfill: false },
    },
  });
  return outDir;
}
