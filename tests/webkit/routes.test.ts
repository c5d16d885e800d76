// Every route of CONTRACT.md section 2 (tests/e2e/routeList.ts), on the production build under the
// CONTRACT.md CSP with sandbox data, in WebKit (WebKitGTK, the engine of the iOS webview) and in
// Chromium side by side:
//   - it renders in WebKit with no script error;
//   - the boxes of headings, buttons, inputs, chips and list rows agree between the engines within 2 px
//     (both are given the same installed font for this, see tools/testing/webkit/testServer.ts), but for a text
//     that the two engines' glyph measurement wraps onto one line more or less (./boxDifferences.ts);
//   - nothing moves after the first paint that shows content (Chromium: layout shift 0 by the Layout
//     Instability API; WebKit: each element where it was first painted, tools/testing/webkit/collect.js);
//   - nothing visible covers the text or buttons of an open dialog;
//   - no text overflows its box or is cut off at 320 px wide;
//   - no browser default styling shows (fieldset borders, default button faces, fonts never chosen);
//   - no amount shows the currency sign twice.
// No pixel baselines: a copy edit changes both engines alike.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { routes } from '../e2e/routeList';
import { WebKitPage } from './webkitPage';
import { launchChromium } from '../../tools/testing/webkit/chromium';
import { PHONE } from '../../tools/testing/webkit/webkit';
import app from '../../schemas/app.json' with { type: 'json' };
import { boxDifferences, type Box, type TextBlock } from './boxDifferences';

interface Seen {
  problems: string[];
  text: string;
  headings: number;
  boxes: Box[];
  wrapping: TextBlock[];
  shifts: string[];
  covered: string[];
  defaults: string[];
  narrow: string[];
}

const layout = (call: string) => `return window.__webkitTest.layout.${call}`;
const SETTLE_MS = 15_000;

let webkit: WebKitPage;
let browser: Browser;
let chromium: Page;

