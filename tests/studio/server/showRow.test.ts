// "Show this" (studio/server/showRow.ts): for every rule list of every screen file and every
// row that can win, the state written makes that row the one that wins, read as the app reads it:
// the answer through the app's own answer check (src/platform/responseShape.ts), the facts as each
// screen's code hands them to the runtime's matcher, the page parameters from the frame's address;
// and the scenario file passes the gallery's own check. The search itself is held to the check's:
// on random lists, a row the check can reach is one it finds values for, and those values make it win.
import fc from 'fast-check';
import { getResponse } from 'msw';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plain } from '../../../tools/check/checkSchemas';
import { reach } from '../../../tools/check/rules';
import { checkScenarios } from '../../../tools/check/scenarios';
import { root, scenarioFolder } from '../../../tools/staff/schemaFiles';
import { endpoints, type EndpointName } from '../../../src/platform/endpointCatalogue';
import { loadCheck, readChecked } from '../../../src/platform/responseShape';
import { pageParamsOf } from '../../../src/runtime/shared/pageParams';
import { OPERATORS, ruleMatches } from '../../../src/runtime/shared/rules';
import { lookup } from '../../../src/runtime/base/template';
import { handlers } from '../../../src/sandbox/handlers';
import { detailOf, type RawDetail } from '../../../src/screens/complaints/api';
import { CANNOT_HOLD, listPaths, ruleLists, winningValues } from '../../../studio/server/decisions';
import { showRow, type Sandbox } from '../../../studio/server/showRow';
import type { RuleList } from '../../../studio/shared/protocol';
import { screenFiles } from '../../support/schemaCopy';

type Json = Record<string, unknown>;

// The sandbox as the dev server runs it (tools/serve/sandboxMiddleware.ts asks the same handlers).
const sandbox: Sandbox = (request) => getResponse(handlers, request);

let preview: string;
beforeAll(() => {
  // The preview copy the studio server makes: the staff files and the gallery's scenarios.
  preview = mkdtempSync(join(tmpdir(), 'studio-preview-'));
  cpSync(join(root, 'schemas'), join(preview, 'schemas'), { recursive: true });
  cpSync(join(root, 'content'), join(preview, 'content'), { recursive: true });
  cpSync(join(root, scenarioFolder), join(preview, scenarioFolder), { recursive: true });
  symlinkSync(join(root, 'public'), join(preview, 'public'));
});
afterAll(() => rmSync(preview, { recursive: true, force: true }));

/**
 * The facts each screen's code gives a list (src/screens/...): the answer's fields, or the order the
 * complaint page shows, or the page's address; a choose action sees the page's values with the
 * answer as `data`.
 */
function factsOfPage(screen: string, list: RuleList, data: Json, page: URLSearchParams): Json {
  const params = Object.fromEntries(page);
  if (list.choose) return { ...params, page: params, data };
  if (screen === 'complaintHome') {
    const order = (data.orderDetail ?? {}) as Json;
    return list.name === 'typeTap' ? { isShow: order.isShow } : { status: order.status };
  }
  if (screen === 'bindBank') return { source: page.get('source') };
  if (screen === 'complaintDetail') return { ...detailOf(data as unknown as RawDetail) };
  return { ...data };
}

const withLists = screenFiles().filter(({ data }) => listPaths(data).length > 0);

