// Folds rolldown's runtime helpers (__toESM, __commonJS, __exportAll…) into the `base` chunk.
//
// Rolldown keeps its runtime module in a chunk of its own (0.4 KB gz) whenever more than one chunk
// needs it, and never into a chunk of chunkGroups.ts's groups: every React-using chunk calls __toESM,
// so every page paid one script request for it. Every entry and every chunk that uses the helpers
// already imports `base` (React lives there), so `base` can carry them: it runs the runtime's code
// first and exports each helper under a name of its own, and every other chunk imports them from
// `base` instead. Chunk names stay sound: each consumer's hash was computed while it named the
// runtime chunk's hashed file, so a runtime that changes still renames every chunk that uses it.
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

const EXPORT_PREFIX = '__rolldown_';

const importClause = (file: string) =>
  new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']\\./${escape(basename(file))}["'];?`, 'g');
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const basename = (file: string) => file.slice(file.lastIndexOf('/') + 1);

/** `i as e, t` → [['i', 'e'], ['t', 't']]: the runtime's export name and the local name. */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      const [name, local = name] = part.split(/\s+as\s+/) as [string, string?];
      return [name, local];
    });
}

function isRuntime(chunk: OutputChunk): boolean {
  return chunk.moduleIds.length === 1 && chunk.moduleIds[0] === '\0rolldown/runtime.js';
}

export function foldRuntimePlugin(host = 'base'): Plugin {
  return {
    name: 'lender-fold-runtime',
    apply: 'build',
    // Before Vite writes the HTML, the manifest and the preload lists from each chunk's imports.
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((out): out is OutputChunk => out.type === 'chunk');
      const runtime = chunks.find(isRuntime);
      if (!runtime) return;
      const target = chunks.find((chunk) => chunk.name === host && !chunk.isDynamicEntry);
      if (!target) this.error(`no chunk named '${host}' to fold rolldown's runtime into`);
      const exported = /export\s*\{([^}]*)\}\s*;?\s*$/.exec(runtime.code);
      if (!exported) this.error(`rolldown's runtime chunk ${runtime.fileName} ends in no export list`);
      const helpers = specifiers(exported[1] as string).map(([local, name]) => ({ local, name }));
      const body = runtime.code.slice(0, exported.index);
      const pattern = importClause(runtime.fileName);

      // In the host: the runtime's code in a closure of its own, so its minified names cannot meet
      // the host's, then the host's own imports of it as constants, and every helper exported.
      const own = [...target.code.matchAll(pattern)];
      const hostBindings = own.flatMap((match) => specifiers(match[1] as string));
      const table = `${EXPORT_PREFIX}runtime`;
      const declarations = [
        `${table}=(()=>{${body};return{${helpers.map(({ local, name }) => `${name}:${local}`).join(',')}}})()`,
        ...helpers.map(({ name }) => `${EXPORT_PREFIX}${name}=${table}.${name}`),
        ...hostBindings.map(([name, local]) => `${local}=${EXPORT_PREFIX}${name}`),
      ];
      target.code =
        `const ${declarations.join(',')};` +
        target.code.replace(pattern, '') +
        `export{${helpers.map(({ name }) => `${EXPORT_PREFIX}${name}`).join(',')}};`;

      const hostPath = `./${basename(target.fileName)}`;
      for (const chunk of chunks) {
        if (chunk === runtime || !chunk.imports.includes(runtime.fileName)) continue;
        if (chunk !== target)
          chunk.code = chunk.code.replace(
            pattern,
            (_all, list: string) =>
              `import{${specifiers(list)
                .map(([name, local]) => `${EXPORT_PREFIX}${name} as ${local}`)
                .join(',')}}from"${hostPath}";`,
          );
        chunk.imports = chunk.imports.filter((file) => file !== runtime.fileName);
        if (chunk !== target && !chunk.imports.includes(target.fileName))
          chunk.imports.unshift(target.fileName);
      }
      // Vite writes its preload lists after this hook; should one already name the runtime's file, the
      // host stands in for it.
      for (const chunk of chunks) {
        chunk.code = chunk.code.split(`"${runtime.fileName}"`).join(`"${target.fileName}"`);
        if (chunk !== runtime && chunk.code.includes(basename(runtime.fileName)))
          this.error(`${chunk.fileName} still names ${runtime.fileName} in a way this fold does not rewrite`);
      }
      delete bundle[runtime.fileName];
    },
  };
}