beforeAll(async () => {
  webkit = await WebKitPage.open();
  browser = await launchChromium();
  chromium = await browser.newPage({ viewport: PHONE });
  await chromium.addInitScript(() => {
    const w = window as unknown as { __layoutShifts: string[] };
    w.__layoutShifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput || entry.value === 0) continue;
        const nodes = (entry.sources ?? []).map((s) =>
          `${s.node?.nodeName ?? '?'} "${(s.node?.textContent ?? '').trim().slice(0, 30)}"`.toLowerCase(),
        );
        w.__layoutShifts.push(`layout shift ${entry.value.toFixed(4)}: ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

afterAll(async () => {
  await browser?.close();
  await webkit?.close();
});

async function settleChromium(): Promise<void> {
  await chromium.waitForFunction(() => (window as unknown as WithTest).__webkitTest.layout.settled(), null, {
    timeout: SETTLE_MS,
    polling: 100,
  });
}

/** What tools/testing/webkit/collect.js puts on the window. */
interface WithTest {
  __webkitTest: {
    problems: string[];
    layout: {
      boxes: () => Box[];
      wrapping: () => TextBlock[];
      shifts: () => string[];
      settled: () => boolean;
      stopTracking: () => void;
      dialogCovered: () => string[];
      overflow: () => string[];
      browserDefaults: () => string[];
    };
  };
  __layoutShifts: string[];
}

async function inChromium(route: string): Promise<Seen> {
  const base = webkit.baseUrl;
  await chromium.setViewportSize({ width: 320, height: PHONE.height });
  await chromium.goto(base + route);
  await settleChromium();
  const narrow = await chromium.evaluate(() =>
    (window as unknown as WithTest).__webkitTest.layout.overflow(),
  );
  await chromium.setViewportSize(PHONE);
  await chromium.goto('about:blank');
  await chromium.goto(base + route);
  await settleChromium();
  return chromium.evaluate((narrow): Seen => {
    const w = window as unknown as WithTest;
    const l = w.__webkitTest.layout;
    l.stopTracking();
    return {
      problems: w.__webkitTest.problems,
      text: document.body.innerText,
      headings: document.querySelectorAll('h1,h2,h3,h4,h5,h6,[role="heading"]').length,
      boxes: l.boxes(),
      wrapping: l.wrapping(),
      shifts: [...w.__layoutShifts, ...l.shifts()],
      covered: l.dialogCovered(),
      defaults: l.browserDefaults(),
      narrow,
    };
  }, narrow);
}

async function inWebKit(route: string): Promise<Seen> {
  const { driver } = webkit;
  const settled = () =>
    webkit.waitUntil(() => driver.executeScript<boolean>(layout('settled()')), 'settled', SETTLE_MS);
  await webkit.goto(`/__webkit-test/narrow.html?src=${encodeURIComponent(route)}`);
  await driver.switchTo().frame(0);
  await settled();
  const narrow = await driver.executeScript<string[]>(layout('overflow()'));
  await driver.switchTo().defaultContent();
  await webkit.goto(route);
  await settled();
  await driver.executeScript(layout('stopTracking()'));
  return {
    problems: await webkit.problems(),
    text: await driver.executeScript<string>('return document.body.innerText'),
    headings: (await webkit.all('heading')).length,
    boxes: await driver.executeScript<Box[]>(layout('boxes()')),
    wrapping: await driver.executeScript<TextBlock[]>(layout('wrapping()')),
    shifts: await driver.executeScript<string[]>(layout('shifts()')),
    covered: await driver.executeScript<string[]>(layout('dialogCovered()')),
    defaults: await driver.executeScript<string[]>(layout('browserDefaults()')),
    narrow,
  };
}

const sign = app.money.sign;

describe.each(routes)('%s', (route) => {
  const seen: { chromium?: Seen; webkit?: Seen } = {};
  beforeAll(
    async () => {
      seen.chromium = await inChromium(route);
      seen.webkit = await inWebKit(route);
    },
    3 * SETTLE_MS + 15_000,
  );

  const check = (name: string, body: (c: Seen, w: Seen) => void) =>
    it(name, () => body(seen.chromium!, seen.webkit!));

  check('renders in WebKit with no script error', (c, w) => {
    expect(w.problems, 'WebKit').toEqual([]);
    expect(c.problems, 'Chromium').toEqual([]);
    expect(w.text.trim().length, 'visible text').toBeGreaterThan(0);
    expect(w.headings, 'headings').toBeGreaterThan(0);
  });
  check('boxes agree between Chromium and WebKit within 2 px', (c, w) => {
    expect(c.boxes.length, 'elements measured').toBeGreaterThan(0);
    expect(boxDifferences(c, w)).toEqual([]);
  });
  check('nothing moves after the first paint', (c, w) => {
    expect(c.shifts, 'Chromium').toEqual([]);
    expect(w.shifts, 'WebKit').toEqual([]);
  });
  check('nothing covers an open dialog', (c, w) => {
    expect(c.covered, 'Chromium').toEqual([]);
    expect(w.covered, 'WebKit').toEqual([]);
  });
  check('no text overflows or is cut off at 320 px', (c, w) => {
    expect(c.narrow, 'Chromium').toEqual([]);
    expect(w.narrow, 'WebKit').toEqual([]);
  });
  check('no browser default styling', (c, w) => {
    expect(c.defaults, 'Chromium').toEqual([]);
    expect(w.defaults, 'WebKit').toEqual([]);
  });
  check('no amount shows the currency sign twice', (c, w) => {
    expect(c.text.includes(sign + sign), 'Chromium').toBe(false);
    expect(w.text.includes(sign + sign), 'WebKit').toBe(false);
  });
});

it('the error collector does see a script error (so the checks above can fail)', async () => {
  await webkit.goto('/aboutUs');
  await webkit.driver.executeScript('setTimeout(() => { throw new Error("planted") })');
  await webkit.waitUntil(async () => (await webkit.problems()).length > 0, 'the planted error');
  expect(await webkit.problems()).toEqual([expect.stringContaining('planted')]);
});
