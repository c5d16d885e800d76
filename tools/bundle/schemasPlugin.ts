// Turns staff-edited data into code at build time, so the browser never compiles a schema (the
// strict CSP forbids eval) and never parses Markdown:
//   virtual:api-check/<$id>         for one schema of schemas/api/: its ajv standalone validator
//                                   (`validate`, compiled without the schema's notes: gen/schemaAnnotations.ts)
//                                   and the schema cut to its structure (`shape`), to read
//                                   PHP-style empties. One module per schema, so a page loads only the
//                                   checks of the answers it reads
//   virtual:api-checks              every schema's `$id` → a loader of its virtual:api-check module
//   virtual:screen-meta/<screen>    a screen file's title, texts, messages and opening request (`open`, `opens`)
//                                   alone: what the route table reads, without the rest of the file
//   virtual:form-validator/<screen> RJSF precompiled validator functions for a screen's form
//   virtual:content/<name>          content/<name>.md as HTML with {placeholders} filled
// Schema files themselves are imported with their small public SVGs inlined (inlinePublicSvg.ts).
// It also refuses to build, and the dev server shows Vite's error overlay instead of the page, while
// tools/check/checkSchemas.ts finds a mistake. Screen files are served with their {limits.…} filled in and
// their phone fields following the one mobile-number rule of app.json (tools/staff/mobileNumber.ts).
import type { EnvironmentModuleGraph, Plugin } from 'vite';
import { join, relative, resolve } from 'node:path';
import { checkFailed } from '../check/checkSchemas.ts';
import { dataFiles, readJson, root } from '../staff/schemaFiles.ts';
import { themeMeta, themeStylesheet, type ThemeConfig } from '../staff/theme.ts';
import { serveBrandSvgs, writeBrandSvgs } from './brandSvgFiles.ts';
import { inlinePublicSvgs } from './inlinePublicSvg.ts';
import { inPlaceUpdate } from './inPlaceUpdate.ts';
import { generatedModule, PREFIX, RESOLVED, runtimeHelperImports, served } from './schemaModules.ts';
import { overlayError, staffCheckState } from './staffCheckState.ts';

export { served } from './schemaModules.ts';

/**
 * In the dev server, an edit of a schema or a Markdown text regenerates what was made from it
 * (validators, compiled content) and reloads the page, so staff see their change at once; an edit
 * with a mistake shows the mistake in the browser's error overlay instead of leaving the old page.
 * Vite calls hotUpdate once for each of its environments (the browser's, and the server's that runs
 * the sandbox): the browser's checks and reloads, each invalidates its own modules. The studio's
 * preview (studio/) is given only drafts its own check passed, so it does not check them again, and
 * it updates its frames in place where it can (inPlaceUpdate), as a keystroke must show within a second.
 *
 * `root` points the plugin at a copy of the project's schemas/, content/ and public/ (the staff edit
 * drill): imports of schema and content files are then served from the copy.
 */
export function schemasPlugin(options: { root?: string } = {}): Plugin {
  const base = options.root ?? root;
  const schemasDir = join(base, 'schemas');
  const contentDir = join(base, 'content');
  const check = staffCheckState(base);
  let serving = false;
  const theme = () => readJson(join(schemasDir, 'app.json')) as ThemeConfig;
  let outDir = '';
  /** The code each generated module was last served with, to tell which modules an edit changes. */
  const servedCode = new Map<string, string>();
  const generated = (name: string) => generatedModule(base, name);
  return {
    name: 'lender-schemas',
    enforce: 'pre',
    config(_config, { command }) {
      // Vitest runs the modules in Node and pre-bundles nothing for a browser.
      if (command !== 'serve' || process.env.VITEST) return;
      return { optimizeDeps: { include: runtimeHelperImports(base) } };
    },
    configResolved(config) {
      serving = config.command === 'serve';
      outDir = resolve(config.root, config.build.outDir);
    },
    // Theme at build time: the HTML's theme-color meta, the :root colours in the shared stylesheet
    // and the brand-coloured public SVGs all carry the configured colours before any script runs.
    transformIndexHtml: (html) => themeMeta(html, theme()),
    configureServer(server) {
      server.middlewares.use(serveBrandSvgs(base, theme));
    },
    writeBundle() {
      if (!serving) writeBrandSvgs(base, outDir, theme());
    },
    buildStart() {
      const problems = check.atStart();
      if (problems.length) {
        // The dev server keeps running so the overlay can show the mistake and clear once it is fixed.
        if (serving) this.warn(checkFailed(problems));
        else this.error(checkFailed(problems));
      }
      for (const f of dataFiles(base)) this.addWatchFile(f.path);
    },
    async resolveId(id, importer, resolveOptions) {
      if (id.startsWith(PREFIX)) return RESOLVED + id.slice(PREFIX.length);
      if (base === root || !/schemas\/|content\//.test(id)) return null;
      const resolved = await this.resolve(id, importer, { ...resolveOptions, skipSelf: true });
      const copy = resolved && copyOf(base, resolved.id);
      return copy ? { ...resolved, id: copy } : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const code = generated(id.slice(RESOLVED.length));
      if (code !== null) servedCode.set(id, code);
      return code;
    },
    async hotUpdate({ file, server, modules }) {
      if (!file.startsWith(schemasDir) && !file.startsWith(contentDir)) return;
      const browser = this.environment.name === 'client';
      const graph = this.environment.moduleGraph;
      if (browser && process.env.STUDIO_PREVIEW) {
        const update = inPlaceUpdate(base, file, graph, servedCode, generated);
        if (update) return [...modules, ...update];
      }
      if (browser && !process.env.STUDIO_PREVIEW && (await check.showsMistakeAfterEdit(server))) return [];
      invalidateStaffModules(graph, join(schemasDir, 'screens'));
      if (browser) server.ws.send({ type: 'full-reload' });
      return [];
    },
    transform(code, id) {
      if (id.split('?')[0] === join(root, 'src/styles.css'))
        return { code: themeStylesheet(code, theme()), map: null };
      if (!id.startsWith(schemasDir) || !id.endsWith('.json')) return null;
      // A page opened (or reloaded) while a mistake stands gets the overlay, not a half-broken page.
      if (serving && check.current().length) this.error(overlayError(check.current(), base));
      const data = id.startsWith(join(schemasDir, 'screens'))
        ? served(base, JSON.parse(code))
        : JSON.parse(code);
      return { code: JSON.stringify(inlinePublicSvgs(data)), map: null };
    },
  };
}

/** The drill's copy of a file of the project's schemas/ or content/, or undefined for any other file. */
function copyOf(base: string, id: string): string | undefined {
  return base !== root && (id.startsWith(join(root, 'schemas')) || id.startsWith(join(root, 'content')))
    ? join(base, relative(root, id))
    : undefined;
}

/**
 * Every generated module and screen file, made again on the next request. Screen files are served
 * with app.json's mobile-number rule in them, so an edit of app.json changes them too.
 */
function invalidateStaffModules(graph: EnvironmentModuleGraph, screensDir: string) {
  for (const mod of graph.idToModuleMap.values())
    if (mod.id?.startsWith(RESOLVED) || mod.id?.startsWith(screensDir)) graph.invalidateModule(mod);
}
