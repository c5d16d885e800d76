import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { root as projectRoot } from '../staff/schemaFiles.ts';

/** The action types the action registry runs, as the screen meta-schema lists them. */
export function actionTypes(base = projectRoot): string[] {
  const meta = JSON.parse(readFileSync(join(base, 'schemas/meta/screen.schema.json'), 'utf8')) as {
    definitions?: Record<string, unknown>;
  };
  const found = new Set<string>();
  const collect = (s: unknown): void => {
    if (!s || typeof s !== 'object') return;
    const ref = (s as { $ref?: unknown }).$ref;
    if (typeof ref === 'string' && ref.startsWith('#/definitions/'))
      return collect(meta.definitions?.[ref.slice('#/definitions/'.length)]);
    const type = (s as { properties?: { type?: { enum?: unknown[]; const?: unknown } } }).properties?.type;
    for (const v of type?.enum ?? []) if (typeof v === 'string') found.add(v);
    if (typeof type?.const === 'string') found.add(type.const);
    for (const key of ['oneOf', 'anyOf', 'allOf'] as const)
      for (const sub of ((s as Record<string, unknown>)[key] as unknown[] | undefined) ?? []) collect(sub);
  };
  collect(meta.definitions?.action);
  return [...found];
}
