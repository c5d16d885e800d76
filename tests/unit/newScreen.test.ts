// A new in-app screen that opens on data takes three files: its line in the route table, its screen
// file and its screen module. In a clone of the project this adds one (the contract and types are
// generated from them, as `npm run contracts` does) and finds it routed, prerendered, early-requested,
// listed for the tests and shown in the gallery, by building and opening it in Chromium.
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumLaunch } from '../../tools/testing/chromiumLaunch';
import { cloneProject, type ProjectClone } from '../../tools/testing/projectClone';
import { endpointPath, endpoints } from '../../src/platform/endpointCatalogue';
import { freePort } from '../../tools/testing/freePort';

const PATH = '/noticeBoard';
const ENDPOINT = 'failurePage';
const screenFile = {
  $schema: '../meta/screens/noticeBoard.schema.json',
  title: 'Notice board',
  open: { endpoint: ENDPOINT },
  texts: { heading: 'What the partner says' },
};

/** The three files, as a developer writes them. */
const threeFiles: Record<string, (before: string) => string> = {
  'src/app/routeTable.ts': (before) =>
    before.replace(
      'export const inAppTable = [\n',
      `export const inAppTable = [\n  { path: '${PATH}', screen: 'src/screens/loan/NoticeBoard.tsx', schema: 'noticeBoard' },\n`,
    ),
  'schemas/screens/noticeBoard.json': () => `${JSON.stringify(screenFile, null, 2)}\n`,
  'src/screens/loan/NoticeBoard.tsx':
    () => `import { screen } from '../../config/generated/screens/noticeBoard';
import { useOpeningData } from '../../runtime/opening/openedData';

export default function NoticeBoard() {
  const page = useOpeningData<{ noticeMessage?: string }>();
  return (
    <main className="page">
      <title>{screen.title}</title>
      <h1>{screen.texts.heading}</h1>
      <p>{page.noticeMessage}</p>
    </main>
  );
}
`,
};

function run(dir: string, command: string, args: string[]): string {
  const result = spawnSync(command, args, { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`${command} ${args.join(' ')}:\n${result.stdout}\n${result.stderr}`);
  return result.stdout;
}

/** What a module of the clone says, run there as its own tools run. */
function inClone(script: string): string {
  writeFileSync(join(clone.dir, 'probe.ts'), script);
  return run(clone.dir, 'npx', ['tsx', 'probe.ts']);
}

let clone: ProjectClone;
let browser: Browser | undefined;
let stopServer = () => {};

beforeAll(async () => {
  clone = cloneProject('new-screen');
  for (const [file, write] of Object.entries(threeFiles)) {
    const path = join(clone.dir, file);
    const before = file.startsWith('src/app/') ? readFileSync(path, 'utf8') : '';
    const after = write(before);
    if (after === before) throw new Error(`could not add the new screen to ${file}`);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, after);
  }
  run(clone.dir, 'npx', ['tsx', 'tools/gen/contracts.ts']);
  run(clone.dir, 'npm', ['run', 'build', '--silent']);
}, 600_000);

afterAll(async () => {
  await browser?.close();
  stopServer();
  clone?.remove();
});

describe('a new in-app screen in three files', () => {
  it('is listed for the end-to-end tests', () => {
    const routes = JSON.parse(
      inClone(`import { routes } from './tests/e2e/routeList.ts'; console.log(JSON.stringify(routes));`),
    ) as string[];
    expect(routes).toContain(PATH);
  });

  it('is in the state gallery', () => {
    const page = inClone(
      `import { galleryPage } from './tools/serve/gallery.ts'; console.log(galleryPage());`,
    );
    expect(page).toContain(`src="${PATH}"`);
  });

  it('is prerendered as its own page, with its title and its opening request for the boot script', () => {
    const html = readFileSync(join(clone.dir, `dist${PATH}.html`), 'utf8');
    expect(html).toContain(`<title>${screenFile.title}</title>`);
    expect(html).toContain(endpointPath(ENDPOINT));
  });

  it('opens on its data with one request, the early one', async () => {
    const port = await freePort();
    const server = spawn('npx', ['tsx', 'tools/serve/serve.ts', '--port', String(port), '--sandbox'], {
      cwd: clone.dir,
      stdio: 'ignore',
      detached: true,
    });
    stopServer = () => server.pid && process.kill(-server.pid);
    browser = await chromium.launch(chromiumLaunch);
    const page = await browser.newPage();
    const calls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.endsWith(endpointPath(ENDPOINT))) calls.push(r.url());
    });
    for (let tries = 0; ; tries += 1) {
      try {
        await page.goto(`http://127.0.0.1:${port}${PATH}`);
        break;
      } catch (error) {
        if (tries > 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
    await page.getByRole('heading', { name: screenFile.texts.heading }).waitFor();
    // The sandbox's words for this endpoint, asked for outside the page.
    const answer = (await (
      await fetch(`http://127.0.0.1:${port}${endpointPath(ENDPOINT)}`, { method: 'POST', body: '{}' })
    ).json()) as Record<string, { noticeMessage?: string } | undefined>;
    const notice = answer[endpoints[ENDPOINT].dataKey]?.noticeMessage;
    expect(notice).toMatch(/\S/);
    await page.getByText(notice ?? '', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls).toHaveLength(1);
  });
});
