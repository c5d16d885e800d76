// @vitest-environment node
// The state gallery (tools/serve/gallery.ts) and its scenario files (src/sandbox/scenarios/): a state for
// every route of the table, each file in its own frame or, with a mistake, the check's sentence in its
// place; a scenario's answers laid over the sandbox's. The scenario files are staff files: what is
// asserted of them is read from them, and anything more specific uses fixture files of this test.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  frameSource,
  galleryEntries,
  galleryHtml,
  galleryPage,
  pagesWithoutState,
  PAGES_WITHOUT_STATE,
  type GalleryEntry,
} from '../../tools/serve/gallery';
import { sandboxMiddleware } from '../../tools/serve/sandboxMiddleware';
import { scenarioFolder } from '../../tools/staff/schemaFiles';
import { copy } from '../support/schemaCopy';
import { STATUS_ATTR, STEPS_ATTR } from '../../tools/serve/gallerySteps';
import { endpointPath, endpoints, type EndpointName } from '../../src/platform/endpoints';
import {
  framePath,
  HOLD_PARAM,
  isHeld,
  routeAddresses,
  routeOf,
  scenarioAnswer,
  scenarioResponse,
  scenarios,
  type Scenario,
} from '../../src/sandbox/scenarios';

let dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

/** A folder of fixture scenario files. */
function fixtureScenarios(files: Record<string, string | object>): string {
  const dir = mkdtempSync(join(tmpdir(), 'scenarios-'));
  dirs.push(dir);
  for (const [name, content] of Object.entries(files))
    writeFileSync(
      join(dir, `${name}.json`),
      typeof content === 'string' ? content : JSON.stringify(content, null, 2),
    );
  return dir;
}

/** A copy of the project's staff files with fixture scenario files in place of the real ones. */
function fixtureProject(files: Record<string, string | object>): string {
  const dir = copy();
  cpSync(fixtureScenarios(files), join(dir, scenarioFolder), { recursive: true });
  return dir;
}

const entry = (s: Scenario, extra: Partial<GalleryEntry> = {}): GalleryEntry => ({
  name: s.name,
  file: `${scenarioFolder}/${s.name}.json`,
  group: s.group,
  scenario: s,
  steps: [],
  problems: [],
  ...extra,
});

