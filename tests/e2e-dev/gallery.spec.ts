// The state gallery of `npm start`: it frames every scenario file; a held page keeps its skeleton; each
// state's steps play to the end on its page, and in its frame until the page shows the state; a file with
// a mistake shows the check’s sentence in place of its frame. The failed-bind and broken-file cases write a
// scenario file of their own for the test's length, built from the schema files, so they follow a
// correct staff edit and never depend on which states staff keep.
import { test, visit, expect } from '../e2e/fixtures';
import { rmSync, writeFileSync } from 'node:fs';
import messages from '../../schemas/messages.json' with { type: 'json' };
import bindBank from '../../schemas/screens/bindBank.json' with { type: 'json' };
import { framePath, scenarios } from '../../src/sandbox/scenarios';
import { inDevProject } from './devProject';
import { bankFormSteps } from '../support/bankSteps';
import { endpointPath } from '../../src/platform/endpointCatalogue';
import { STATUS_ATTR } from '../../tools/serve/gallerySteps';
import { resolveSteps } from '../../tools/check/scenarios';
import { scenarioFolder } from '../../tools/staff/schemaFiles';

const held = scenarios().filter((s) => s.hold);

/** Writes a scenario file for the length of `run`, under a name no staff file has. */
async function withScenario(kind: string, content: string, run: (file: string) => Promise<void>) {
  const name = `e2e-${kind}-${Date.now().toString(36)}`;
  const path = inDevProject(`${scenarioFolder}/${name}.json`);
  writeFileSync(path, content);
  try {
    await run(`${scenarioFolder}/${name}.json`);
  } finally {
    rmSync(path, { force: true });
  }
}

test('the gallery frames every scenario, the held ones at their marked address', async ({ page }) => {
  // Not the load event: that waits for every frame's page, dozens of them on a cold dev server.
  await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('iframe')).toHaveCount(scenarios().length);
  for (const s of held) await expect(page.locator(`iframe[src$="${framePath(s)}"]`)).toHaveCount(1);
});

for (const s of held)
  visit(`${s.group}, ${s.title}: the page stays on its skeleton`, async ({ page }) => {
    await page.goto(framePath(s));
    const loading = page.getByRole('status', { name: messages.loading }).first();
    await expect(loading).toBeVisible();
    await page.waitForTimeout(1500);
    await expect(loading).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

// Each staff state with steps plays them to the end on its page, as the gallery's frame does.
for (const s of scenarios().filter((s) => s.steps))
  visit(`${s.group}, ${s.title}: its steps play to the end`, async ({ page }) => {
    test.setTimeout(90_000);
    const { steps } = resolveSteps(s);
    await page.goto(framePath(s));
    // The dev server serves the gallery's runner to the page as it does to the gallery.
    const played = await page.evaluate(
      async ({ runnerUrl, steps }) => {
        const runner = (await import(runnerUrl)) as typeof import('../../tools/serve/gallerySteps');
        try {
          await runner.playSteps(() => document, steps, { timeoutMs: 30_000 });
          return 'played';
        } catch (err) {
          return String(err);
        }
      },
      { runnerUrl: '/tools/serve/gallerySteps.ts', steps },
    );
    expect(played).toBe('played');
  });

test('a scenario’s steps reach its state in its frame: the bank form after a failed bind', async ({
  page,
}) => {
  test.setTimeout(90_000);
  // A page parameter the app ignores tells this frame's requests from those of the staff's states.
  const mark = `e2e=${Date.now().toString(36)}`;
  const path = `/bindBank?product_id=busy&${mark}`;
  const steps = bankFormSteps('busy');
  const scenario = { group: 'End-to-end test', title: 'Bank form after a failed bind', path, steps };
  const bind = page.waitForResponse(
    (r) => new URL(r.url()).pathname === endpointPath('bindCard') && r.frame().url().includes(mark),
    { timeout: 80_000 },
  );
  await withScenario('bind-failed', JSON.stringify(scenario, null, 2), async (file) => {
    // Its frame alone: the whole gallery has a just-started dev server build every staff state first,
    // however many staff keep, before this frame's page gets its turn.
    await page.goto(`/gallery?file=${encodeURIComponent(file)}`, { waitUntil: 'domcontentloaded' });
    await expect(page.locator('iframe')).toHaveCount(1);
    const figure = page.locator('figure').filter({ has: page.locator(`small:text-is("${file}")`) });
    const answer = (await (await bind).json()) as { code: unknown; message: string };
    expect(String(answer.code)).not.toBe('00');
    const frame = figure.frameLocator('iframe');
    await expect(frame.getByText(answer.message)).toBeVisible();
    await expect(frame.getByRole('button', { name: bindBank.texts.next })).toBeVisible();
    await expect(figure.locator(`[${STATUS_ATTR}]`)).toHaveText(new RegExp(`^Played ${steps.length} steps`));
  });
});

test('a scenario file with a mistake shows its name and the check’s sentence in place of its frame', async ({
  page,
}) => {
  await withScenario('typo', '{\n  "group": "End-to-end test"\n  "title": "A typo"\n}\n', async (file) => {
    await page.goto('/gallery', { waitUntil: 'domcontentloaded' });
    const broken = page.locator('figure.broken').filter({ hasText: file });
    await expect(broken.getByRole('alert')).toContainText(`${file}:3:`);
    await expect(broken.getByRole('alert')).toContainText('This is not valid JSON');
    await expect(broken.locator('iframe')).toHaveCount(0);
    await expect(page.locator('iframe')).toHaveCount(scenarios().length);
  });
});
