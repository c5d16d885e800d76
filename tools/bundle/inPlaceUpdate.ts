import type { EnvironmentModuleGraph, EnvironmentModuleNode } from 'vite';
import { relative } from 'node:path';
import { RESOLVED } from './schemaModules.ts';

/**
 * The generated modules an edit of one screen file or one Markdown text changes, for Vite to update
 * in place (React keeps each frame's page as it is and draws the new words), or undefined when the
 * edit changes the route table's reading of a screen (its title, opening request, opening texts) or
 * any other file, which only a reload shows. `servedCode` holds the code each generated module was
 * last served with; `generated` makes a module's code as it is now.
 */
export function inPlaceUpdate(
  base: string,
  file: string,
  graph: EnvironmentModuleGraph,
  servedCode: Map<string, string>,
  generated: (name: string) => string | null,
): EnvironmentModuleNode[] | undefined {
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
}
