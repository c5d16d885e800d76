// The opening request of a prerendered in-app page (issue 10): its boot script sends it before the
// app's code has arrived, and the app takes that answer over, so the page makes it once.
import type { APIRequestContext } from '@playwright/test';
import { test, expect, sessionQuery } from './fixtures';
import orderDetails from '../../schemas/screens/orderDetails.json' with { type: 'json' };
import bindBank from '../../schemas/screens/bindBank.json' with { type: 'json' };

const HOLD_MS = 1500;

const pages = [
  {
    address: `/loanDetails?productId=1&orderId=174&${sessionQuery()}`,
    // The screen is on its data once the order's summary shows its heading.
    title: orderDetails.title,
  },
  {
    address: `/bindBank?product_id=1&${sessionQuery()}`,
    title: bindBank.title,
  },
];

/** The opening request's address, as the page's shell describes it to its boot script. */
async function openingPath(request: APIRequestContext, address: string): Promise<string> {
  const html = await (await request.get(address)).text();
  const spec = /<script type="application\/json" id="opening-request">([^<]*)<\/script>/.exec(html);
  expect(spec, 'the shell describes its opening request').not.toBeNull();
  return (JSON.parse(spec![1]!) as { path: string }).path;
}

for (const { address, title } of pages) {
  test(`${address.split('?')[0]} sends its opening request once, before the app's code has arrived`, async ({
    page,
    request,
  }) => {
    const endpoint = await openingPath(request, address);
    // The app's chunks are held back a while; the request must not wait for them.
    let appArrived = Number.POSITIVE_INFINITY;
    await page.route(/\/assets\/(base|shared|runtime)-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
      await route.continue();
    });
    page.on('requestfinished', (request) => {
      if (/\/assets\/runtime-[\w-]+\.js$/.test(request.url())) appArrived = Date.now();
    });
    const sent: { at: number; body: string | null; url: string }[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === endpoint)
        sent.push({ at: Date.now(), body: request.postData(), url: request.url() });
    });

    await page.goto(address);
    await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    expect(sent, 'one opening request').toHaveLength(1);
    expect(sent[0]!.at, 'sent before the app arrived').toBeLessThan(appArrived);
    // The session parameters of the address travel with it, as with every request of the app.
    expect(new URL(sent[0]!.url).searchParams.get('sessionId')).toBeTruthy();
  });
}
