// Writes .vite/chunks.json beside Vite's manifest: for every chunk of the client build, its file, the
// chunks it imports, its stylesheets and the source modules it holds. Vite's manifest names a module
// only when it is the entry of its own chunk; a screen grouped into an area chunk (chunkGroups.ts)
// is not, and tools/bundle/prerender.ts needs to know which chunks and stylesheets each in-app page preloads.
import type { Plugin } from 'vite';
import { relative } from 'node:path';

export interface ChunkRecord {
  file: string;
  imports: string[];
  css: string[];
  modules: string[];
}

export function chunkMapPlugin(root: string): Plugin {
  return {
    name: 'lender-chunk-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks: ChunkRecord[] = [];
      for (const out of Object.values(bundle)) {
        if (out.type !== 'chunk') continue;
        chunks.push({
          file: out.fileName,
          imports: out.imports,
          css: [...(out.viteMetadata?.importedCss ?? [])],
          modules: Object.keys(out.modules)
            .filter((id) => !id.startsWith('\0'))
            .map((id) => relative(root, id).replace(/\\/g, '/')),
        });
      }
      this.emitFile({ type: 'asset', fileName: '.vite/chunks.json', source: JSON.stringify(chunks) });
    },
  };
}
