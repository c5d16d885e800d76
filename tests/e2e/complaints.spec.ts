// Complaints end to end in Chromium, on the production build under the CONTRACT.md CSP: a complaint
// is filed with a real picture (shrunk on a canvas when large), appears in the list and opens; an
// order without collection support is refused; a handled complaint asks for a rating after a delay.
import { writeFileSync } from 'node:fs';
import { test, expect, sessionQuery } from './fixtures';
import type { Locator, Page } from '@playwright/test';
import submit from '../../schemas/screens/complaintSubmit.json' with { type: 'json' };
import home from '../../schemas/screens/complaintHome.json' with { type: 'json' };
import detail from '../../schemas/screens/complaintDetail.json' with { type: 'json' };
import messages from '../../schemas/messages.json' with { type: 'json' };
import app from '../../schemas/app.json' with { type: 'json' };
import { fill } from '../../src/runtime/base/template';

// Labels, messages and the caps follow the schemas, so a staff edit (a cap of 300) keeps this green.
const { texts, limits } = submit;
const orderNo = (no: string) => fill(home.texts.orderNo, { orderNo: no });
const stars = (n: number) => fill(messages.starsLabel, { n });
/** What the complaint home says when a type is refused for the order (its typeTap rules). */
const REFUSED = (home.rules.typeTap.find((r) => r.then.do === 'refuse')?.then as { message: string }).message;
/** The toast the rating's success shows (complaintDetail's sendScore action). */
const RATED = (
  detail.actions.sendScore.onSuccess.actions.find((a) => a.type === 'toast') as { message: string }
).message;
const DESCRIPTION = submit.form.schema.properties.problemDetail.title;

const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** The text of every visible toast or live message outside `dialog` whose box overlaps the dialog's. */
function liveMessagesOver(dialog: Locator): Promise<string[]> {
  return dialog.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const over: string[] = [];
    for (const region of document.querySelectorAll('[role="status"], [role="alert"]')) {
      if (el.contains(region)) continue;
      for (const part of region.querySelectorAll('*')) {
        const r = part.getBoundingClientRect();
        const shown = part.checkVisibility({ opacityProperty: true, visibilityProperty: true });
        const overlaps =
          r.width > 0 &&
          r.height > 0 &&
          r.left < box.right &&
          r.right > box.left &&
          r.top < box.bottom &&
          r.bottom > box.top;
        if (shown && overlaps) over.push(part.textContent ?? '');
      }
    }
    return over;
  });
}

/** A noisy PNG of about 5 MB drawn by the browser itself, so it is a real picture worth shrinking. */
async function largePng(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 1400;
    canvas.height = 1000;
    const context = canvas.getContext('2d')!;
    const pixels = context.createImageData(canvas.width, canvas.height);
    // xorshift noise: PNG cannot compress it, as with a real photo.
    let seed = 2463534242;
    for (let i = 0; i < pixels.data.length; i += 1) {
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      pixels.data[i] = i % 4 === 3 ? 255 : seed & 255;
    }
    context.putImageData(pixels, 0, 0);
    const blob = await new Promise<Blob>((done) => canvas.toBlob((b) => done(b!), 'image/png'));
    const bytes = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (const b of bytes) text += String.fromCharCode(b);
    return btoa(text);
  });
  return Buffer.from(base64, 'base64');
}