describe('show this, for every row of every screen file', () => {
  const cases = withLists.flatMap(({ rel }) => {
    const text = readFileSync(join(root, rel), 'utf8');
    return ruleLists(root, rel, text).lists.flatMap((list) =>
      list.rows.map(
        (row) => [`${rel} ${list.pointer} rule ${row.index + 1}`, rel, text, list, row.index] as const,
      ),
    );
  });

  it('has rows to show', () => expect(cases.length).toBeGreaterThan(10));

  it.each(cases)('%s wins in its state', async (_, rel, text, list, index) => {
    const screen = rel.replace(/^.*\//, '').replace('.json', '');
    const shown = await showRow(preview, rel, text, list.pointer, index, sandbox);
    if ('reason' in shown) throw new Error(shown.reason);
    const scenario = JSON.parse(readFileSync(join(preview, shown.scenario), 'utf8')) as Json;
    expect(scenario.path).toBe(shown.framePath);

    const url = new URL(shown.framePath, 'http://studio.invalid');
    const page = pageParamsOf(url.search);
    const answers = (scenario.answers ?? {}) as Record<string, Json>;
    let data: Json = {};
    for (const [endpoint, answer] of Object.entries(answers)) {
      // The page's request carries the scenario's id, so the sandbox gives this answer.
      expect([...page.values()]).toContain(`scenario-${shown.scenario.replace(/^.*\/|\.json$/g, '')}`);
      const schema = (endpoints[endpoint as EndpointName] as { schema?: string }).schema as string;
      const check = await loadCheck(schema);
      if (!check) throw new Error(`no answer check for ${schema}`);
      const read = readChecked(check, structuredClone(answer));
      expect(read.problem, `${endpoint} answer`).toBeUndefined();
      data = read.data as Json;
    }
    // What the borrower does (a tap, the stars chosen) is the one thing the frame cannot set.
    const byBorrower = Object.fromEntries(
      Object.entries(shown.facts).filter(([fact]) => shown.note?.includes(`"${fact}"`)),
    );
    const facts = { ...factsOfPage(screen, list, data, page), ...byBorrower };
    const whens = list.rows.map((r) => r.when);
    if (list.firstMatch) expect(whens.findIndex((w) => ruleMatches(w, facts))).toBe(index);
    else expect(ruleMatches(whens[index] as Json, facts)).toBe(true);
    // The facts it reports are the ones the page sees.
    for (const [fact, value] of Object.entries(shown.facts))
      if (!(fact in byBorrower)) expect(lookup(facts, fact) ?? undefined, fact).toEqual(value ?? undefined);
  });

  it('every scenario written passes the gallery’s check', () => {
    const problems = checkScenarios(preview, (e) => plain(e)).filter((p) => p.file.includes('/studio-'));
    expect(problems).toEqual([]);
  });

  it('a row that can never win says the check’s sentence instead', async () => {
    const rel = 'schemas/screens/orderDetails.json';
    const data = JSON.parse(readFileSync(join(root, rel), 'utf8')) as Json;
    const lists = ruleLists(root, rel, JSON.stringify(data)).lists;
    const list = lists.find((l) => l.firstMatch && !l.choose && l.rows.length > 1) as RuleList;
    const rows = (data.rules as Record<string, Json[]>)[list.name] as Json[];
    rows.unshift({ when: {}, then: rows[0]?.then });
    const text = JSON.stringify(data, null, 2);
    const flagged = ruleLists(root, rel, text).lists.find((l) => l.pointer === list.pointer)?.rows[1];
    expect(flagged?.unreachable).toBeTruthy();
    expect(await showRow(preview, rel, text, list.pointer, 1, sandbox)).toEqual({
      reason: flagged?.unreachable,
    });
  });
});

// ---- the search on random lists ------------------------------------------------------------------

const FACTS = ['a', 'b', 'c'];
const value = fc.oneof(
  fc.constantFrom(0, 1, 2, 174, '0', '1', 'x', '', ' ', true, false),
  fc.integer({ min: -3, max: 5 }),
);
const condition: fc.Arbitrary<unknown> = fc.oneof(
  value,
  fc.array(value, { minLength: 1, maxLength: 3 }),
  fc.record({ not: fc.oneof(value, fc.array(value, { minLength: 1, maxLength: 2 })) }),
  fc.record({ present: fc.boolean() }),
  fc.record({ atLeast: fc.integer({ min: -2, max: 5 }) }),
  fc.record({ not: fc.record({ atLeast: fc.integer({ min: -2, max: 5 }) }) }),
);
const when = fc.dictionary(fc.constantFrom(...FACTS), condition, { maxKeys: 3 });
const free = () => ({ known: [], seen: (v: unknown) => v });

describe('the search for a winning state', () => {
  it('uses operators the runtime declares', () => {
    // The generator above covers each of them; a new operator should be added there.
    expect(OPERATORS).toEqual(['not', 'present', 'atLeast']);
  });

  it('finds values exactly when the check finds the row reachable, and they make the row win', () => {
    fc.assert(
      fc.property(fc.array(when, { minLength: 1, maxLength: 5 }), fc.nat(), (whens, n) => {
        const j = n % whens.length;
        const verdict = reach(whens, j);
        const found = winningValues(whens, j, true, free);
        if (verdict === undefined) return;
        expect(found !== undefined).toBe(verdict.reachable);
        if (found) expect(whens.findIndex((w) => ruleMatches(w, found.seen))).toBe(j);
      }),
      { numRuns: 400 },
    );
  });

  it('keeps to the values a fact can hold', () => {
    fc.assert(
      fc.property(fc.array(when, { minLength: 1, maxLength: 4 }), fc.nat(), (whens, n) => {
        const j = n % whens.length;
        // Only numbers: a text or a yes/no is not a value this fact can hold.
        const numbers = () => ({
          known: [],
          seen: (v: unknown) => (typeof v === 'number' ? v : CANNOT_HOLD),
        });
        const found = winningValues(whens, j, true, numbers);
        if (!found) return;
        for (const v of Object.values(found.seen)) expect(typeof v).toBe('number');
        expect(whens.findIndex((w) => ruleMatches(w, found.seen))).toBe(j);
      }),
      { numRuns: 300 },
    );
  });
});

// The studio writes only into the preview copy it is given.
it('writes nothing into the real scenario folder', () => {
  expect(readdirSync(join(root, scenarioFolder)).filter((f) => f.startsWith('studio-'))).toEqual([]);
  expect(readdirSync(join(preview, scenarioFolder)).some((f) => f.startsWith('studio-'))).toBe(true);
});
