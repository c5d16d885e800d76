// The app's Vite plugins, in the order they run, for the dev server and the build alike (each plugin
// says whether it is for one of them only): vite.config.ts takes this list whole.
import react from '@vitejs/plugin-react';
import type { PluginOption } from 'vite';
import { chunkMapPlugin } from './chunkMapPlugin.ts';
import { foldRuntimePlugin } from './foldRuntimePlugin.ts';
import { reactRouterProductionPlugin } from './reactRouterProductionPlugin.ts';
import { rjsfUriPlugin } from './rjsfUriPlugin.ts';
import { routesPlugin } from './routesPlugin.ts';
import { sandboxPlugin } from './sandboxPlugin.ts';
import { schemasPlugin } from './schemasPlugin.ts';

export interface PluginsFor {
  command: 'serve' | 'build';
  /** The prerender's server build (tools/bundle/prerender.ts): no client chunks to fold or map. */
  isSsrBuild?: boolean;
  /** The project root, whose modules the chunk map names. */
  root: string;
}

export function appPlugins({ command, isSsrBuild, root }: PluginsFor): PluginOption[] {
  return [
    routesPlugin(),
    schemasPlugin(),
    rjsfUriPlugin(),
    reactRouterProductionPlugin(),
    react(),
    command === 'serve' ? sandboxPlugin() : null,
    isSsrBuild ? null : foldRuntimePlugin(),
    isSsrBuild ? null : chunkMapPlugin(root),
  ];
}
