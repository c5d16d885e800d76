// The team studio in Chromium, one browser context per person: an editor's change goes through review
// in the page alone, and the page shows the server's refusals. What a field holds is read from the
// fixture's own copy of the staff files.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { keyInWords } from '../../tools/staff/keyInWords';
import { PASSWORD, startTeamStudio } from './teamServer';

const APP = 'schemas/app.json';
/** A submit runs the check in the change's own tree, beside the other projects' browsers and servers. */
const SUBMIT_MS = 30_000;

/** The studio's clock runs ahead by this much: a test moves it to end a session. */
let ahead = 0;
let team: Awaited<ReturnType<typeof startTeamStudio>>;
test.beforeAll(async () => {
  team = await startTeamStudio(
    { erin: ['editor'], rhea: ['reviewer'], rex: ['editor', 'reviewer'], pat: ['publisher'] },
    { now: () => Date.now() + ahead },
  );
});
test.afterAll(async () => team.stop());

/** A new browser context signed in as `name`. */
async function personAt(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(team.origin);
  await page.getByLabel('Name').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { name: 'Changes' })).toBeVisible();
  // The list's own request done, so that no answer of it is still on its way when a test moves the clock.
  await expect(page.getByText('Loading the changes…')).toHaveCount(0);
  return page;
}

/** The first text setting of app.json and a new value for it. */
function aSetting(): { key: string; before: string; after: string; text: string } {
  const text = readFileSync(join(team.dir, 'repo', APP), 'utf8');
  const data = JSON.parse(text) as Record<string, unknown>;
  const key = Object.keys(data).find((k) => typeof data[k] === 'string' && !/colou?r|\$schema/i.test(k))!;
  const before = data[key] as string;
  return { key, before, after: `${before} (new)`, text };
}

async function openAndEdit(page: Page, title: string, value = aSetting().after): Promise<string> {
  await page.getByLabel('What the change is for').fill(title);
  await page.getByRole('button', { name: 'Open a change' }).click();
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await page.getByLabel('File', { exact: true }).selectOption(APP);
  await page.getByLabel('As text').check();
  const area = page.getByLabel(`Text of ${APP}`);
  await expect(area).toHaveValue(/\S/);
  const text = await area.inputValue();
  const now = (JSON.parse(text) as Record<string, unknown>)[aSetting().key];
  await area.fill(text.replace(JSON.stringify(now), JSON.stringify(value)));
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('cell', { name: value, exact: true })).toBeVisible();
  return page.url();
}

/** An editor's change of the setting to `value`, submitted, approved by a reviewer: its address. */
async function approvedChange(browser: Browser, title: string, value: string): Promise<string> {
  const erin = await personAt(browser, 'erin');
  const address = await openAndEdit(erin, title, value);
  await erin.getByLabel('What this change does, for the reviewers').fill(title);
  await erin.getByRole('button', { name: 'Submit for review' }).click();
  await expect(erin.getByText('Opened by erin; in review.')).toBeVisible({ timeout: SUBMIT_MS });
  const rhea = await personAt(browser, 'rhea');
  await rhea.goto(address);
  await rhea.getByRole('button', { name: 'Approve as reviewer' }).click();
  await expect(rhea.getByText('Approved by rhea as reviewer')).toBeVisible();
  return address;
}

/** The settings visitors are served now (the fixture build copies app.json into the release). */
const liveSettings = () =>
  JSON.parse(readFileSync(join(team.dir, 'data', 'current', 'app.json'), 'utf8')) as Record<string, unknown>;

