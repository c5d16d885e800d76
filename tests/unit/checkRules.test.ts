// @vitest-environment node
// The check knows every rule's facts, operators and order (tools/check/rules.ts): each slip is made
// in a temporary copy of schemas/, found by reading the files and their contracts (never by today's
// values or lines), and must be reported with its file, line, pointer and a plain sentence.
import fc from 'fast-check';
import { copy } from '../support/schemaCopy';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkSchemas, formatProblems, mistakes, type Problem } from '../../tools/check/checkSchemas';
import { SourceFile, editDistance, walkData } from '../../tools/check/common';
import { pointerOf, type Path } from '../../tools/staff/json';
import { checkRules, reach } from '../../tools/check/rules';
import { contracts } from '../../tools/gen/contracts';
import type { FactValues } from '../../tools/staff/ruleFacts';
import { contractPath, root } from '../../tools/staff/schemaFiles';
import { OPERATORS, operators, ruleMatches } from '../../src/runtime/shared/rules';

type Json = Record<string, unknown>;
interface Rule {
  when: Json;
  then?: unknown;
  comment?: string;
}
interface ListContract {
  'x-facts': string[];
  'x-first-match': boolean;
  'x-fact-values': Record<string, FactValues>;
}

const screenNames = readdirSync(join(root, 'schemas/screens')).map((f) => f.replace(/\.json$/, ''));
const screenFile = (name: string) => `schemas/screens/${name}.json`;
const readScreen = (name: string, base = root) =>
  JSON.parse(readFileSync(join(base, screenFile(name)), 'utf8')) as Json;
const ruleLists = (screen: Json) => (screen.rules ?? {}) as Record<string, Rule[]>;
const listContract = (name: string, list: string) =>
  (
    JSON.parse(readFileSync(contractPath(name), 'utf8')) as {
      properties: { rules: { properties: Record<string, ListContract> } };
    }
  ).properties.rules.properties[list] as ListContract;

/** Every screen rule list, with its contract. */
const allLists = screenNames.flatMap((name) =>
  Object.entries(ruleLists(readScreen(name))).map(([list, rules]) => ({
    name,
    list,
    rules,
    contract: listContract(name, list),
  })),
);

/** Changes a screen file of the copy; returns where a pointer of the changed file starts. */
function editScreen(dir: string, name: string, change: (screen: Json) => void) {
  const screen = readScreen(name, dir);
  change(screen);
  const text = `${JSON.stringify(screen, null, 2)}\n`;
  writeFileSync(join(dir, screenFile(name)), text);
  const source = new SourceFile(screenFile(name), text);
  return (path: Path) => source.at(pointerOf(path)).line;
}

function only(problems: Problem[], name: string): Problem {
  const mine = problems.filter((p) => p.file === screenFile(name));
  expect(mine, formatProblems(problems)).toHaveLength(1);
  return mine[0] as Problem;
}

type Match = (condition: unknown, fact: string, contract?: ListContract) => boolean;

/** The first condition anywhere in the screen files that one of the matches accepts, trying them in turn. */
function findCondition(...matches: Match[]): { name: string; path: Path } {
  for (const match of matches) {
    const found = conditionWhere(match);
    if (found) return found;
  }
  throw new Error('no such condition in schemas/screens/');
}

function conditionWhere(match: Match) {
  for (const name of screenNames) {
    const screen = readScreen(name);
    let found: { name: string; path: Path } | undefined;
    walkData(screen, (value, path) => {
      const at = path.length - 2;
      if (found || path[at] !== 'when' || typeof path[at + 1] !== 'string') return;
      const fact = path[at + 1] as string;
      const contract =
        path[0] === 'rules' && path.length === 5 ? listContract(name, path[1] as string) : undefined;
      if (match(value, fact, contract)) found = { name, path };
    });
    if (found) return found;
  }
  return undefined;
}

