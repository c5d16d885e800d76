// The rule table's words for a condition (studio/client/rules/conditions.ts): a condition read
// into fact / operator / value and written back holds for exactly the values it held for before, by
// the runtime's own matcher, whatever the fact's description; every operator of the runtime is offered.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { OPERATORS, ruleMatches } from '../../../src/runtime/shared/rules';
import { fromEdited, OP_CHOICES, toEdited, type FactInfo } from '../../../studio/client/rules/conditions';

const value = fc.oneof(
  fc.integer({ min: -5, max: 300 }),
  fc.double({ min: -10, max: 10, noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constantFrom('', ' ', '0', '1', '174', '1e3', '007', 'a,b', 'x', ' y', 'loanDetail'),
  fc.string({ maxLength: 6 }),
);
const condition: fc.Arbitrary<unknown> = fc.oneof(
  value,
  fc.array(value, { maxLength: 3 }),
  fc.record({ not: fc.oneof(value, fc.array(value, { maxLength: 3 })) }),
  fc.record({ present: fc.boolean() }),
  fc.record({
    atLeast: fc.oneof(fc.integer({ min: -5, max: 300 }), fc.double({ noNaN: true, min: -10, max: 10 })),
  }),
  fc.record({ not: fc.record({ atLeast: fc.integer({ min: -5, max: 300 }) }) }),
);
const fact: fc.Arbitrary<FactInfo | undefined> = fc.oneof(
  fc.constant(undefined),
  fc.record({
    name: fc.constant('f'),
    type: fc.constantFrom('number', 'text', 'boolean', 'any'),
    known: fc.array(value, { maxLength: 3 }),
  }),
);
const probes = [
  undefined,
  null,
  '',
  ' ',
  0,
  '0',
  1,
  '1',
  174,
  '174',
  1000,
  '1e3',
  '007',
  7,
  true,
  false,
  'true',
  'x',
  'a,b',
];

describe('a condition in words', () => {
  it('holds for the same values once read and written back', () => {
    fc.assert(
      fc.property(condition, fact, value, (c, info, extra) => {
        const back = fromEdited(toEdited(c), info);
        for (const v of [...probes, extra])
          expect(
            ruleMatches({ f: back }, { f: v }),
            `${JSON.stringify(c)} → ${JSON.stringify(back)} at ${JSON.stringify(v)}`,
          ).toBe(ruleMatches({ f: c }, { f: v }));
      }),
      { numRuns: 2000 },
    );
  });

  it('offers every operator the runtime declares', () => {
    const written = OP_CHOICES.map((o) => fromEdited({ op: o.id, text: '1' }, undefined));
    const used = new Set(
      written.flatMap((w) => (w && typeof w === 'object' && !Array.isArray(w) ? Object.keys(w) : [])),
    );
    for (const operator of OPERATORS) expect(used).toContain(operator);
  });
});
