// The messages and texts of the bank screen file the form item types read, as each type declares
// them (`reads`), with the module that reads each: npm run contracts requires them in the screen's
// contract (so the generated types have them) and the staff-file check refuses a screen file that
// lacks one, naming the module, whether or not the contract was regenerated since.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { itemTypes } from '../../src/runtime/itemTypes/index.ts';
import { root } from './schemaFiles.ts';

/** The screen file whose messages and texts item types read (through its ItemContext). */
export const ITEM_TYPES_SCREEN = 'bindBank';

const DIR = 'src/runtime/itemTypes';

/** The file of each registered type: the module that exports the registry entry's binding. */
function moduleFiles(): Map<string, string> {
  const index = readFileSync(join(root, DIR, 'index.ts'), 'utf8');
  const exporting = new Map<string, string>();
  for (const file of readdirSync(join(root, DIR)).filter((f) => f.endsWith('.ts'))) {
    const text = readFileSync(join(root, DIR, file), 'utf8');
    for (const m of text.matchAll(/^export const (\w+)\b/gm)) exporting.set(m[1] as string, `${DIR}/${file}`);
  }
  const files = new Map<string, string>();
  for (const cate of Object.keys(itemTypes)) {
    const line = new RegExp(
      `^\\s*(?:'${cate}'|"${cate}"|${cate})\\s*(?::\\s*(\\w+))?\\s*,?\\s*(?://.*)?$`,
      'm',
    );
    const binding = line.exec(index)?.[1] ?? cate;
    files.set(cate, exporting.get(binding) ?? `${DIR}/index.ts`);
  }
  return files;
}

export interface ItemTypeReads {
  /** Each message key, with the modules that read it. */
  messages: Map<string, string[]>;
  texts: Map<string, string[]>;
}

export function itemTypeReads(): ItemTypeReads {
  const files = moduleFiles();
  const reads: ItemTypeReads = { messages: new Map(), texts: new Map() };
  for (const [cate, type] of Object.entries(itemTypes)) {
    if (!type) continue;
    const file = files.get(cate) ?? `${DIR}/index.ts`;
    for (const group of ['messages', 'texts'] as const)
      for (const key of type.reads[group]) {
        const readers = reads[group].get(key) ?? [];
        if (!readers.includes(file)) readers.push(file);
        reads[group].set(key, readers);
      }
  }
  return reads;
}