function setAt(screen: Json, path: Path, value: unknown) {
  const parent = path.slice(0, -1).reduce<unknown>((o, k) => (o as Json)[k as string], screen) as Json;
  parent[path.at(-1) as string] = value;
}

describe('rule lists as committed', () => {
  it('pass the check', () => {
    expect(formatProblems(mistakes(checkSchemas()))).toBe('');
  });

  it('have the facts and matching in their contracts that npm run contracts writes from the declaration', () => {
    // Only what developers declare (schemas/api/, tools/staff/ruleFacts.ts, the screens' code): other parts
    // of a contract follow staff edits (a new action) until a developer runs npm run contracts.
    const declared = (contract: Json) =>
      Object.fromEntries(
        Object.entries(
          (contract.properties as { rules?: { properties: Record<string, Json> } }).rules?.properties ?? {},
        ).map(([list, entry]) => [
          list,
          Object.fromEntries(Object.entries(entry).filter(([key]) => key.startsWith('x-'))),
        ]),
      );
    for (const [name, contract] of contracts())
      expect(declared(contract), name).toEqual(
        declared(JSON.parse(readFileSync(contractPath(name), 'utf8')) as Json),
      );
  });

  it('read only facts that are described, each with the kind of value it takes', () => {
    for (const { name, list, rules, contract } of allLists)
      for (const rule of rules)
        for (const fact of Object.keys(rule.when))
          expect(contract['x-fact-values'][fact]?.type, `${name} rules.${list}: ${fact}`).toBeDefined();
  });

  it('name known values of the type their fact takes', () => {
    for (const { name, list, contract } of allLists)
      for (const [fact, values] of Object.entries(contract['x-fact-values']))
        for (const known of values.known ?? []) {
          const numeric = typeof known === 'number' || /^-?\d+(\.\d+)?$/.test(String(known));
          if (values.type === 'number') expect(numeric, `${name} ${list} ${fact} ${known}`).toBe(true);
          if (values.type === 'boolean') expect(typeof known, `${name} ${list} ${fact}`).toBe('boolean');
        }
  });
});