test('a complaint is filed with pictures, then found in the complaint list and opened', async ({
  page,
  apiRequests,
}) => {
  await page.goto(`/complaint?orderId=174&${sessionQuery()}`);
  await expect(page.getByText(orderNo('PA2026112200174'))).toBeVisible();
  await page.getByRole('button', { name: 'Collection' }).click();
  // Sub-type titles must not make the 'All' button ambiguous to a person (or a name search).
  await expect(page.getByRole('button', { name: home.texts.all })).toHaveCount(1);
  await page.getByRole('button', { name: 'Contacting my family or employer' }).click();
  await expect(page).toHaveURL(/\/complainPageNext\?problemType=1&problemSonType=13&orderNo=PA2026112200174/);
  await expect(page.getByRole('list', { name: texts.typeTags })).toHaveText(
    /Collection\s*Contacting my family or employer/,
  );
  await expect(page.getByText(fill(texts.promise, { days: limits.responseWeekdays }))).toBeVisible();

  await page.getByRole('button', { name: texts.send }).click();
  await expect(
    page.getByRole('status').filter({ hasText: submit.form.errorMessages.problemDetail.required }),
  ).toBeVisible();

  const big = await largePng(page);
  expect(big.length).toBeGreaterThan(1024 * 1024);
  const stored: string[] = [];
  page.on('response', async (response) => {
    if (response.url().includes('/upload-problem-img')) stored.push((await response.json()).data.url);
  });
  await page.getByLabel(texts.uploadImage).setInputFiles([
    { name: 'contacts.png', mimeType: 'image/png', buffer: TINY_PNG },
    { name: 'noise.png', mimeType: 'image/png', buffer: big },
  ]);
  await expect(page.getByRole('button', { name: fill(texts.viewImage, { n: 2 }) })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByText(fill(texts.imagesTitle, { count: 2, max: limits.imagesMax }))).toBeVisible();
  expect(apiRequests.filter((r) => r.url().includes('/upload-problem-img'))).toHaveLength(2);
  // The large picture went up shrunk to a JPEG; the tiny one as it was.
  await expect.poll(() => stored.length).toBe(2);
  const [small, shrunk] = await Promise.all(stored.map((url) => page.request.get(url)));
  expect(small!.headers()['content-type']).toBe('image/png');
  expect(shrunk!.headers()['content-type']).toBe('image/jpeg');
  expect((await shrunk!.body()).length).toBeLessThan(big.length / 2);

  const description = page.getByRole('textbox', { name: DESCRIPTION });
  await description.fill(`My boss received calls about my loan. ${'x'.repeat(limits.descriptionMax)}`);
  await expect(description).toHaveValue(new RegExp(`^.{${limits.descriptionMax}}$`, 's'));
  await description.fill('Your agent called my employer at Ayala Avenue twice about my loan.');
  await page.getByRole('button', { name: texts.send }).click();
  const success = page.getByRole('dialog', { name: texts.successTitle });
  await expect(success).toBeVisible();
  expect(await liveMessagesOver(success)).toEqual([]);
  await expect(page).toHaveURL(/\/complaint\?/);
  await expect(page.getByText(orderNo('PA2026112200174'))).toBeVisible();
  const save = apiRequests.find((r) => r.url().includes('/problem-save'));
  const sent = Object.fromEntries(new URLSearchParams(save?.postData() ?? ''));
  expect(sent).toMatchObject({
    problemType: '1',
    problemSonType: '13',
    orderNo: 'PA2026112200174',
    problemDetail: 'Your agent called my employer at Ayala Avenue twice about my loan.',
  });
  expect(sent.problemImage?.split(',')).toHaveLength(2);

  await page.getByRole('link', { name: home.texts.myComplaints }).click();
  const first = page.getByRole('link').filter({ hasText: 'Your agent called my employer' });
  await expect(first).toContainText('Collection · Contacting my family or employer');
  await first.click();
  await expect(page).toHaveURL(/\/complainDetails\?problemId=\d+/);
  await expect(
    page.getByText('Your agent called my employer at Ayala Avenue twice about my loan.'),
  ).toBeVisible();
  const thumb = page.getByRole('button', { name: fill(detail.texts.viewImage, { n: 2 }) }).locator('img');
  await expect
    .poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: detail.texts.processResult })).toHaveCount(0);
});

