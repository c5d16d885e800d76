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
import type { EnvironmentModuleGraph, EnvironmentModuleNode, Plugin } from 'vite';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { dataFiles, isScenarioFile, readJson, root } from '../staff/schemaFiles.ts';
import { compileContent } from '../staff/contentCompiler.ts';
import { checkFailed, checkSchemas, mistakes, type Problem } from '../check/checkSchemas.ts';
import { withLimits } from '../staff/limits.ts';
import { mobileNumberOf, withMobileNumber } from '../staff/mobileNumber.ts';
import { brandSvgs, recolorSvg, themeMeta, themeStylesheet, type ThemeConfig } from '../staff/theme.ts';
import { inlinePublicSvgs } from './inlinePublicSvg.ts';
import { mapValues, withoutAnnotations } from '../gen/schemaAnnotations.ts';
import type { Opening } from '../../src/config/generated/screen.ts';

/**
 * Ajv's standalone code still `require`s its small runtime helpers (ucs2length for minLength and
 * maxLength, equal, …) even with `esm: true`. The production bundler turns that into an import, but
 * the dev server hands the module to the browser as it is, where `require` does not exist. So each
 * `require("…").default` becomes an import. The helpers are CommonJS, and the bundler's default import
 * of one is the helper while the dev server's is the whole exports object: the code takes `.default`
 * where there is one.
 */
function withRuntimeImports(code: string): string {
  const imports = new Map<string, string>();
  const body = code.replace(/require\("(ajv\/dist\/runtime\/[\w-]+)"\)\.default/g, (_, module: string) => {
    const name = imports.get(module) ?? `ajvRuntime${imports.size}`;
    imports.set(module, name);
    return `(${name}.default ?? ${name})`;
  });
  const left = /require\([^)]*\)/.exec(body);
  if (left)
    throw new Error(`generated validator code still calls ${left[0]}: import it in withRuntimeImports`);
  const head = [...imports].map(([module, name]) => `import ${name} from "${module}.js";`);
  return [...head, body].join('\n');
}

const PREFIX = 'virtual:';
const RESOLVED = '\0virtual:';

const apiSchemas = (base: string) =>
  dataFiles(base)
    .filter((d) => d.meta === 'api.schema.json')
    .map((f) => readJson(f.path) as { $id: string });

/** One schema's validator and structure; every schema file is compiled on its own. */
function apiCheckCode(base: string, id: string): string {
  const schema = apiSchemas(base).find((s) => s.$id === id);
  if (!schema) throw new Error(`schemas/api/ has no schema with $id ${id}`);
  const ajv = new Ajv({ code: { source: true, esm: true }, strict: false, allErrors: true });
  ajv.addSchema(withoutAnnotations(schema) as object);
  const validator = withRuntimeImports(standaloneCode(ajv, { validate: id }));
  return `${validator}\nexport const shape = ${JSON.stringify(structureOf(schema))};`;
}

function apiChecksCode(base: string): string {
  const loaders = apiSchemas(base).map(
    (s) => `  ${JSON.stringify(s.$id)}: () => import(${JSON.stringify(`${PREFIX}api-check/${s.$id}`)}),`,
  );
  return `export const checks = {\n${loaders.join('\n')}\n};`;
}

/** The keywords that say where a value sits and whether it must be there; the rest is validation only. */
const STRUCTURE = new Set(['type', 'properties', 'required', 'items', 'definitions', '$ref', 'allOf']);

function structureOf(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(structureOf);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).flatMap(([key, value]) =>
      STRUCTURE.has(key)
        ? [
            [
              key,
              key === 'properties' || key === 'definitions'
                ? mapValues(value, structureOf)
                : structureOf(value),
            ],
          ]
        : [],
    ),
  );
}

/**
 * The route table names every screen's title and opening request. A screen file imported there is
 * shared with the screen's own chunk, so the whole file would sit in the entry; this module holds
 * only the keys the table reads.
 */
function screenMetaCode(base: string, screen: string): string {
  const data = withLimits(readJson(join(base, 'schemas', 'screens', `${screen}.json`))) as ScreenMetaSource;
  const meta = { ...data, texts: openingTexts(data) };
  return (['title', 'texts', 'messages', 'open', 'opens'] as const)
    .map((key) => `export const ${key} = ${JSON.stringify(meta[key]) ?? 'undefined'};`)
    .join('\n');
}

interface ScreenMetaSource {
  title?: string;
  texts?: Record<string, string>;
  messages?: Record<string, string>;
  open?: Opening;
  opens?: Record<string, Opening>;
}

/**
 * The texts a page's skeleton and opening views say (src/runtime/opening/views.tsx): the failure's,
 * the missing-parameter page's and a variant page's title, and none of the screen's other words, so
 * the route table's chunk stays small and a change of any other text is not a change of the table.
 */
