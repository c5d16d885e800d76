// @vitest-environment node
// The twelve correct staff edits (tools/staff-drill.ts) pass the check on the drill's copy.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems, mistakes } from '../../tools/check-schemas';
import { drillValues } from '../../tools/staff-drill';

const dir = process.env.STAFF_DRILL_ROOT as string;

describe('the staff edit drill', () => {
  it('runs on an edited copy', () => {
    const register = readFileSync(join(dir, 'schemas/screens/register.json'), 'utf8');
    expect(register).toContain(drillValues.applyLabel);
    expect(readFileSync(join(dir, 'content/aboutUs.md'), 'utf8')).toContain(drillValues.aboutHeading);
  });

  it('passes the check after all twelve edits', () => {
    expect(formatProblems(mistakes(checkSchemas({ root: dir })))).toBe('');
  });
});
