// Where staff-edited data lives and which meta-schema checks each file. Shared by the build-time
// check (tools/check/checkSchemas.ts), the Vite plugin and the tests, so the three never disagree. Every
// function takes the project root, so the tests and the edit drill can point them at a copy.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, basename } from 'node:path';
import { scenarioDir } from '../../src/sandbox/scenarios.ts';

export const root = join(import.meta.dirname, '..', '..');
export const schemasDir = join(root, 'schemas');
export const contentDir = join(root, 'content');

export interface DataFile {
  path: string;
  rel: string;
  name: string;
  meta: string;
  /** The file's own contract (schemas/meta/screens/<name>.schema.json), for screen files that have one. */
  contract?: string;
  /** Product staff edit it (in the studio too); the others are developers'. */
  staff: boolean;
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

export function contractPath(name: string, base = root): string {
  return join(base, 'schemas', 'meta', 'screens', `${name}.schema.json`);
}

/**
 * Every JSON file of schemas/, with the meta-schema that governs it: the files product staff edit, and
 * the developers' (developer.json, the answer schemas of api/), which the check holds to theirs too.
 */
export function dataFiles(base = root): DataFile[] {
  const files: DataFile[] = [];
  const dir = join(base, 'schemas');
  const add = (path: string, meta: string, staff: boolean) => {
    const name = basename(path, '.json');
    const contract = meta === 'screen.schema.json' ? contractPath(name, base) : undefined;
    files.push({
      path,
      rel: relative(base, path),
      name,
      meta,
      ...(contract && existsSync(contract) ? { contract } : {}),
      staff,
    });
  };
  add(join(dir, 'app.json'), 'app.schema.json', true);
  add(join(dir, 'messages.json'), 'messages.schema.json', true);
  add(join(dir, 'developer.json'), 'developer.schema.json', false);
  for (const f of jsonFiles(join(dir, 'screens'))) add(f, 'screen.schema.json', true);
  for (const f of jsonFiles(join(dir, 'api'))) add(f, 'api.schema.json', false);
  return files;
}

/** Where the state gallery's scenario files live, from the project root. */
export const scenarioFolder = relative(root, scenarioDir);

/** How the names of the states the studio writes ("Show this") begin: none is a gallery state of staff's. */
export const STUDIO_SCENARIO = 'studio-';

/** The state gallery's scenario files: staff write them too, so the check reads them like the others. */
export function scenarioDataFiles(base = root): DataFile[] {
  return jsonFiles(join(base, scenarioFolder)).map((path) => ({
    path,
    rel: relative(base, path),
    name: basename(path, '.json'),
    meta: 'scenario.schema.json',
    staff: true,
  }));
}

/** Whether a checked file (by its path from the root) is a scenario file, which only the gallery reads. */
export const isScenarioFile = (rel: string) => rel.startsWith(`${scenarioFolder}/`);

export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export interface ContentFile {
  path: string;
  rel: string;
  name: string;
}

export function contentFiles(base = root): ContentFile[] {
  const dir = join(base, 'content');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => ({
      path: join(dir, f),
      rel: relative(base, join(dir, f)),
      name: basename(f, '.md'),
    }));
}