describe('state gallery', () => {
  it('every scenario file names a group, a title and an address of this app', () => {
    const list = scenarios();
    expect(list.length).toBeGreaterThan(0);
    for (const s of list) {
      expect(s.group, s.name).toMatch(/\S/);
      expect(s.title, s.name).toMatch(/\S/);
      expect(routeAddresses, `${s.name}: ${s.path}`).toContain(routeOf(s.path).address);
    }
  });

  it('has a state for every route of the route table', () => {
    const shown = new Set(scenarios().map((s) => routeOf(s.path).address));
    const missing = routeAddresses.filter((address) => !shown.has(address));
    expect(missing, `add a scenario file in ${scenarioFolder}/ for ${missing.join(', ')}`).toEqual([]);
  });

  it('shows a route no scenario opens at its bare address, and no route twice', () => {
    const [first, ...others] = routeAddresses as [string, ...string[]];
    const covering = others.map((address, i) =>
      entry({ name: `s${i}`, group: 'G', title: 't', path: address }),
    );
    const added = pagesWithoutState(covering);
    expect(added.map((e) => e.scenario?.path)).toEqual([first]);
    expect(added[0]?.group).toBe(PAGES_WITHOUT_STATE);
    expect(pagesWithoutState([...covering, ...added])).toEqual([]);
  });

  it('reads a funnel page as its hash route, and any other page as its path', () => {
    expect(routeOf('/promo/#/register?id=7&user_from=fb')).toMatchObject({ address: '/promo/#/register' });
    expect(routeOf('/promo/#/register?id=7').params.get('id')).toBe('7');
    expect(routeOf('/promo/').address).toBe('/promo/#/');
    expect(routeOf('/loanDetails?orderId=1').address).toBe('/loanDetails');
    expect(routeOf('/loanDetails?orderId=1').params.get('orderId')).toBe('1');
  });

  it('shows each scenario in its own phone-sized frame, under its group', () => {
    const list = scenarios();
    const html = galleryHtml(list.map((s) => entry(s)));
    expect(html.match(/<iframe /g)).toHaveLength(list.length);
    for (const s of list) expect(html).toContain(`src="${framePath(s).replace(/&/g, '&amp;')}"`);
    // Each group of the scenario files (staff files) heads its frames; a plain-word group needs no escaping.
    const group = list.find((s) => /^[\w ]+$/.test(s.group))?.group as string;
    expect(html).toContain(`<h2>${group}</h2>`);
    expect(html).toContain('width:390px;height:844px');
  });

  it('opens each held page on a host of its own, so held requests never use up the others', () => {
    const held: Scenario = {
      name: 'x-loading',
      group: 'g',
      title: 't',
      path: '/loanDetails?orderId=1',
      hold: true,
    };
    const open: Scenario = { ...held, name: 'x', hold: false };
    expect(frameSource(held, '5173')).toBe(`http://x-loading.localhost:5173${framePath(held)}`);
    expect(frameSource(open, '5173')).toBe(framePath(open));
    const html = galleryHtml([entry(held), entry(open)], { host: '127.0.0.1:5173' });
    expect(html).toContain(
      `src="http://x-loading.localhost:5173/loanDetails?orderId=1&amp;${HOLD_PARAM}=x-loading"`,
    );
    expect(html).toContain('src="/loanDetails?orderId=1"');
  });

  it('gives a frame with steps its steps, a status line and a Play again button', () => {
    const s: Scenario = { name: 'x', group: 'g', title: 't', path: '/Contact' };
    const steps = [{ kind: 'press' as const, name: 'Send "now"', says: 'press "texts.send"' }];
    const html = galleryHtml([entry(s, { steps }), entry({ ...s, name: 'y' })]);
    expect(html.match(new RegExp(`${STEPS_ATTR}="`, 'g'))).toHaveLength(1);
    const attr = new RegExp(`${STEPS_ATTR}="([^"]*)"`).exec(html)?.[1] ?? '';
    expect(JSON.parse(attr.replace(/&quot;/g, '"').replace(/&amp;/g, '&'))).toEqual(steps);
    expect(html.match(new RegExp(STATUS_ATTR, 'g'))).toHaveLength(1);
    expect(html).toContain('Play again');
    expect(html).toContain(`import { playFrames } from '/tools/serve/gallerySteps.ts'`);
  });

  it('shows a file with mistakes by its name and the check’s sentences, in place of its frame', () => {
    const good: Scenario = { name: 'good', group: 'g', title: 'Good', path: '/Contact' };
    const html = galleryHtml([
      entry(good),
      {
        name: 'bad',
        file: `${scenarioFolder}/bad.json`,
        group: 'Files to fix',
        steps: [],
        problems: [`${scenarioFolder}/bad.json:3:1 #: This is <not> valid JSON`],
      },
    ]);
    expect(html.match(/<iframe /g)).toHaveLength(1);
    expect(html).toContain(`${scenarioFolder}/bad.json:3:1 #: This is &lt;not&gt; valid JSON`);
    expect(html).toContain('role="alert"');
  });

  it('never throws on a broken file: that file shows the check’s sentence, the others their frames', () => {
    const project = fixtureProject({
      'site-home': { group: 'Site', title: 'Home', path: '/' },
      typo: '{\n  "group": "Site",\n  "title": "Home"\n  "path": "/"\n}\n',
      'no-route': { group: 'Site', title: 'Nowhere', path: '/Abuot' },
    });
    const { entries, trouble } = galleryEntries(project);
    expect(trouble).toBeUndefined();
    expect(entries.map((e) => e.name)).toEqual(['no-route', 'site-home', 'typo']);
    const [noRoute, home, typo] = entries as [GalleryEntry, GalleryEntry, GalleryEntry];
    expect(home.problems).toEqual([]);
    expect(typo.problems).toHaveLength(1);
    expect(typo.problems[0]).toMatch(
      new RegExp(`^${scenarioFolder}/typo\\.json:4:\\d+ #: This is not valid JSON`),
    );
    expect(noRoute.problems.join('\n')).toContain('Did you mean "/About"?');
    const html = galleryHtml(entries);
    expect(html.match(/<iframe /g)).toHaveLength(1);
    expect(html).toContain(`${scenarioFolder}/typo.json`);
  });

  it('shows one state alone when asked for its file, and every state and page otherwise', () => {
    const project = fixtureProject({
      'site-home': { group: 'Site', title: 'Home', path: '/' },
      'site-about': { group: 'Site', title: 'About', path: '/About' },
    });
    const one = galleryPage(undefined, project, `${scenarioFolder}/site-about.json`);
    expect(one.match(/<iframe /g)).toHaveLength(1);
    expect(one).toContain('title="About"');
    const all = galleryPage(undefined, project);
    expect(all.match(/<iframe /g)).toHaveLength(routeAddresses.length);
  });

  it('answers a scenario id with the answer its file gives', () => {
    const dir = fixtureScenarios({
      'order-x': {
        group: 'g',
        title: 't',
        path: '/loanDetails?orderId=scenario-order-x',
        answers: { loanDetails: { orderStatus: 999 } },
      },
    });
    expect(scenarioAnswer('loanDetails', 'scenario-order-x', dir)).toEqual({ orderStatus: 999 });
    expect(scenarioAnswer('loanConfirm', 'scenario-order-x', dir)).toBeUndefined();
    expect(scenarioAnswer('loanDetails', '174', dir)).toBeUndefined();
    // The committed files, whatever they hold.
    for (const s of scenarios())
      for (const [endpoint, answer] of Object.entries(s.answers ?? {}))
        expect(scenarioAnswer(endpoint as EndpointName, `scenario-${s.name}`)).toEqual(answer);
  });

  it('lays a scenario’s answer over the sandbox’s, as a success, for the request that carries its id', async () => {
    const dir = fixtureScenarios({
      x: {
        group: 'g',
        title: 't',
        path: '/complaint?orderId=scenario-x',
        answers: { problemInit: { isShow: 0 } },
      },
    });
    const url = `http://127.0.0.1${endpointPath('problemInit')}`;
    const ask = (orderId: string) =>
      new Request(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: `orderId=${orderId}`,
      });
    const { successCode, dataKey } = endpoints.problemInit;
    const sandbox = Response.json({
      code: successCode,
      message: 'ok',
      [dataKey]: { orderList: [1], isShow: 1 },
    });
    const laid = await scenarioResponse(ask('scenario-x'), sandbox, dir);
    expect(await laid?.json()).toEqual({
      code: successCode,
      message: 'success',
      [dataKey]: { orderList: [1], isShow: 0 },
    });
    // The sandbox refused the id: the scenario's answer stands alone, still a success.
    const refused = Response.json({ code: 'nope', message: 'unknown order' });
    const alone = await scenarioResponse(ask('scenario-x'), refused, dir);
    expect(await alone?.json()).toEqual({ code: successCode, message: 'success', [dataKey]: { isShow: 0 } });
    expect(await scenarioResponse(ask('174'), sandbox, dir)).toBeUndefined();
    expect(await scenarioResponse(ask('scenario-y'), sandbox, dir)).toBeUndefined();
  });

  it('opens a held scenario with the mark the sandbox holds, and any other as written', () => {
    const held = { name: 'x-loading', group: 'g', title: 't', path: '/loanDetails?orderId=1', hold: true };
    expect(framePath(held)).toBe(`/loanDetails?orderId=1&${HOLD_PARAM}=x-loading`);
    expect(framePath({ ...held, path: '/promo/#/register?id=7' })).toBe(
      `/promo/?${HOLD_PARAM}=x-loading#/register?id=7`,
    );
    expect(framePath({ ...held, hold: false })).toBe('/loanDetails?orderId=1');
    expect(isHeld(`http://127.0.0.1:5173${framePath(held)}`)).toBe(true);
    expect(isHeld('http://127.0.0.1:5173/loanDetails?orderId=1')).toBe(false);
    expect(isHeld(undefined)).toBe(false);
  });

  it('the sandbox never answers a request from a held page, and answers the same request otherwise', async () => {
    const ask = (referer?: string) => {
      const req = Object.assign(
        (async function* () {
          yield Buffer.from('orderId=174');
        })(),
        {
          url: endpointPath('loanDetails'),
          method: 'POST',
          headers: {
            host: '127.0.0.1',
            'content-type': 'application/x-www-form-urlencoded',
            ...(referer ? { referer } : {}),
          },
        },
      ) as unknown as IncomingMessage;
      const seen = { ended: false, next: false };
      const res = {
        statusCode: 0,
        setHeader: () => undefined,
        end: () => void (seen.ended = true),
      } as unknown as ServerResponse;
      const done = sandboxMiddleware(req, res, () => void (seen.next = true));
      return { seen, done };
    };
    const held = ask(`http://127.0.0.1/loanDetails?orderId=174&${HOLD_PARAM}=order-loading`);
    await held.done;
    await new Promise((r) => setTimeout(r, 300));
    expect(held.seen).toEqual({ ended: false, next: false });
    const answered = ask('http://127.0.0.1/loanDetails?orderId=174');
    await answered.done;
    expect(answered.seen).toEqual({ ended: true, next: false });
  });
});