test('a double tap on the link to the complaint list opens it once, with one request for it', async ({
  page,
}) => {
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/problem-list')) requests.push(r.url());
  });
  await page.goto(`/complaint?orderId=174&${sessionQuery()}`);
  await page.getByRole('link', { name: home.texts.myComplaints }).dblclick();
  await expect(page).toHaveURL(/\/complaintList\?/);
  await page.waitForLoadState('networkidle');
  expect(requests).toHaveLength(1);
});

test('collection is refused for an order without support, and a broken picture is named', async ({
  page,
}) => {
  await page.goto(`/complaint?orderId=174&${sessionQuery()}`);
  await page.getByRole('button', { name: home.texts.all }).click();
  const dialog = page.getByRole('dialog', { name: home.texts.chooseOrderTitle });
  await dialog
    .getByRole('button', {
      name: fill(home.texts.chooseOrderItem, { productName: 'PesoAgad Mini', orderNo: 'PA2026060100200' }),
    })
    .click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Collection' }).click();
  await expect(page.getByRole('status').filter({ hasText: REFUSED })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Excessive phone contact' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Repayment' }).click();
  await expect(page).toHaveURL(/problemType=2&problemSonType=&orderNo=PA2026060100200/);
  await page
    .getByLabel(texts.uploadImage)
    .setInputFiles([
      { name: 'broken.png', mimeType: 'image/png', buffer: Buffer.from('not a picture at all') },
    ]);
  await expect(page.getByRole('alert')).toHaveText(fill(submit.messages.imageUnreadable, { n: 1 }));
  await expect(page.getByText(fill(texts.imagesTitle, { count: 0, max: limits.imagesMax }))).toBeVisible();
});

test('a handled complaint shows its result and asks for a rating after its configured delay', async ({
  page,
  apiRequests,
}) => {
  // The sandbox stops asking once a score is sent, and the e2e server outlives a run: keep it asking.
  await page.route('**/tender/user-problem/problem-detail**', async (route) => {
    const response = await route.fetch();
    const body = await response.json();
    await route.fulfill({ response, json: { ...body, data: { ...body.data, isNeedScore: 1 } } });
  });
  await page.goto(`/complainDetails?problemId=1&${sessionQuery()}`);
  const result = page.getByRole('region', { name: detail.texts.processResult });
  await expect(result).toContainText(app.supportAgentLabel);
  await expect(result).toContainText('We checked the call records');
  await page.getByRole('button', { name: fill(detail.texts.viewImage, { n: 1 }) }).click();
  const viewer = page.getByRole('dialog', { name: fill(detail.texts.viewImage, { n: 1 }) });
  await expect(viewer.getByRole('img', { name: fill(detail.texts.imageAlt, { n: 1 }) })).toBeVisible();
  await viewer.getByRole('button', { name: detail.texts.close }).click();
  await expect(viewer).toBeHidden();

  const rating = page.getByRole('dialog', { name: detail.dialogs.rate.title });
  await expect(rating).toBeVisible({ timeout: detail.limits.ratingDelayMs + 3_000 });
  await rating.getByRole('button', { name: stars(4) }).click();
  await expect(rating.getByRole('button', { name: stars(4) })).toHaveAttribute('aria-pressed', 'true');
  await expect(rating.getByRole('button', { name: stars(5) })).toHaveAttribute('aria-pressed', 'false');
  await rating.getByRole('button', { name: detail.dialogs.rate.rating.send }).click();
  await expect(page.getByRole('status').filter({ hasText: RATED })).toBeVisible();
  await expect(rating).toBeHidden();
  const score = apiRequests.find((r) => r.url().includes('/user-problem/save-score'));
  expect(Object.fromEntries(new URLSearchParams(score?.postData() ?? ''))).toEqual({
    score: '4',
    problemId: '1',
  });
});

