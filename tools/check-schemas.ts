// Checks every staff-edited file before it can reach a user: `npm test` and `npm run build` both
// run it, and each mistake is reported as `file#/json/pointer: reason`.
import Ajv, { type ErrorObject } from 'ajv';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  dataFiles,
  readJson,
  schemasDir,
  contentFiles,
  type DataFile,
  type ContentFile,
} from './schema-files.ts';
import { placeholdersOf, flattenConfig } from './content-compiler.ts';

export interface Problem {
  file: string;
  pointer: string;
  reason: string;
}

function describe(e: ErrorObject): string {
  const extra =
    e.keyword === 'additionalProperties'
      ? ` (${String((e.params as { additionalProperty: string }).additionalProperty)})`
      : e.keyword === 'enum'
        ? ` (${JSON.stringify((e.params as { allowedValues: unknown[] }).allowedValues)})`
        : '';
  return `${e.message ?? e.keyword}${extra}`;
}

export function checkSchemas(
  files: DataFile[] = dataFiles(),
  contents: ContentFile[] = contentFiles(),
): Problem[] {
  const problems: Problem[] = [];
  const ajv = new Ajv({ allErrors: true, strict: false });
  const metas = new Map<string, ReturnType<Ajv['compile']>>();
  const metaFor = (name: string) => {
    let v = metas.get(name);
    if (!v) {
      v = ajv.compile(readJson(join(schemasDir, 'meta', name)) as object);
      metas.set(name, v);
    }
    return v;
  };
  let app: unknown = {};
  for (const f of files) {
    let data: unknown;
    try {
      data = JSON.parse(readFileSync(f.path, 'utf8'));
    } catch (err) {
      problems.push({ file: f.rel, pointer: '', reason: `not valid JSON: ${(err as Error).message}` });
      continue;
    }
    if (f.rel.endsWith('app.json')) app = data;
    const validate = metaFor(f.meta);
    if (!validate(data)) {
      for (const e of validate.errors ?? [])
        problems.push({ file: f.rel, pointer: e.instancePath, reason: describe(e) });
      continue;
    }
    if (f.meta === 'api.schema.json') {
      // An API schema must also compile, or the build-time validator generation would fail later.
      try {
        new Ajv({ strict: false }).compile(data as object);
      } catch (err) {
        problems.push({ file: f.rel, pointer: '', reason: `does not compile: ${(err as Error).message}` });
      }
    }
    const form = (data as { form?: { schema?: object } }).form;
    if (form?.schema) {
      try {
        new Ajv({ strict: false }).compile(form.schema);
      } catch (err) {
        problems.push({
          file: f.rel,
          pointer: '/form/schema',
          reason: `does not compile: ${(err as Error).message}`,
        });
      }
    }
  }
  const known = new Set(Object.keys(flattenConfig(app)));
  for (const c of contents) {
    const text = readFileSync(c.path, 'utf8');
    for (const p of placeholdersOf(text)) {
      if (!known.has(p)) problems.push({ file: c.rel, pointer: '', reason: `unknown placeholder {${p}}` });
    }
  }
  return problems;
}

export function formatProblems(problems: Problem[]): string {
  return problems.map((p) => `${p.file}#${p.pointer}: ${p.reason}`).join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const problems = checkSchemas();
  if (problems.length) {
    console.error(`schemas/content check failed:\n${formatProblems(problems)}`);
    process.exit(1);
  }
  console.log(
    `schemas/content check: ${dataFiles().length} schema files and ${contentFiles().length} content files are valid`,
  );
}
