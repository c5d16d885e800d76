// Measures the studio's keystroke to preview: on `npm start`'s dev server, the order page's file open in
// /studio, a button label typed one key at a time, and for each key the time until a preview frame of
// the page shows the new label (the draft checked, written into the preview copy, the frame updated),
// and until every frame that showed the label does.
// Nothing is saved: the draft goes back to the file at the end.
//   npm run bench:studio [-- --keys=20]
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Frame } from 'playwright-core';
import { chromiumLaunch } from '../testing/chromiumLaunch.ts';
import { root } from '../staff/schemaFiles.ts';
import { freePort } from '../testing/freePort.ts';
import { spawnGroup } from '../testing/processGroup.ts';
import { median } from './median.ts';

const FILE = 'schemas/screens/orderDetails.json';
const keys = Number(process.argv.find((a) => a.startsWith('--keys='))?.slice('--keys='.length) ?? 20);
const original = readFileSync(join(root, FILE), 'utf8');
const buttons = (JSON.parse(original) as { rules: { buttons: { then: { text: string }[] }[] } }).rules
  .buttons;
const labels = buttons.flatMap((row, i) => row.then.map((b, j) => ({ text: b.text, i, j })));
const unique = labels.filter((l) => labels.filter((m) => m.text === l.text).length === 1);

const port = await freePort();
const { stop } = spawnGroup(
  join(root, 'node_modules/.bin/vite'),
  ['--host', '127.0.0.1', '--port', String(port)],
  {
    cwd: root,
    stdio: 'ignore',
  },
);
const origin = `http://127.0.0.1:${port}`;
const browser = await chromium.launch(chromiumLaunch);
const text = (frame: Frame) => frame.evaluate(() => document.body?.textContent ?? '').catch(() => '');
const times: number[] = [];
/** Until every frame that showed the label shows the new one. */
const allTimes: number[] = [];
const framesOfLabel: Frame[] = [];
let focusTaken = 0;
try {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  for (let tries = 0; ; tries += 1) {
    try {
      await page.goto(`${origin}/studio?file=${encodeURIComponent(FILE)}`);
      break;
    } catch (error) {
      if (tries > 100) throw error;
      await page.waitForTimeout(300);
    }
  }
  const frames = page.locator('aside iframe');
  /** The page of the n-th frame, scrolled in (frames load as they scroll in); null while it loads. */
  const frameAt = (n: number) =>
    frames
      .nth(n)
      .scrollIntoViewIfNeeded({ timeout: 5000 })
      .then(() => frames.nth(n).elementHandle({ timeout: 5000 }))
      .then((h) => h?.contentFrame() ?? null)
      .catch(() => null);
  // The frame that shows one of the file's button labels, once the preview server is up; a frame
  // still loading is looked at on the next round.
  let shown: { frame: Frame; label: (typeof unique)[number] } | undefined;
  for (let waited = 0; !shown && waited < 180; waited += 1) {
    for (let n = 0; !shown && n < (await frames.count()); n += 1) {
      const frame = await frameAt(n);
      const content = frame ? await text(frame) : '';
      const label = unique.find((l) => content.includes(l.text));
      if (frame && label) shown = { frame, label };
    }
    if (!shown) await page.waitForTimeout(1000);
  }
  if (!shown) throw new Error('no preview frame showed a button label of the order file');
  // Every frame that shows the label (the states where its row wins).
  for (let n = 0; n < (await frames.count()); n += 1) {
    const frame = await frameAt(n);
    if (frame && (await text(frame)).includes(shown.label.text)) framesOfLabel.push(frame);
  }
  const field = page.locator(`#field_rules_buttons_${shown.label.i}_then_${shown.label.j}_text`);
  let value = shown.label.text;
  await field.focus();
  await field.press('End');
  // Each key replaces the label's last letter by another, so the label keeps within its length limit.
  const stem = value.slice(0, -1);
  const letters = ['x', 'y', 'z'].filter((c) => c !== value.at(-1));
  for (let k = 0; k < keys; k += 1) {
    const key = letters[k % letters.length]!;
    value = `${stem}${key}`;
    // A frame's page that takes the focus as it loads is handed it back by the studio; a key typed in
    // that moment would be lost, so each key makes sure of the field first, and says how often it had to.
    if (!(await field.evaluate((el) => el === document.activeElement))) {
      focusTaken += 1;
      await field.focus();
      await field.press('End');
    }
    await page.keyboard.press('Backspace');
    const started = Date.now();
    await page.keyboard.press(key);
    // A frame may be replaced as the studio reloads it: any frame of the page showing the label counts.
    const showsValue = async () => {
      for (const frame of page.frames())
        if (frame !== page.mainFrame() && (await text(frame)).includes(value)) return true;
      return false;
    };
    while (!(await showsValue())) {
      if (Date.now() - started > 30_000) {
        const seen = await Promise.all(
          page.frames().map(async (f) => `${f.url()} :: ${(await text(f)).slice(0, 120)}`),
        );
        throw new Error(
          `key ${k + 1} never reached a frame (field ${await field.inputValue()}):\n${seen.join('\n')}`,
        );
      }
      await page.waitForTimeout(20);
    }
    times.push(Date.now() - started);
    const allShow = async () =>
      (await Promise.all(framesOfLabel.map(async (f) => (await text(f)).includes(value)))).every(Boolean);
    while (!(await allShow()) && Date.now() - started < 30_000) await page.waitForTimeout(20);
    allTimes.push(Date.now() - started);
  }
  await page.request.post(`${origin}/studio/api/draft`, { data: { path: FILE, text: original } });
} finally {
  await browser.close();
  stop();
}
const worst = (xs: number[]) => Math.max(...xs);
const result = {
  keys: times.length,
  medianMs: median(times),
  worstMs: worst(times),
  framesOfLabel: framesOfLabel.length,
  allFramesMedianMs: median(allTimes),
  allFramesWorstMs: worst(allTimes),
  focusTaken,
  times,
  allTimes,
};
console.log(
  `keystroke to preview frame, ${result.keys} keys: median ${result.medianMs} ms, worst ${result.worstMs} ms; ` +
    `to all ${result.framesOfLabel} frames showing the label: median ${result.allFramesMedianMs} ms, worst ${result.allFramesWorstMs} ms ` +
    `(focus taken by a frame before ${focusTaken} of them)`,
);
mkdirSync(join(root, 'bench-results'), { recursive: true });
writeFileSync(join(root, 'bench-results', 'studio.json'), JSON.stringify(result, null, 2));
