// Turns staff-edited data into code at build time, so the browser never compiles a schema (the
// strict CSP forbids eval) and never parses Markdown:
//   virtual:api-validators          ajv standalone validators for schemas/api/*.json, by $id
//   virtual:api-shapes              the same schemas cut to their structure, to read PHP-style empties
//   virtual:form-validator/<screen> RJSF precompiled validator functions for a screen's form
//   virtual:content/<name>          content/<name>.md as HTML with {placeholders} filled
// Schema files themselves are imported with their small public SVGs inlined (inline-public-svg.ts).
// It also refuses to build when any file fails its meta-schema.
import type { Plugin } from 'vite';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { dataFiles, readJson, contentDir, schemasDir } from './schema-files.ts';
import { compileContent } from './content-compiler.ts';
import { checkSchemas, formatProblems } from './check-schemas.ts';
import { inlinePublicSvgs } from './inline-public-svg.ts';

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

function apiValidatorsCode(): string {
  const ajv = new Ajv({ code: { source: true, esm: true }, strict: false, allErrors: true });
  const ids: Record<string, string> = {};
  for (const f of dataFiles().filter((d) => d.meta === 'api.schema.json')) {
    const schema = readJson(f.path) as { $id: string };
    ajv.addSchema(schema);
    ids[schema.$id.replace(/-/g, '_')] = schema.$id;
  }
  if (Object.keys(ids).length === 0) return 'export {};';
  return withRuntimeImports(standaloneCode(ajv, ids));
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

function mapValues(value: unknown, fn: (v: unknown) => unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fn(v)]));
}

function apiShapesCode(): string {
  const shapes: Record<string, unknown> = {};
  for (const f of dataFiles().filter((d) => d.meta === 'api.schema.json')) {
    const schema = readJson(f.path) as { $id: string };
    shapes[schema.$id] = structureOf(schema);
  }
  return `export default ${JSON.stringify(shapes)};`;
}

function formValidatorCode(screen: string): string {
  const data = readJson(join(schemasDir, 'screens', `${screen}.json`)) as { form?: { schema?: object } };
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
function runtimeHelperImports(): string[] {
  const forms = dataFiles()
    .filter((f) => f.meta === 'screen.schema.json')
    .filter((f) => (readJson(f.path) as { form?: { schema?: object } }).form?.schema)
    .map((f) => formValidatorCode(f.name));
  const helpers = new Set<string>();
  for (const code of [apiValidatorsCode(), ...forms])
    for (const m of code.matchAll(/^import \w+ from "(ajv\/dist\/runtime\/[\w-]+\.js)";$/gm))
      helpers.add(m[1]!);
  return [...helpers].sort();
}

export function schemasPlugin(): Plugin {
  return {
    name: 'lender-schemas',
    enforce: 'pre',
    config(_config, { command }) {
      // Vitest runs the modules in Node and pre-bundles nothing for a browser.
      if (command !== 'serve' || process.env.VITEST) return;
      return { optimizeDeps: { include: runtimeHelperImports() } };
    },
    buildStart() {
      const problems = checkSchemas();
      if (problems.length) this.error(`schemas/content check failed:\n${formatProblems(problems)}`);
      for (const f of dataFiles()) this.addWatchFile(f.path);
    },
    resolveId(id) {
      if (id.startsWith(PREFIX)) return RESOLVED + id.slice(PREFIX.length);
      return null;
    },
    load(id) {
      if (!id.startsWith(RESOLVED)) return null;
      const name = id.slice(RESOLVED.length);
      if (name === 'api-validators') return apiValidatorsCode();
      if (name === 'api-shapes') return apiShapesCode();
      if (name.startsWith('form-validator/')) return formValidatorCode(name.slice('form-validator/'.length));
      if (name.startsWith('content/')) {
        const md = readFileSync(join(contentDir, `${name.slice('content/'.length)}.md`), 'utf8');
        const html = compileContent(md, readJson(join(schemasDir, 'app.json')));
        return `export default ${JSON.stringify(html)};`;
      }
      return null;
    },
    // In the dev server, an edit of a schema or a Markdown text regenerates what was made from it
    // (validators, compiled content) and reloads the page, so staff see their change at once.
    hotUpdate({ file, server }) {
      if (!file.startsWith(schemasDir) && !file.startsWith(contentDir)) return;
      const problems = checkSchemas();
      if (problems.length) {
        server.config.logger.error(`schemas/content check failed:\n${formatProblems(problems)}`);
        return [];
      }
      for (const mod of this.environment.moduleGraph.idToModuleMap.values())
        if (mod.id?.startsWith(RESOLVED)) this.environment.moduleGraph.invalidateModule(mod);
      server.ws.send({ type: 'full-reload' });
      return [];
    },
    transform(code, id) {
      if (!id.startsWith(schemasDir) || !id.endsWith('.json')) return null;
      return { code: JSON.stringify(inlinePublicSvgs(JSON.parse(code))), map: null };
    },
  };
}