function openingTexts(data: ScreenMetaSource): Record<string, string> | undefined {
  if (!data.texts) return undefined;
  const openings = [data.open, ...Object.values(data.opens ?? {})].filter((o) => o !== undefined);
  const keys = new Set([
    'loadFailed',
    ...Object.keys(data.opens ?? {}).map((variant) => `${variant}Title`),
    ...openings.flatMap((o) => [
      o.missingText,
      o.missingLink?.text,
      ...Object.values(o.failureMessages ?? {}),
    ]),
  ]);
  return Object.fromEntries(Object.entries(data.texts).filter(([key]) => keys.has(key)));
}

/** A screen file's data as the app reads it: limits and the mobile-number rule written out. */
export function served(base: string, screen: unknown): unknown {
  return withMobileNumber(withLimits(screen), mobileNumberOf(readJson(join(base, 'schemas', 'app.json'))));
}

function formValidatorCode(base: string, screen: string): string {
  const data = served(base, readJson(join(base, 'schemas', 'screens', `${screen}.json`))) as {
    form?: { schema?: object };
  };
  if (!data.form?.schema) throw new Error(`schemas/screens/${screen}.json has no form.schema`);
  return withRuntimeImports(
    compileSchemaValidatorsCode(data.form.schema as never, {
      ajvOptionsOverrides: { code: { esm: true, source: true } },
    }),
  );
}

/**
 * The Ajv runtime helpers that the generated validators import, found by generating every one of them.
 * The dev server's dependency scan cannot see into virtual modules, so without this it met
 * `ajv/dist/runtime/ucs2length.js` only when a screen asked for it, bundled the dependencies a second
 * time and reloaded the page (a fresh `npm start`: /loanDetails blank for 10 s, then a reload).
 */
function runtimeHelperImports(base: string): string[] {
  const forms = dataFiles(base)
    .filter((f) => f.meta === 'screen.schema.json')
    .filter((f) => (readJson(f.path) as { form?: { schema?: object } }).form?.schema)
    .map((f) => formValidatorCode(base, f.name));
  const helpers = new Set<string>();
  const checks = apiSchemas(base).map((s) => apiCheckCode(base, s.$id));
  for (const code of [...checks, ...forms])
    for (const m of code.matchAll(/^import \w+ from "(ajv\/dist\/runtime\/[\w-]+\.js)";$/gm))
      helpers.add(m[1]!);
  return [...helpers].sort();
}

/**
 * How long the dev server looks again before it shows a mistake. An editor's save empties the file and
 * then writes it, and the watcher can report the file in between (empty: "not valid JSON") and not
 * report the write, which leaves the same modification time: the overlay would stay on a file that is
 * fine until the next save. A moment later the save is whole.
 */
const SAVE_SETTLE_MS = 150;

/** Vite's overlay payload: the first mistake's place, every mistake in the message. */
function overlayError(problems: Problem[], base: string) {
  const first = problems[0] as Problem;
  return {
    message: checkFailed(problems),
    stack: '',
    plugin: 'lender-schemas',
    id: join(base, first.file),
    loc: { file: join(base, first.file), line: first.line, column: first.col },
  };
}

/**
 * `root` points the plugin at a copy of the project's schemas/, content/ and public/ (the staff edit
 * drill): imports of schema and content files are then served from the copy.
 */
