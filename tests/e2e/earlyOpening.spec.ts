// The opening request of every prerendered in-app page with opening data (issue 10): its boot script
// sends it before the app's code has arrived, it is the very request the app would send, and the app
// takes that answer over, so one open makes one request; under a dropped connection the page sends it
// no more often than the app's own tries.
//
// The pages come from the route table (tests/e2e/routeList.ts) and the built shells, which describe
// their opening request to the boot script; the first test holds those descriptions to the screen
// files' declarations, so a page whose shell forgot its opening cannot drop out of this file unseen.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Request } from '@playwright/test';
import { test, expect, sessionQuery } from './fixtures';
import { addressesOf } from './routeList';
import { inAppTable } from '../../src/app/routeTable';
import type { OpeningRequestSpec } from '../../src/app/prerender';
import { developer } from '../../src/config/developer';
import { endpointPath, isEndpointName } from '../../src/platform/endpointCatalogue';
import { retryDelaysMs } from '../../src/runtime/openingRequest';
import { pageFile } from '../../tools/bundle/pageFiles';

const HOLD_MS = 1500;
const root = join(import.meta.dirname, '..', '..');
const OPENING_BLOCK = /<script type="application\/json" id="opening-request">([^<]*)<\/script>/;

/** The opening request a built page's shell describes to its boot script, if any. */
function shellOpening(path: string): OpeningRequestSpec | undefined {
  const file = pageFile(join(root, 'dist'), path);
  if (!existsSync(file)) throw new Error(`${file} is missing: run npm run build first`);
  const block = OPENING_BLOCK.exec(readFileSync(file, 'utf8'));
  return block ? (JSON.parse(block[1]!) as OpeningRequestSpec) : undefined;
}

/** What makes two opening requests the same: the endpoint's address and the payload's declaration. */
const requestShape = (path: string, open: OpeningRequestSpec['open']) =>
  JSON.stringify({ path, params: open.params ?? {}, required: open.required ?? [], fixed: open.fixed ?? {} });

/** Every opening request a screen file declares (`open`, or each of `opens`). */
function declaredOpenings(): string[] {
  const dir = join(root, 'schemas', 'screens');
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .flatMap((name) => {
      const screen = JSON.parse(readFileSync(join(dir, name), 'utf8')) as {
        open?: OpeningRequestSpec['open'] & { endpoint: string };
        opens?: Record<string, OpeningRequestSpec['open'] & { endpoint: string }>;
      };
      return [screen.open, ...Object.values(screen.opens ?? {})].flatMap((open) =>
        open && isEndpointName(open.endpoint) ? [requestShape(endpointPath(open.endpoint), open)] : [],
      );
    });
}

// Each in-app route with the sample query that makes it load data, the session parameters and the
// values of every client's header parameters, so the comparison covers headers too.
const extra = Object.fromEntries(
  Object.values(developer.headerParams)
    .flat()
    .map((name) => [name, `e2e-${name}`]),
);
const pages = addressesOf({ site: [], inApp: inAppTable, promo: [] }).flatMap((sample) => {
  const [path = sample, query] = sample.split('?');
  const spec = shellOpening(path);
  const address = `${path}?${query ? `${query}&` : ''}${sessionQuery(extra)}`;
  return spec ? [{ path, address, spec }] : [];
});

test('every opening request a screen file declares is sent early by a prerendered page', () => {
  const described = new Set(pages.map(({ spec }) => requestShape(spec.path, spec.open)));
  const declared = new Set(declaredOpenings());
  expect(declared.size, 'the screen files declare opening requests').toBeGreaterThan(0);
  expect([...described].sort()).toEqual([...declared].sort());
});

/** The requests the page sends to `endpoint`, from now on. */
function requestsTo(page: Page, endpoint: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === endpoint) sent.push(request);
  });
  return sent;
}

/** The screen is on its data: it has replaced the skeleton and says nothing failed. */
async function opened(page: Page) {
  await expect(page.locator('main:not(.opening)')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
}

/** What of a request the app decides: method, address, body and the headers it sets. */
async function asSent(request: Request) {
  const headers = await request.allHeaders();
  const names = ['content-type', 'x-requested-with', ...Object.values(developer.headerParams).flat()];
  return {
    method: request.method(),
    url: request.url(),
    body: request.postData(),
    headers: Object.fromEntries(names.map((name) => [name, headers[name.toLowerCase()] ?? null])),
  };
}

for (const { path, address, spec } of pages) {
  test(`${path}: boot sends the app's own opening request, once, before the app's code has arrived`, async ({
    page,
    context,
  }) => {
    // The app alone, on the same shell without its description of the request: what the app sends.
    const alone = await context.newPage();
    await alone.route(
      (url) => url.pathname === path,
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace(OPENING_BLOCK, '');
        await route.fulfill({ response, body: html });
      },
    );
    const appSent = requestsTo(alone, spec.path);
    await alone.goto(address);
    await opened(alone);
    expect(appSent, 'the app sends its opening request itself').toHaveLength(1);
    const appRequest = await asSent(appSent[0]!);
    await alone.close();

    // The page as built: its app's chunks are held back a while, and the request must not wait for them.
    let appArrived = Number.POSITIVE_INFINITY;
    await page.route(/\/assets\/(base|shared|runtime)-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/runtime-[\w-]+\.js$/.test(request.url())) appArrived = Date.now();
    });
    const sent: { at: number; request: Request }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === spec.path) sent.push({ at: Date.now(), request });
    });
    await page.goto(address);
    await opened(page);

    expect(sent, 'one opening request').toHaveLength(1);
    expect(sent[0]!.at, 'sent before the app arrived').toBeLessThan(appArrived);
    expect(await asSent(sent[0]!.request), "boot's request is the app's").toEqual(appRequest);
    // The session parameters of the address travel with it, as with every request of the app.
    expect(new URL(sent[0]!.request.url()).searchParams.get('sessionId')).toBeTruthy();
  });

  test(`${path}: under a dropped connection the opening request goes out 1 + ${retryDelaysMs.length} times`, async ({
    page,
  }) => {
    const sent = requestsTo(page, spec.path);
    await page.route(
      (url) => url.pathname === spec.path,
      (route) => route.abort('connectionfailed'),
    );
    await page.goto(address);
    // The page says it could not open once the app's last try has failed.
    await expect(page.getByRole('alert')).toBeVisible({ timeout: 15_000 });
    expect(sent).toHaveLength(1 + retryDelaysMs.length);
  });
}