describe('rule order', () => {
  it('refuses a rule the rule above it always wins over (the rollover buttons below the general ones)', () => {
    const { name, list, s, g, rules, added } = specificAboveGeneral();
    const general = rules[g] as Rule;
    const dir = copy();
    // Moved just below the general rule, which then sits at g - 1.
    const lineOf = editScreen(dir, name, (file) => {
      const rows = ruleLists(file)[list] as Rule[];
      if (added) rows.unshift(added);
      const [specific] = rows.splice(s, 1);
      rows.splice(g, 0, specific as Rule);
    });
    const p = only(mistakes(checkSchemas({ root: dir })), name);
    expect([p.line, p.pointer]).toEqual([lineOf(['rules', list, g]), `/rules/${list}/${g}`]);
    expect(p.reason).toContain('This rule can never match, so it never shows');
    expect(p.reason).toContain(`${g} (line ${lineOf(['rules', list, g - 1])}`);
    const label = general.comment ?? (general.then as { text?: string }[] | undefined)?.[0]?.text;
    if (label) expect(p.reason).toContain(`"${label}")`);
    expect(p.reason).toMatch(
      /and the first rule that fits wins\. Move this rule above rule \d+ \(line \d+\)/,
    );
  });

  it('refuses a rule that rules above it cover together', () => {
    const { name, list, rules, contract } = allLists.find(
      (l) =>
        l.contract['x-first-match'] &&
        Object.values(l.contract['x-fact-values']).some((v) => v.type === 'number'),
    ) as (typeof allLists)[number];
    const fact = Object.keys(contract['x-fact-values']).find(
      (f) => contract['x-fact-values'][f]?.type === 'number',
    ) as string;
    // Two values no rule of the list names, each with a rule of its own, then one rule for both.
    const named = JSON.stringify(rules);
    const [x, y] = [9001, 9002, 9003, 9004].filter((v) => !named.includes(String(v))) as [number, number];
    const dir = copy();
    const lineOf = editScreen(dir, name, (file) => {
      const rows = ruleLists(file)[list] as Rule[];
      const then = rows[0]?.then;
      rows.unshift(
        { when: { [fact]: x }, then },
        { when: { [fact]: y }, then },
        { when: { [fact]: [y, x] }, then },
      );
    });
    const p = only(mistakes(checkSchemas({ root: dir })), name);
    expect([p.line, p.pointer]).toEqual([lineOf(['rules', list, 2]), `/rules/${list}/2`]);
    expect(p.reason).toContain(
      `rules 1 (line ${lineOf(['rules', list, 0])}) and 2 (line ${lineOf(['rules', list, 1])}) above it together fit every case this one fits`,
    );
    expect(p.reason).toContain(`Move this rule above rule 1 (line ${lineOf(['rules', list, 0])})`);
  });

  it('refuses a rule below a catch-all in the rules of a choose action', () => {
    const found = findChoose();
    const dir = copy();
    const lineOf = editScreen(dir, found.name, (file) => {
      const rules = found.path.reduce<unknown>((o, k) => (o as Json)[k as string], file) as Rule[];
      rules.splice(0, rules.length, { when: {}, then: rules[0]?.then }, rules[0] as Rule);
    });
    const p = only(mistakes(checkSchemas({ root: dir })), found.name);
    expect([p.line, p.pointer]).toEqual([lineOf([...found.path, 1]), pointerOf([...found.path, 1])]);
    expect(p.reason).toContain(
      `rule 1 (line ${lineOf([...found.path, 0])}) above it has an empty "when", so it fits every case`,
    );
  });

  it('leaves the order of a list where every rule that holds counts to the staff', () => {
    const all = allLists.find((l) => !l.contract['x-first-match'] && l.rules.length > 0);
    expect(all, 'a list read with allMatches').toBeDefined();
    const { name, list, rules } = all as (typeof allLists)[number];
    const dir = copy();
    editScreen(dir, name, (s) => {
      const rows = ruleLists(s)[list] as Rule[];
      rows.push({ ...(rows[0] as Rule) });
      rows.unshift({ when: {}, then: rules[0]?.then });
    });
    expect(formatProblems(mistakes(checkSchemas({ root: dir })))).toBe('');
  });
});

/** A `choose` action of some screen file, with the path of its rules. */
function findChoose(): { name: string; path: Path } {
  for (const name of screenNames) {
    let found: { name: string; path: Path } | undefined;
    walkData(readScreen(name), (value, path) => {
      const rules = (value as { rules?: Rule[] } | null)?.rules;
      if (!found && (value as { type?: unknown } | null)?.type === 'choose' && rules?.length)
        found = { name, path: [...path, 'rules'] };
    });
    if (found) return found;
  }
  throw new Error('no choose action in schemas/screens/');
}

const asksLess = (general: Json, specific: Json) =>
  Object.keys(general).length < Object.keys(specific).length &&
  Object.entries(general).every(([fact, c]) => JSON.stringify(specific[fact]) === JSON.stringify(c));

/**
 * In a first-match list, a rule above a more general one (the general one asks part of what it asks):
 * the rollover buttons above the plain repayment ones, as the files are written today. Files without
 * such a pair get one: a copy of a rule that also asks for another fact, put above it.
 */
function specificAboveGeneral() {
  const first = allLists.filter((l) => l.contract['x-first-match']);
  for (const l of first)
    for (const [s, specific] of l.rules.entries())
      for (const [g, general] of l.rules.entries())
        if (g > s && asksLess(general.when, specific.when)) return { ...l, s, g, added: undefined };
  for (const l of first) {
    const general = l.rules[0];
    const other = l.contract['x-facts'].find((f) => general && !(f in general.when));
    if (!general || !other) continue;
    const added: Rule = { ...general, when: { ...general.when, [other]: { present: true } } };
    return { ...l, rules: [added, ...l.rules], s: 0, g: 1, added };
  }
  throw new Error('no first-match rule list with a fact its first rule does not ask about');
}