export function schemasPlugin(options: { root?: string } = {}): Plugin {
  const base = options.root ?? root;
  const schemasDir = join(base, 'schemas');
  const contentDir = join(base, 'content');
  const copied = (id: string) =>
    base !== root && (id.startsWith(join(root, 'schemas')) || id.startsWith(join(root, 'content')))
      ? join(base, relative(root, id))
      : undefined;
  // The dev server's latest check; undefined until something asks after an edit. A scenario file's
  // mistake is the state gallery's to show, in place of that one frame: the pages keep working.
  let devProblems: Problem[] | undefined;
  let serving = false;
  const pageMistakes = (problems: Problem[]) => mistakes(problems).filter((p) => !isScenarioFile(p.file));
  const currentProblems = () => (devProblems ??= pageMistakes(checkSchemas({ root: base })));
  const theme = () => readJson(join(schemasDir, 'app.json')) as ThemeConfig;
  let outDir = '';
  /** The code each generated module was last served with, to tell which modules an edit changes. */
  const servedCode = new Map<string, string>();
  const generated = (name: string): string | null => {
    if (name === 'api-checks') return apiChecksCode(base);
    if (name.startsWith('api-check/')) return apiCheckCode(base, name.slice('api-check/'.length));
    if (name.startsWith('screen-meta/')) return screenMetaCode(base, name.slice('screen-meta/'.length));
    if (name.startsWith('form-validator/'))
      return formValidatorCode(base, name.slice('form-validator/'.length));
    if (name.startsWith('content/')) {
      const path = join(contentDir, `${name.slice('content/'.length)}.md`);
      if (!existsSync(path))
        throw new Error(
          `${relative(base, path)} is missing; run npm run check:schemas to see which page needs it`,
        );
      const html = compileContent(readFileSync(path, 'utf8'), readJson(join(schemasDir, 'app.json')));
      return `export default ${JSON.stringify(html)};`;
    }
    return null;
  };
  /**
   * The generated modules an edit of one screen file or one Markdown text changes, for Vite to update
   * in place (React keeps each frame's page as it is and draws the new words), or undefined when the
   * edit changes the route table's reading of a screen (its title, opening request, opening texts) or
   * any other file, which only a reload shows.
   */
  const inPlace = (file: string, graph: EnvironmentModuleGraph): EnvironmentModuleNode[] | undefined => {
    const [, folder, name] =
      /^(schemas[/\\]screens|content)[/\\](\w+)\.(?:json|md)$/.exec(relative(base, file)) ?? [];
    if (!name) return undefined;
    const candidates =
      folder === 'content' ? [`content/${name}`] : [`screen-meta/${name}`, `form-validator/${name}`];
    const changed = candidates.filter((c) => {
      const before = servedCode.get(RESOLVED + c);
      return before !== undefined && before !== generated(c);
    });
    if (changed.includes(`screen-meta/${name}`)) return undefined;
    return changed.flatMap((c) => {
      const mod = graph.getModuleById(RESOLVED + c);
      if (mod) graph.invalidateModule(mod);
      return mod ? [mod] : [];
    });
  };
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
    transformIndexHtml(html) {
      return themeMeta(html, theme());
    },
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        if (!path.endsWith('.svg') || !brandSvgs(join(base, 'public')).includes(path)) return next();
        res.setHeader('content-type', 'image/svg+xml');
        res.end(recolorSvg(readFileSync(join(base, 'public', path), 'utf8'), theme()));
      });
    },
    writeBundle() {
      if (serving) return;
      for (const path of brandSvgs(join(base, 'public'))) {
        const target = join(outDir, path);
        mkdirSync(join(target, '..'), { recursive: true });
        writeFileSync(target, recolorSvg(readFileSync(join(base, 'public', path), 'utf8'), theme()));
      }
    },
    buildStart() {
      const problems = mistakes(checkSchemas({ root: base }));
      devProblems = pageMistakes(problems);
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
      const copy = resolved && copied(resolved.id);
      return copy ? { ...resolved, id: copy } : null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const code = generated(id.slice(RESOLVED.length));
      if (code !== null) servedCode.set(id, code);
      return code;
    },
    // In the dev server, an edit of a schema or a Markdown text regenerates what was made from it
    // (validators, compiled content) and reloads the page, so staff see their change at once; an edit
    // with a mistake shows the mistake in the browser's error overlay instead of leaving the old page.
    // Vite calls this once for each of its environments (the browser's, and the server's that runs the
    // sandbox): the browser's checks and reloads, each invalidates its own modules. The studio's preview
    // (studio/) is given only drafts its own check passed, so it does not check them again, and
    // it updates its frames in place where it can (inPlace), as a keystroke must show within a second.
    async hotUpdate({ file, server, modules }) {
      if (!file.startsWith(schemasDir) && !file.startsWith(contentDir)) return;
      const browser = this.environment.name === 'client';
      if (browser && process.env.STUDIO_PREVIEW) {
        const update = inPlace(file, this.environment.moduleGraph);
        if (update) return [...modules, ...update];
      }
      if (browser && !process.env.STUDIO_PREVIEW) {
        devProblems = pageMistakes(checkSchemas({ root: base }));
        if (devProblems.length) {
          await new Promise((settled) => setTimeout(settled, SAVE_SETTLE_MS));
          devProblems = pageMistakes(checkSchemas({ root: base }));
        }
        if (devProblems.length) {
          server.config.logger.error(checkFailed(devProblems));
          server.ws.send({ type: 'error', err: overlayError(devProblems, base) });
          return [];
        }
      }
      // Screen files are served with app.json's mobile-number rule in them, so an edit of app.json
      // changes them too.
      const screensDir = join(schemasDir, 'screens');
      for (const mod of this.environment.moduleGraph.idToModuleMap.values())
        if (mod.id?.startsWith(RESOLVED) || mod.id?.startsWith(screensDir))
          this.environment.moduleGraph.invalidateModule(mod);
      if (browser) server.ws.send({ type: 'full-reload' });
      return [];
    },
    transform(code, id) {
      if (id.split('?')[0] === join(root, 'src/styles.css'))
        return { code: themeStylesheet(code, theme()), map: null };
      if (!id.startsWith(schemasDir) || !id.endsWith('.json')) return null;
      // A page opened (or reloaded) while a mistake stands gets the overlay, not a half-broken page.
      if (serving && currentProblems().length) this.error(overlayError(currentProblems(), base));
      const data = id.startsWith(join(schemasDir, 'screens'))
        ? served(base, JSON.parse(code))
        : JSON.parse(code);
      return { code: JSON.stringify(inlinePublicSvgs(data)), map: null };
    },
  };
}
