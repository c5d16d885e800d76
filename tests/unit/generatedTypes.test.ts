// @vitest-environment node
// The types in src/config/generated/ (server answers, stored values, screen files) are committed; this fails when one is not what tools/gen/types.ts
// writes from today's schemas/api/ and contracts, so a developer who changes a schema regenerates them.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { LoanDetails } from '../../src/config/generated/api';
import type { AnswerOf } from '../../src/platform/endpoints';
import { generatedTypes, writtenTypes } from '../../tools/gen/types';
import { root } from '../../tools/staff/schemaFiles';

describe('generated types', () => {
  it('are what npm run types writes from the schemas, file for file', async () => {
    const wanted = await generatedTypes();
    expect(writtenTypes().sort()).toEqual([...wanted.keys()].map((p) => relative(root, p)).sort());
    for (const [path, code] of wanted) expect(readFileSync(path, 'utf8'), relative(root, path)).toBe(code);
  }, 30000);

  it('name a type for every schema of schemas/api/', async () => {
    const index = (await generatedTypes()).get(`${root}/src/config/generated/api.ts`) ?? '';
    expect(index).toContain('loanDetails: LoanDetails;');
    expect(index).toContain('storedRepayment: StoredRepayment;');
  });

  it('type each screen file by its contract, not by the text of the file', async () => {
    const repayment = (await generatedTypes()).get(`${root}/src/config/generated/screens/repayment.ts`) ?? '';
    expect(repayment).toMatch(/showNotice: \{\s*when: Record<string, unknown>;\s*then\?: boolean;/);
    expect(repayment).toContain('export const screen = file as unknown as RepaymentScreen;');
  });

  it("type an endpoint's answer by the schema the catalogue names (checked by npm run typecheck)", () => {
    expectTypeOf<AnswerOf<'loanDetails'>>().toEqualTypeOf<LoanDetails>();
    expectTypeOf<AnswerOf<'bindCard'>>().toBeUnknown();
  });
});
