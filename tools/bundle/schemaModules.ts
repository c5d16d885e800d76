// The modules the build makes from staff-edited data, so the browser never compiles a schema (the
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
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Opening } from '../../src/config/generated/screen.ts';
import { mapValues, withoutAnnotations } from '../gen/schemaAnnotations.ts';
import { compileContent } from '../staff/contentCompiler.ts';
import { withLimits } from '../staff/limits.ts';
import { mobileNumberOf, withMobileNumber } from '../staff/mobileNumber.ts';
import { dataFiles, readJson } from '../staff/schemaFiles.ts';

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

export const PREFIX = 'virtual:';
export const RESOLVED = '\0virtual:';

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
export function runtimeHelperImports(base: string): string[] {
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

/** The code of the module `virtual:<name>`, or null when no such module is made. */
export function generatedModule(base: string, name: string): string | null {
  if (name === 'api-checks') return apiChecksCode(base);
  if (name.startsWith('api-check/')) return apiCheckCode(base, name.slice('api-check/'.length));
  if (name.startsWith('screen-meta/')) return screenMetaCode(base, name.slice('screen-meta/'.length));
  if (name.startsWith('form-validator/'))
    return formValidatorCode(base, name.slice('form-validator/'.length));
  if (name.startsWith('content/')) return contentCode(base, name.slice('content/'.length));
  return null;
}

function contentCode(base: string, name: string): string {
  const path = join(base, 'content', `${name}.md`);
  if (!existsSync(path))
    throw new Error(
      `${relative(base, path)} is missing; run npm run check:schemas to see which page needs it`,
    );
  const html = compileContent(readFileSync(path, 'utf8'), readJson(join(base, 'schemas', 'app.json')));
  return `export default ${JSON.stringify(html)};`;
}