test('without an order asked for, the home opens on the orderDetail the server sends', async ({ page }) => {
  await page.route('**/tender/user-problem/problem-init**', (route) =>
    route.fulfill({
      json: {
        code: '00',
        message: 'ok',
        data: {
          problemType: [{ title: 'Collection', value: 1 }],
          problemSonType: [{ title: 'Rude', value: 11 }],
          orderDetail: { orderNo: 'ORD-DETAIL', productName: 'Peso A', isShow: 0 },
          orderList: [{ orderNo: 'ORD-FIRST', productName: 'Peso B', isShow: 1 }],
        },
      },
    }),
  );
  await page.goto(`/complaint?${sessionQuery()}`);
  await expect(page).toHaveTitle(home.title);
  await expect(page.getByText(orderNo('ORD-DETAIL'))).toBeVisible();
  await page.getByRole('button', { name: 'Collection' }).click();
  await expect(page.getByRole('status').filter({ hasText: REFUSED })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rude' })).toHaveCount(0);
});

test('a picture picked from disk reaches the backend with its bytes, as multipart problemImage', async ({
  page,
}) => {
  const path = test.info().outputPath('receipt.png');
  writeFileSync(path, TINY_PNG);
  const parts: Buffer[] = [];
  await page.route('**/tender/user-problem/upload-problem-img**', (route) => {
    parts.push(route.request().postDataBuffer() ?? Buffer.alloc(0));
    return route.fulfill({
      json: { code: '00', message: 'ok', data: { url: 'https://cdn.example.com/receipt.png' } },
    });
  });
  await page.goto(
    `/complainPageNext?problemType=2&problemSonType=&orderNo=PA2026112200174&${sessionQuery()}`,
  );
  await page.getByLabel(texts.uploadImage).setInputFiles(path);
  await expect(page.getByRole('status').filter({ hasText: submit.messages.uploadSucceeded })).toBeVisible();
  expect(parts).toHaveLength(1);
  const body = parts[0]!;
  expect(body.toString('latin1')).toContain('name="problemImage"; filename="receipt.png"');
  expect(body.includes(TINY_PNG)).toBe(true);
});

test('the upload toast is gone when the success dialog opens: nothing covers the dialog', async ({
  page,
}) => {
  await page.goto(
    `/complainPageNext?problemType=2&problemSonType=&orderNo=PA2026112200174&${sessionQuery()}`,
  );
  await page
    .getByLabel(texts.uploadImage)
    .setInputFiles([{ name: 'receipt.png', mimeType: 'image/png', buffer: TINY_PNG }]);
  await expect(page.getByRole('status').filter({ hasText: submit.messages.uploadSucceeded })).toBeVisible();
  await page.getByRole('textbox', { name: DESCRIPTION }).fill('My payment is not showing.');
  await page.getByRole('button', { name: texts.send }).click();
  const dialog = page.getByRole('dialog', { name: submit.texts.successTitle });
  await expect(dialog).toBeVisible();
  expect(await liveMessagesOver(dialog)).toEqual([]);
});

test('a complaint draft survives the page being closed: type, description and uploaded picture come back', async ({
  page,
}) => {
  const address = `/complainPageNext?problemType=1&problemSonType=11&orderNo=PA2026112200199&${sessionQuery()}`;
  await page.goto(address);
  const description = page.getByRole('textbox', { name: DESCRIPTION });
  await description.fill('They call my family every night');
  await page
    .getByLabel(texts.uploadImage)
    .setInputFiles([{ name: 'log.png', mimeType: 'image/png', buffer: TINY_PNG }]);
  await expect(page.getByRole('button', { name: fill(texts.viewImage, { n: 1 }) })).toBeVisible({
    timeout: 15_000,
  });

  // A new page, as the webview opened again after the app was closed (storage is all that is left).
  const again = await page.context().newPage();
  await page.close();
  await again.goto(address);
  await expect(again.getByRole('textbox', { name: DESCRIPTION })).toHaveValue(
    'They call my family every night',
  );
  await expect(again.getByRole('button', { name: fill(texts.viewImage, { n: 1 }) })).toBeVisible();
  await expect(again.getByRole('list', { name: texts.typeTags })).toContainText('Collection');
});
