// Where staff-edited data lives and which meta-schema checks each file. Shared by the build-time
// check (tools/check-schemas.ts), the Vite plugin and the tests, so the three never disagree.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative, basename } from 'node:path';

export const root = join(import.meta.dirname, '..');
export const schemasDir = join(root, 'schemas');
export const contentDir = join(root, 'content');

export interface DataFile {
  path: string;
  rel: string;
  name: string;
  meta: string;
}

function jsonFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => join(dir, f));
}

/** Every JSON file product staff edit, with the meta-schema that governs it. */
export function dataFiles(): DataFile[] {
  const files: DataFile[] = [];
  const add = (path: string, meta: string) =>
    files.push({ path, rel: relative(root, path), name: basename(path, '.json'), meta });
  add(join(schemasDir, 'app.json'), 'app.schema.json');
  add(join(schemasDir, 'messages.json'), 'messages.schema.json');
  for (const f of jsonFiles(join(schemasDir, 'screens'))) add(f, 'screen.schema.json');
  for (const f of jsonFiles(join(schemasDir, 'api'))) add(f, 'api.schema.json');
  return files;
}

export function readJson(path: string): unknown {
  return JSON.parse(readFileSync(path, 'utf8'));
}

export interface ContentFile {
  path: string;
  rel: string;
  name: string;
}

export function contentFiles(): ContentFile[] {
  if (!existsSync(contentDir)) return [];
  return readdirSync(contentDir)
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => ({
      path: join(contentDir, f),
      rel: relative(root, join(contentDir, f)),
      name: basename(f, '.md'),
    }));
}
