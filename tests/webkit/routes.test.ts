// Every route of CONTRACT.md section 2 opens in WebKit (WebKitGTK, the engine of the iOS webview) on
// the production build under the CONTRACT.md CSP, shows its content and raises no script error.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../e2e/routeList';
import { WebKitPage } from './webkitPage';

let page: WebKitPage;
beforeAll(async () => {
  page = await WebKitPage.open();
});
afterAll(() => page?.close());

describe('every route in WebKit', () => {
  it.each(routes)('%s renders with no script error', async (route) => {
    await page.goto(route);
    await page.waitUntil(
      () => page.driver.executeScript<boolean>('return window.__webkitTest.layout.settled()'),
      'the page to settle',
      15_000,
    );
    const shown = await page.driver.executeScript<string>('return document.body.innerText.trim()');
    expect(shown.length, 'visible text').toBeGreaterThan(0);
    expect(await page.all('heading'), 'a heading').not.toHaveLength(0);
    expect(await page.problems()).toEqual([]);
  });
});

it('the error collector does see a script error (so the checks above can fail)', async () => {
  await page.goto('/aboutUs');
  await page.driver.executeScript('setTimeout(() => { throw new Error("planted") })');
  await page.waitUntil(async () => (await page.problems()).length > 0, 'the planted error');
  expect(await page.problems()).toEqual([expect.stringContaining('planted')]);
});