describe('values and operators', () => {
  it('refuses letters where the server sends a number ("Y" for "1")', () => {
    const numeric: Match = (c, fact, contract) =>
      typeof c !== 'object' && contract?.['x-fact-values'][fact]?.type === 'number';
    // The rollover rule's isDelay where the files have it, else any fact the server sends as a number.
    const found = findCondition(
      (c, fact, contract) => fact === 'isDelay' && numeric(c, fact, contract),
      numeric,
    );
    const fact = found.path.at(-1) as string;
    const dir = copy();
    const lineOf = editScreen(dir, found.name, (s) => setAt(s, found.path, 'Y'));
    const p = only(checkSchemas({ root: dir }), found.name);
    expect([p.line, p.pointer, p.severity]).toEqual([lineOf(found.path), pointerOf(found.path), undefined]);
    expect(p.reason).toContain(`"Y" is not a number, but "${fact}" is a number`);
    expect(p.reason).toContain('so this rule would never match');
  });

  it('warns about a value the server is not known to send, naming the known ones (1744 for 174)', () => {
    // A known value with its last digit typed twice, one typing slip from that value alone.
    const slip = (v: unknown) => `${String(v)}${String(v).slice(-1)}`;
    const found = findCondition((c, fact, contract) => {
      const known = contract?.['x-fact-values'][fact]?.known ?? [];
      return (
        typeof c === 'number' &&
        known.includes(c) &&
        known.filter((k) => editDistance(slip(c), String(k)) === 1).length === 1
      );
    });
    const fact = found.path.at(-1) as string;
    const { known = [] } = listContract(found.name, found.path[1] as string)['x-fact-values'][fact] ?? {};
    const value = found.path.reduce<unknown>((o, k) => (o as Json)[k as string], readScreen(found.name));
    const typo = Number(slip(value));
    const dir = copy();
    const lineOf = editScreen(dir, found.name, (s) => setAt(s, found.path, typo));
    const p = only(checkSchemas({ root: dir }), found.name);
    expect([p.line, p.pointer, p.severity]).toEqual([lineOf(found.path), pointerOf(found.path), 'warning']);
    expect(p.reason).toContain(`${typo} is not a value the server is known to send for "${fact}"`);
    for (const k of known) expect(p.reason).toContain(JSON.stringify(k));
    expect(p.reason).toContain(`Did you mean ${JSON.stringify(value)}?`);
    expect(p.reason).toContain('is a new value from the server, this is fine');
  });

  it('refuses a misspelt operator with "Did you mean"', () => {
    const found = findCondition((c) => !!c && typeof c === 'object' && 'present' in c);
    const dir = copy();
    const path = [...found.path, 'presnt'];
    const lineOf = editScreen(dir, found.name, (s) => {
      const condition = found.path.reduce<unknown>((o, k) => (o as Json)[k as string], s) as Json;
      condition.presnt = condition.present;
      delete condition.present;
    });
    const p = only(checkSchemas({ root: dir }), found.name);
    expect([p.line, p.pointer]).toEqual([lineOf(path), pointerOf(path)]);
    expect(p.reason).toContain('"presnt" is not something a rule can ask about a fact');
    expect(p.reason).toContain('Did you mean "present"?');
  });

  it('refuses an operator given a value of the wrong kind', () => {
    const present = findCondition((c) => !!c && typeof c === 'object' && 'present' in c);
    const atLeast = findCondition((c) => !!c && typeof c === 'object' && 'atLeast' in c);
    const dir = copy();
    const lines = [present, atLeast].map((found) =>
      // Each file is written again by the edit after it, in the same layout.
      editScreen(dir, found.name, (s) => {
        const condition = found.path.reduce<unknown>((o, k) => (o as Json)[k as string], s) as Json;
        if ('present' in condition) condition.present = 'yes';
        else condition.atLeast = String(condition.atLeast);
      }),
    );
    const problems = checkSchemas({ root: dir });
    const presentPath = [...present.path, 'present'];
    const atLeastPath = [...atLeast.path, 'atLeast'];
    const p = problems.find(
      (x) => x.pointer === pointerOf(presentPath) && x.file === screenFile(present.name),
    );
    const q = problems.find(
      (x) => x.pointer === pointerOf(atLeastPath) && x.file === screenFile(atLeast.name),
    );
    expect(p?.reason).toBe(
      '"present" takes true (the fact has a value) or false (it has none), without quotes.',
    );
    expect(q?.reason).toContain('"atLeast" takes a number without quotes');
    expect(p?.line).toBe(lines[0]?.(presentPath));
    expect(q?.line).toBe(lines[1]?.(atLeastPath));
    expect(mistakes(problems)).toHaveLength(2);
  });

  it('refuses "atLeast" on a fact that is a text', () => {
    const found = findCondition(
      (c, fact, contract) =>
        !!c && typeof c === 'object' && 'present' in c && contract?.['x-fact-values'][fact]?.type === 'text',
    );
    const dir = copy();
    const fact = found.path.at(-1) as string;
    editScreen(dir, found.name, (s) => setAt(s, found.path, { atLeast: 1 }));
    const p = only(checkSchemas({ root: dir }), found.name);
    expect(p.pointer).toBe(pointerOf([...found.path, 'atLeast']));
    expect(p.reason).toBe(
      `"atLeast" compares numbers, but "${fact}" is a text, so this rule would never match.`,
    );
  });

  it('refuses an empty list and an empty { }', () => {
    const found = findCondition(
      (c, fact, contract) => typeof c !== 'object' && !!contract?.['x-fact-values'][fact],
    );
    const dir = copy();
    editScreen(dir, found.name, (s) => setAt(s, found.path, []));
    const p = only(checkSchemas({ root: dir }), found.name);
    expect(p.pointer).toBe(pointerOf(found.path));
    expect(p.reason).toContain('An empty list accepts no value');
    editScreen(dir, found.name, (s) => setAt(s, found.path, {}));
    const q = only(checkSchemas({ root: dir }), found.name);
    expect(q.reason).toContain('An empty { } never holds');
  });
});

