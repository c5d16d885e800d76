// @vitest-environment node
// The studio's process killed (SIGKILL) in the middle of a publish, between switching `current` and
// moving main, then started again over the same repository and data: the publish is finished, main
// and `current` agree, the change is published, and the dead process's lock does not stop the start.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { Accounts } from '../../../studio/server/team/accounts';
import { runAuditCommand } from '../../../studio/server/team/auditCommand';
import { CHECKOUT } from '../../../studio/server/team/commandLine';
import { APP, ok, setField } from './changePath';
import { fakeIo, tempDir, TEST_COST } from './dataDir';
import { Browser, fixtureRepo, git, PASSWORD, startStudio } from './teamStudio';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/** The studio in a process of its own (studioProcess.ts), stopping at `step`; answers it and its address. */
async function studioProcess(repo: string, dataDir: string, step: string, marker: string) {
  // Node itself with tsx's loader (not tsx's command, which runs the server in a grandchild that a
  // SIGKILL of its parent would leave running).
  const args = [
    '--import',
    'tsx',
    join(import.meta.dirname, 'studioProcess.ts'),
    repo,
    dataDir,
    step,
    marker,
  ];
  const child = spawn(process.execPath, args, { cwd: CHECKOUT, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  const lines = createInterface({ input: child.stdout! });
  const origin = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) =>
      reject(new Error(`The studio's process ended (${code}) before it listened.`)),
    );
  });
  return { child, origin };
}

async function signedIn(origin: string, name: string) {
  const browser = new Browser(origin);
  expect((await browser.signIn(name)).status).toBe(200);
  return browser;
}

describe('the studio killed in the middle of a publish', () => {
  it('finishes the publish when started again', async () => {
    const repo = fixtureRepo();
    const dataDir = tempDir('studio-data-');
    const accounts = new Accounts(dataDir, TEST_COST, Date.now);
    for (const [name, role] of [
      ['ed', 'editor'],
      ['rita', 'reviewer'],
      ['pub', 'publisher'],
    ] as const)
      await accounts.add(name, [role], PASSWORD);
    const marker = join(tempDir('studio-marker-'), 'reached');
    const { child, origin } = await studioProcess(repo, dataDir, 'switched', marker);
    const ed = await signedIn(origin, 'ed');
    const rita = await signedIn(origin, 'rita');
    const pub = await signedIn(origin, 'pub');
    const id = ok(await ed.send('POST', '/api/changes', { body: { title: 'Killed' } })).id as string;
    const { text } = ok(await ed.send('GET', `/api/changes/${id}/text?path=${APP}`));
    const edited = setField(text as string, ['appName'], 'After the kill');
    ok(await ed.send('PUT', `/api/changes/${id}/text`, { body: { path: APP, text: edited } }));
    ok(await ed.send('POST', `/api/changes/${id}/submit`, { body: { summary: 'Try it.' } }));
    ok(await rita.send('POST', `/api/changes/${id}/approve`, { body: {} }));
    const before = git(repo, 'rev-parse', 'main');
    const answer = pub.send('POST', `/api/changes/${id}/publish`, { body: {} }).catch(() => undefined);
    const until = Date.now() + 60_000;
    while (!existsSync(marker) && Date.now() < until) await new Promise((r) => setTimeout(r, 50));
    expect(existsSync(marker), 'the publish reached the switch').toBe(true);
    // Killed there: `current` is the new release, main still the old commit.
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
    await answer;
    const switched = readlinkSync(join(dataDir, 'current'));
    expect(git(repo, 'rev-parse', 'main')).toBe(before);
    expect(existsSync(join(dataDir, 'locks', 'server.lock'))).toBe(true);

    const { origin: again } = await startStudio({}, { repo, dataDir });
    const main = git(repo, 'rev-parse', 'main');
    expect(main).not.toBe(before);
    expect(git(repo, 'rev-parse', 'main^')).toBe(before);
    expect(switched).toBe(join('releases', main));
    expect(readlinkSync(join(dataDir, 'current'))).toBe(join('releases', main));
    expect(readFileSync(join(dataDir, 'current', 'index.html'), 'utf8')).toContain('After the kill');
    const after = await signedIn(again, 'pub');
    expect(ok(await after.send('GET', `/api/changes/${id}`))).toMatchObject({
      state: 'published',
      published: { commit: main, by: 'pub' },
    });
    const io = fakeIo();
    expect(runAuditCommand(['--verify', '--data', dataDir], io), io.err()).toBe(0);
  }, 120_000);
});
