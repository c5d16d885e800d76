// The bank screen file has every message and text the form item types declare they read: a key one
// lacks would otherwise reach a borrower as a thrown error. Read from the code itself, so a contract
// not yet regenerated (npm run contracts) cannot hide it; a key the contract already requires is
// said by the contract check, in its words. A key the file has and a stale contract lacks is said
// here as what it is, a command not run, not as a key "its page never reads".
import { isObject } from '../staff/json.ts';
import { ITEM_TYPES_SCREEN, itemTypeReads } from '../staff/itemTypeReads.ts';
import type { Contract, Report } from './common.ts';

const WORDS = { messages: 'message', texts: 'text' } as const;

/** The keys, as "group/key", that item types read and the contract does not list yet. */
export function staleContractKeys(name: string, contract: Contract | undefined): Set<string> {
  const stale = new Set<string>();
  if (name !== ITEM_TYPES_SCREEN || !contract) return stale;
  const reads = itemTypeReads();
  for (const group of ['messages', 'texts'] as const) {
    const listed = contract.properties?.[group]?.properties ?? {};
    for (const key of reads[group].keys()) if (!(key in listed)) stale.add(`${group}/${key}`);
  }
  return stale;
}

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
      if (key in present && contract && !(key in (contract.properties?.[group]?.properties ?? {})))
        report(
          [group, key],
          `The ${WORDS[group]} "${key}" is read by the form item type in ${modules.join(', ')}, but the contract (schemas/meta/screens/${name}.schema.json) does not list it yet: run npm run contracts.`,
        );
      else if (!(key in present) && !required.has(key))
        report(
          [group],
          `The ${WORDS[group]} "${key}" is missing; the form item type in ${modules.join(', ')} reads it (its "reads"). Add it to this file's "${group}", then run npm run contracts.`,
        );
  }
}