test('an editor submits a change and a reviewer approves it, each in their own browser', async ({
  browser,
}) => {
  const erin = await personAt(browser, 'erin');
  const address = await openAndEdit(erin, 'A new name');
  const { before } = aSetting();
  await expect(erin.getByRole('cell', { name: before, exact: true })).toBeVisible();
  await expect(erin.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  await erin.getByLabel('What this change does, for the reviewers').fill('Renames the app.');
  await erin.getByRole('button', { name: 'Submit for review' }).click();
  await expect(erin.getByText('Opened by erin; in review.')).toBeVisible({ timeout: SUBMIT_MS });

  const rhea = await personAt(browser, 'rhea');
  await rhea.goto(address);
  await expect(rhea.getByText('Renames the app.')).toBeVisible();
  await expect(rhea.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  // Before and after frames of the app, side by side: the old value before, the new one after.
  const { after } = aSetting();
  await rhea.getByRole('button', { name: 'Show the app before and after this change' }).click();
  const frameOf = async (label: string) => {
    const frame = rhea.locator(`iframe[title^="${label}:"]`).first();
    await frame.scrollIntoViewIfNeeded();
    return frame.contentFrame();
  };
  await expect((await frameOf('After')).getByText(after)).toBeVisible();
  await expect((await frameOf('Before')).getByText(before)).toBeVisible();
  await expect((await frameOf('Before')).getByText(after)).toHaveCount(0);
  await rhea.getByRole('button', { name: 'Approve as reviewer' }).click();
  await expect(rhea.getByText('Approved by rhea as reviewer')).toBeVisible();
});

test('an editor changes a field in the form, is stopped by the check as they type, and saves', async ({
  browser,
}) => {
  const erin = await personAt(browser, 'erin');
  await erin.getByLabel('What the change is for').fill('In the form');
  await erin.getByRole('button', { name: 'Open a change' }).click();
  await expect(erin.getByRole('heading', { name: 'In the form' })).toBeVisible();
  await erin.getByLabel('File', { exact: true }).selectOption(APP);
  const { key, before, after } = aSetting();
  const field = erin.getByRole('textbox', { name: keyInWords(key), exact: true });
  await expect(field).toHaveValue(before);
  // The check refuses an empty text: its sentence shows at the field while it is empty.
  await field.fill('');
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(erin.getByRole('alert').filter({ hasText: /\S/ }).first()).toBeVisible();
  await expect(erin.getByRole('status').filter({ hasText: /mistake/ })).toBeVisible();
  await expect(erin.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  await field.fill(after);
  await expect(field).not.toHaveAttribute('aria-invalid', 'true');
  await erin.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(erin.getByRole('cell', { name: after, exact: true })).toBeVisible();
  // Saved on the change's branch, not on main.
  const id = new URL(erin.url()).hash.split('/').at(-1)!;
  const { branch: name } = await erin.evaluate(
    async (change) => (await (await fetch(`/api/changes/${change}`)).json()) as { branch: string },
    id,
  );
  const branch = execFileSync('git', ['show', `${name}:${APP}`], {
    cwd: join(team.dir, 'repo'),
    encoding: 'utf8',
  });
  expect((JSON.parse(branch) as Record<string, unknown>)[key]).toBe(after);
  expect(readFileSync(join(team.dir, 'repo', APP), 'utf8')).not.toContain(after);
});

test('nobody is offered an approval of their own change, and the server refuses one anyway', async ({
  browser,
}) => {
  const rex = await personAt(browser, 'rex');
  await openAndEdit(rex, 'My own change');
  await rex.getByLabel('What this change does, for the reviewers').fill('Mine.');
  await rex.getByRole('button', { name: 'Submit for review' }).click();
  await expect(rex.getByText('Opened by rex; in review.')).toBeVisible({ timeout: SUBMIT_MS });
  await expect(rex.getByRole('button', { name: /^Approve/ })).toHaveCount(0);
  const id = new URL(rex.url()).hash.split('/').at(-1)!;
  const refused = await rex.evaluate(async (change) => {
    const session = (await (await fetch('/api/session')).json()) as { csrf: string };
    const answer = await fetch(`/api/changes/${change}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-studio-csrf': session.csrf },
      body: '{}',
    });
    return { status: answer.status, body: (await answer.json()) as { error: string } };
  }, id);
  expect(refused.status).toBe(403);
  expect(refused.body.error).toMatch(/own change|opened/i);
});

test('a wrong password is answered with the server’s sentence, and nothing is signed in', async ({
  browser,
}) => {
  const page = await (await browser.newContext()).newPage();
  await page.goto(team.origin);
  await page.getByLabel('Name').fill('erin');
  await page.getByLabel('Password').fill('not the password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText(/\S/);
  await expect(page.getByRole('heading', { name: 'Changes' })).toHaveCount(0);
});

test('a page of another origin, in a signed-in browser, changes nothing', async ({ browser }) => {
  const erin = await personAt(browser, 'erin');
  const other = createServer((_req, res) => res.end('<!doctype html><title>Elsewhere</title>'));
  await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = other.address() as AddressInfo;
    await erin.goto(`http://127.0.0.1:${port}/`);
    // A form post needs no preflight, so only the studio's own checks stand in its way.
    // The answer is opaque, or blocked outright by the studio's Cross-Origin-Resource-Policy.
    const sent = await erin.evaluate(
      (studio) =>
        fetch(`${studio}/api/changes`, {
          method: 'POST',
          credentials: 'include',
          mode: 'no-cors',
          headers: { 'content-type': 'text/plain' },
          body: JSON.stringify({ title: 'From elsewhere' }),
        }).then(
          (answer) => answer.type,
          () => 'blocked',
        ),
      team.origin,
    );
    expect(['opaque', 'blocked']).toContain(sent);
    await erin.goto(team.origin);
    await expect(erin.getByRole('heading', { name: 'Changes' })).toBeVisible();
    await expect(erin.getByRole('link', { name: 'From elsewhere' })).toHaveCount(0);
    const audit = readFileSync(join(team.dir, 'data', 'audit.jsonl'), 'utf8');
    expect(audit).not.toContain('From elsewhere');
  } finally {
    other.close();
  }
});

test('an idle session ends: the page asks to sign in again and says why', async ({ browser }) => {
  const erin = await personAt(browser, 'erin');
  ahead += 31 * 60_000;
  await erin.reload();
  await expect(erin.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await expect(erin.getByText(/session has ended/i)).toBeVisible();
});

test('a session that ends mid-work asks to sign in over the page, and keeps what was typed', async ({
  browser,
}) => {
  const erin = await personAt(browser, 'erin');
  const title = 'Typed before the session ended';
  await erin.getByLabel('What the change is for').fill(title);
  ahead += 31 * 60_000;
  await erin.getByRole('button', { name: 'Open a change' }).click();
  const again = erin.getByRole('dialog', { name: 'Sign in again' });
  await expect(again.getByText(/session has ended/i)).toBeVisible();
  await again.getByLabel('Name').fill('erin');
  await again.getByLabel('Password').fill(PASSWORD);
  await again.getByRole('button', { name: 'Sign in' }).click();
  await expect(again).toHaveCount(0);
  await expect(erin.getByLabel('What the change is for')).toHaveValue(title);
  await erin.getByRole('button', { name: 'Open a change' }).click();
  await expect(erin.getByRole('heading', { name: title })).toBeVisible();
});

test('a publisher publishes an approved change live, and puts the earlier release back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const { key } = aSetting();
  const first = await approvedChange(browser, 'First name', 'Peso First');
  const pat = await personAt(browser, 'pat');
  await pat.goto(first);
  await pat.getByRole('button', { name: 'Publish' }).click();
  await expect(pat.getByText('Opened by erin; published.')).toBeVisible({ timeout: 60_000 });
  expect(liveSettings()[key]).toBe('Peso First');

  const second = await approvedChange(browser, 'Second name', 'Peso Second');
  await pat.goto(second);
  await pat.getByRole('button', { name: 'Publish' }).click();
  await expect(pat.getByText('Opened by erin; published.')).toBeVisible({ timeout: 60_000 });
  expect(liveSettings()[key]).toBe('Peso Second');

  await pat.getByRole('link', { name: 'Releases' }).click();
  const releases = pat.getByRole('listitem');
  await expect(releases.filter({ hasText: 'Second name' }).getByText('Live now')).toBeVisible();
  await releases
    .filter({ hasText: 'First name' })
    .getByRole('button', { name: /^Put back/ })
    .click();
  await expect(releases.filter({ hasText: 'Put back: First name' }).getByText('Live now')).toBeVisible({
    timeout: 60_000,
  });
  expect(liveSettings()[key]).toBe('Peso First');
});

test('an editor and a reviewer are offered no publish, and the server refuses one', async ({ browser }) => {
  const address = await approvedChange(browser, 'Waiting for a publisher', 'Peso Waiting');
  const rhea = await personAt(browser, 'rhea');
  await rhea.goto(address);
  await expect(rhea.getByText('Approved by rhea as reviewer')).toBeVisible();
  await expect(rhea.getByRole('button', { name: 'Publish' })).toHaveCount(0);
  const id = new URL(address).hash.split('/').at(-1)!;
  const refused = await rhea.evaluate(async (change) => {
    const session = (await (await fetch('/api/session')).json()) as { csrf: string };
    const answer = await fetch(`/api/changes/${change}/publish`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-studio-csrf': session.csrf },
      body: '{}',
    });
    return { status: answer.status, body: (await answer.json()) as { error: string } };
  }, id);
  expect(refused).toEqual({ status: 403, body: { error: 'Only a publisher may publish a change.' } });
});

test('two changes to one field: the second stops at publish with both values, and its editor picks', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const first = await approvedChange(browser, 'Clash A', 'Peso Clash A');
  const second = await approvedChange(browser, 'Clash B', 'Peso Clash B');
  const pat = await personAt(browser, 'pat');
  await pat.goto(first);
  await pat.getByRole('button', { name: 'Publish' }).click();
  await expect(pat.getByText('Opened by erin; published.')).toBeVisible({ timeout: 60_000 });
  await pat.goto(second);
  await pat.getByRole('button', { name: 'Publish' }).click();
  await expect(pat.getByRole('alert')).toContainText('both are shown');
  const conflict = pat.getByRole('region', { name: 'Changed meanwhile by another publish' });
  await expect(conflict.getByText('Published now: Peso Clash A')).toBeVisible();
  await expect(conflict.getByText('This change: Peso Clash B')).toBeVisible();
  await expect(conflict.getByRole('radio')).toHaveCount(2);
  for (const radio of await conflict.getByRole('radio').all()) await expect(radio).toBeDisabled();
  expect(liveSettings()[aSetting().key]).toBe('Peso Clash A');

  const erin = await personAt(browser, 'erin');
  await erin.goto(second);
  const mine = erin.getByRole('region', { name: 'Changed meanwhile by another publish' });
  await mine.getByRole('radio', { name: 'This change: Peso Clash B' }).check();
  await mine.getByRole('button', { name: 'Keep the chosen values' }).click();
  await expect(erin.getByText('Opened by erin; being edited.')).toBeVisible();
  await expect(mine).toHaveCount(0);
});
