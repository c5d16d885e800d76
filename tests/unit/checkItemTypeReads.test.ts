// @vitest-environment node
// A message or text a form item type declares it reads (`reads`) and the bank screen file lacks is
// refused by the staff-file check, naming the file and the type's module: found from the code itself
// when the contract is stale, in the contract's words once npm run contracts has run. Made in a copy;
// the key is found by what the types declare, not by today's names.
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems, mistakes } from '../../tools/check/checkSchemas';
import { ITEM_TYPES_SCREEN, itemTypeReads } from '../../tools/staff/itemTypeReads';
import { contractPath } from '../../tools/staff/schemaFiles';
import { copy, editCopy } from '../support/schemaCopy';
import { relative } from 'node:path';
import { root } from '../../tools/staff/schemaFiles';

const FILE = `schemas/screens/${ITEM_TYPES_SCREEN}.json`;
const CONTRACT = relative(root, contractPath(ITEM_TYPES_SCREEN));

for (const group of ['messages', 'texts'] as const) {
  const [key, modules] = [...itemTypeReads()[group]].at(-1) ?? [];
  const word = group === 'messages' ? 'message' : 'text';

  /** The contract of the copy `dir` as if `npm run contracts` had not run since the key was added. */
  const dropFromContract = (dir: string) =>
    editCopy(dir, CONTRACT, (contract) => {
      const keys = (contract.properties as Record<string, { properties: object; required: string[] }>)[
        group
      ]!;
      delete (keys.properties as Record<string, unknown>)[key as string];
      keys.required = keys.required.filter((k) => k !== key);
    });

  describe(`a ${word} an item type reads, missing from the screen file`, () => {
    it('is refused naming the file and the module, even with the contract not regenerated', () => {
      expect(key).toBeDefined();
      const dir = copy();
      editCopy(dir, FILE, (data) => delete (data[group] as Record<string, unknown>)[key as string]);
      dropFromContract(dir);
      const found = mistakes(checkSchemas({ root: dir })).filter((p) => p.file === FILE);
      expect(found, formatProblems(found)).toHaveLength(1);
      expect(found[0]?.reason).toContain(`The ${word} "${key}" is missing`);
      for (const module of modules ?? []) expect(found[0]?.reason).toContain(module);
    });

    it('in the file but not in a stale contract, is said as the command to run', () => {
      const dir = copy();
      dropFromContract(dir);
      const found = mistakes(checkSchemas({ root: dir })).filter((p) => p.file === FILE);
      expect(found, formatProblems(found)).toHaveLength(1);
      expect(found[0]?.pointer).toBe(`/${group}/${key}`);
      expect(found[0]?.reason).toContain('run npm run contracts');
    });

    it('is refused once, in the contract check, when the contract requires it', () => {
      const dir = copy();
      editCopy(dir, FILE, (data) => delete (data[group] as Record<string, unknown>)[key as string]);
      const found = mistakes(checkSchemas({ root: dir })).filter((p) => p.file === FILE);
      expect(found, formatProblems(found)).toHaveLength(1);
      expect(found[0]?.reason).toContain(`The ${word} "${key}" is missing`);
    });
  });
}