describe('the order verdict', () => {
  // Cases a careless choice of values would get wrong: each reaches its last rule with one value only.
  it.each([
    [
      'a number between two that rules name',
      [{ a: 1.5 }, { a: { atLeast: 2 } }, { a: { atLeast: 1.5 } }],
      1.7,
    ],
    ['spaces: no value, yet atLeast 0', [{ a: 0 }, { a: { present: true } }, { a: { atLeast: 0 } }], ' '],
    ['"true": equal to true, yet no number', [{ a: { atLeast: 0 } }, { a: true }], 'true'],
    ['a value no rule names', [{ a: [1, 2] }, { a: { present: false } }, { a: { not: 3 } }], 'z'],
  ])('reaches a rule through %s', (_case, whens, value) => {
    const j = whens.length - 1;
    expect(whens.slice(0, j).some((w) => ruleMatches(w, { a: value }))).toBe(false);
    expect(ruleMatches(whens[j] as Json, { a: value })).toBe(true);
    expect(reach(whens, j)).toMatchObject({ reachable: true });
  });

  it.each([
    ['the catch-all', [{}, { a: 1 }], [0]],
    ['a list its values cover', [{ a: 1 }, { a: '2' }, { a: [2, 1] }], [0, 1]],
    ['a rule asking less', [{ a: [1, 2] }, { a: 1, b: { present: true } }], [0]],
    ['"not" and its value', [{ a: { not: 1 } }, { a: 1 }, { a: { atLeast: 5 } }], [0]],
  ])('finds a rule never reached below %s', (_case, whens, by) => {
    expect(reach(whens, whens.length - 1)).toEqual({ reachable: false, by });
  });

  it("is the runtime's: a rule is refused exactly when no case reaches it", () => {
    // Values that meet the runtime's comparisons in every way: numbers (the same in quotes), texts,
    // the kinds of "none", true and false, and numbers between and beyond the bounds below.
    const leaf = fc.constantFrom<unknown>(0, 1, 2, '1', '2', 'a', '', true, false, -1, 1.5);
    const condition: fc.Arbitrary<unknown> = fc.letrec<{ c: unknown }>((tie) => ({
      c: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        leaf,
        fc.array(leaf, { maxLength: 3 }),
        fc.record({ present: fc.boolean() }),
        fc.record({ atLeast: fc.constantFrom(0, 1, 2, 1.5, -1) }),
        fc.record({ not: tie('c') }),
      ),
    })).c;
    // Two facts (one a dotted path) so that rules often ask about the same one.
    const when = fc.dictionary(fc.constantFrom('a', 'c.d'), condition, { maxKeys: 2 });
    const domain = [
      ...[undefined, null, '', ' ', 0, '0', '00', 1, '1', 2, '2', 'a', 'z', true, false, 'true'],
      ...[-2, -1, -0.5, 0.5, 1.2, 1.5, 1.7, 3],
    ];
    const states = domain.flatMap((a) => domain.map((d) => ({ a, 'c.d': d })));
    fc.assert(
      fc.property(fc.array(when, { minLength: 1, maxLength: 4 }), (whens) => {
        const j = whens.length - 1;
        const verdict = reach(whens, j);
        expect(verdict).toBeDefined();
        if (verdict?.reachable) {
          expect(ruleMatches(whens[j] as Json, verdict.witness)).toBe(true);
          expect(whens.slice(0, j).findIndex((w) => ruleMatches(w, verdict.witness))).toBe(-1);
          return;
        }
        // Brute force: no case reaches rule j, and the rules named are the ones that take its cases.
        const taking = new Set<number>();
        for (const state of states)
          if (ruleMatches(whens[j] as Json, state))
            taking.add(whens.slice(0, j).findIndex((w) => ruleMatches(w, state)));
        expect(taking.has(-1)).toBe(false);
        for (const i of taking) expect(verdict?.by).toContain(i);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);
});

describe('operators', () => {
  /** What the check says about one `when` of a list with no contract. */
  const problemsOf = (when: Json) => {
    const reasons: string[] = [];
    checkRules({ rules: { list: [{ when }] } }, undefined, (_path, reason) => reasons.push(reason));
    return reasons;
  };
  const right = { condition: 1, boolean: true, number: 1 } as const;
  const wrong = { condition: {}, boolean: 'yes', number: '1' } as const;

  it.each(OPERATORS)(
    '"%s" is evaluated by the runtime and accepted by the check with its kind of value',
    (op) => {
      const when = { f: { [op]: right[operators[op].operand] } };
      const verdicts = [undefined, 0, 1, 2, 'a'].map((v) => ruleMatches(when, { f: v }));
      expect(new Set(verdicts)).toEqual(new Set([true, false]));
      expect(problemsOf(when)).toEqual([]);
      expect(problemsOf({ f: { [op]: wrong[operators[op].operand] } })).toHaveLength(1);
    },
  );

  it('are the only words a condition in { } may use', () => {
    const [reason] = problemsOf({ f: { atleast: 4 } });
    expect(reason).toContain(`"atleast" is not something a rule can ask about a fact`);
    for (const op of OPERATORS) expect(reason).toContain(`"${op}"`);
    expect(reason).toContain('Did you mean "atLeast"?');
    expect(ruleMatches({ f: { atleast: 4 } }, { f: 5 })).toBe(false);
  });
});
