// The bank screen file has every message and text the form item types declare they read: a key one
// lacks would otherwise reach a borrower as a thrown error. Read from the code itself, so a contract
// not yet regenerated (npm run contracts) cannot hide it; a key the contract already requires is
// said by the contract check, in its words.
import { isObject } from '../staff/json.ts';
import { ITEM_TYPES_SCREEN, itemTypeReads } from '../staff/itemTypeReads.ts';
import type { Contract, Report } from './common.ts';

const WORDS = { messages: 'message', texts: 'text' } as const;

export function checkItemTypeReads(
  screen: Record<string, unknown>,
  name: string,
  contract: Contract | undefined,
  report: Report,
) {
  if (name !== ITEM_TYPES_SCREEN) return;
  const reads = itemTypeReads();
  for (const group of ['messages', 'texts'] as const) {
    const present = isObject(screen[group]) ? screen[group] : {};
    const required = new Set(contract?.properties?.[group]?.required ?? []);
    for (const [key, modules] of reads[group])
      if (!(key in present) && !required.has(key))
        report(
          [group],
          `The ${WORDS[group]} "${key}" is missing; the form item type in ${modules.join(', ')} reads it (its "reads"). Add it to this file's "${group}", then run npm run contracts.`,
        );
  }
}
