// @vitest-environment node
// Releases over HTTP: the list with the live one marked, putting an earlier release back in one step
// (main gets the revert, so the next publish does not bring the change back), and a publish killed
// at each of its steps: after a restart either the old or the new release is live, main and
// `current` agree, and no change is lost.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAuditCommand } from '../../../studio/server/team/auditCommand';
import type { PublishStep } from '../../../studio/server/team/publish';
import { TeamStudio } from '../../../studio/server/team/teamStudio';
import { APP, approvedChange, ok, refused, setField, team } from './changePath';
import { fakeIo, TEST_COST } from './dataDir';
import { FIXTURE_IDENTITY, fixtureBuild, git } from './teamStudio';

const liveName = (dataDir: string) =>
  (JSON.parse(readFileSync(join(dataDir, 'current', 'app.json'), 'utf8')) as { appName: string }).appName;
const currentCommit = (dataDir: string) =>
  existsSync(join(dataDir, 'current')) ? readlinkSync(join(dataDir, 'current')).split('/')[1] : undefined;
const releaseDirs = (dataDir: string) =>
  existsSync(join(dataDir, 'releases')) ? readdirSync(join(dataDir, 'releases')).sort() : [];
const name = (to: string) => (text: string) => setField(text, ['appName'], to);

describe('releases', () => {
  it('puts an earlier release back in one step, and the next publish does not bring the change back', async () => {
    const { ed, eve, rita, pub, adam, repo, dataDir, studio } = await team();
    const first = await approvedChange(ed, [rita], APP, name('First'));
    ok(await pub.send('POST', `/api/changes/${first}/publish`, { body: {} }));
    const r1 = git(repo, 'rev-parse', 'main');
    const second = await approvedChange(ed, [rita], APP, name('Second'));
    ok(await pub.send('POST', `/api/changes/${second}/publish`, { body: {} }));
    const r2 = git(repo, 'rev-parse', 'main');
    // Opened while the second release is live, published after the restore.
    const later = await approvedChange(eve, [rita], APP, (t) =>
      setField(t, ['servicePhone'], '+63 2 8111 1111'),
    );
    expect(liveName(dataDir)).toBe('Second');

    const listed = ok(await adam.send('GET', '/api/releases'));
    expect(listed.releases).toEqual([
      expect.objectContaining({ commit: r2, change: second, current: true, kind: 'publish' }),
      expect.objectContaining({ commit: r1, change: first, current: false, kind: 'publish' }),
    ]);
    refused(await ed.send('GET', '/api/releases'), 403, 'Only a publisher or an admin may see the releases.');
    for (const who of [ed, rita, adam])
      refused(
        await who.send('POST', `/api/releases/${r1}/restore`, { body: {} }),
        403,
        'Only a publisher may put an earlier release back.',
      );
    refused(
      await pub.send('POST', '/api/releases/abcdef1/restore', { body: {} }),
      404,
      'There is no release abcdef1.',
    );
    refused(
      await pub.send('POST', `/api/releases/${r2}/restore`, { body: {} }),
      409,
      /is what is live already/,
    );

    const restored = ok(await pub.send('POST', `/api/releases/${r1.slice(0, 7)}/restore`, { body: {} }));
    const revert = git(repo, 'rev-parse', 'main');
    expect(restored).toMatchObject({ commit: revert, kind: 'restore', restores: r1, by: 'pub' });
    expect(git(repo, 'rev-parse', 'main^')).toBe(r2);
    expect(git(repo, 'rev-parse', 'main^{tree}')).toBe(git(repo, 'rev-parse', `${r1}^{tree}`));
    expect(git(repo, 'log', '-1', '--format=%(trailers:only,unfold)', 'main').split('\n')).toEqual([
      `Restores-release: ${r1}`,
      'Restored-by: pub <pub@studio.invalid>',
    ]);
    expect(currentCommit(dataDir)).toBe(revert);
    expect(liveName(dataDir)).toBe('First');
    expect(ok(await pub.send('GET', '/api/releases')).releases).toEqual([
      expect.objectContaining({ commit: revert, kind: 'restore', restores: r1, current: true }),
      expect.objectContaining({ commit: r2, current: false }),
      expect.objectContaining({ commit: r1, current: false }),
    ]);
    expect(studio.audit.entries().find((e) => e.action === 'release.restore')).toMatchObject({
      who: 'pub',
      commit: revert,
      files: [APP],
      fields: [{ file: APP, pointer: '#/appName' }],
      detail: { restores: r1, from: r2 },
    });

    ok(await pub.send('POST', `/api/changes/${later}/publish`, { body: {} }));
    expect(liveName(dataDir)).toBe('First');
    expect(JSON.parse(readFileSync(join(dataDir, 'current', 'app.json'), 'utf8'))).toMatchObject({
      servicePhone: '+63 2 8111 1111',
    });
    const io = fakeIo();
    expect(runAuditCommand(['--verify', '--data', dataDir], io), io.err()).toBe(0);
  }, 180_000);
});

/**
 * A team with one release live, whose next publish stops dead at `step`, as if the process were
 * killed there; `old` is main (and the live release) before it.
 */
async function stoppedAt(step: PublishStep) {
  let armed = false;
  let reached = () => {};
  const stopped = new Promise<void>((resolve) => (reached = resolve));
  const started = await team({
    publishFault: (at) => {
      if (!armed || at !== step) return;
      reached();
      return new Promise<void>(() => {});
    },
  });
  const { ed, rita, pub, studio, repo } = started;
  const first = await approvedChange(ed, [rita], APP, name('Old name'));
  ok(await pub.send('POST', `/api/changes/${first}/publish`, { body: {} }));
  const old = git(repo, 'rev-parse', 'main');
  const id = await approvedChange(ed, [rita], APP, name('Before the stop'));
  armed = true;
  const answer = pub.send('POST', `/api/changes/${id}/publish`, { body: {} }).catch(() => undefined);
  await stopped;
  await studio.close();
  await answer;
  return { ...started, id, old };
}

/** The studio started again over the same repository and data, on the same address. */
async function restart(t: { repo: string; dataDir: string; origin: string }) {
  const lines: string[] = [];
  const again = new TeamStudio({
    repo: t.repo,
    dataDir: t.dataDir,
    port: Number(new URL(t.origin).port),
    cost: TEST_COST,
    build: fixtureBuild,
    log: (line) => lines.push(line),
  });
  await again.listen();
  return { again, lines };
}

const auditVerifies = (dataDir: string) => {
  const io = fakeIo();
  expect(runAuditCommand(['--verify', '--data', dataDir], io), io.err()).toBe(0);
};

describe('a publish killed part way', () => {
  it.each(['installed', 'switched', 'moved'] as const)(
    'is finished at the next start when stopped once %s',
    async (step) => {
      const t = await stoppedAt(step);
      const { again, lines } = await restart(t);
      try {
        const main = git(t.repo, 'rev-parse', 'main');
        expect(git(t.repo, 'log', '-1', '--format=%s', 'main')).toBe(`Publish change ${t.id}: Say it better`);
        expect(git(t.repo, 'rev-parse', 'main^')).toBe(t.old);
        expect(currentCommit(t.dataDir)).toBe(main);
        expect(liveName(t.dataDir)).toBe('Before the stop');
        expect(lines.join('\n')).toMatch(/finished publishing/);
        expect(ok(await t.pub.send('GET', `/api/changes/${t.id}`))).toMatchObject({
          state: 'published',
          published: { commit: main, by: 'pub' },
        });
        expect(ok(await t.pub.send('GET', '/api/releases')).releases).toEqual([
          expect.objectContaining({ commit: main, current: true }),
          expect.objectContaining({ commit: t.old, current: false }),
        ]);
        expect(again.audit.entries().filter((e) => e.action === 'publish' && e.change === t.id)).toEqual([
          expect.objectContaining({
            who: 'pub',
            commit: main,
            detail: expect.objectContaining({ finishedAfterRestart: true }),
          }),
        ]);
        expect(existsSync(join(t.dataDir, 'publish.json'))).toBe(false);
        expect(releaseDirs(t.dataDir)).toEqual([main, t.old].sort());
        auditVerifies(t.dataDir);
      } finally {
        await again.close();
      }
    },
    120_000,
  );

  it.each(['merged', 'journaled'] as const)(
    'leaves the old release live when stopped once %s, and publishes again',
    async (step) => {
      const t = await stoppedAt(step);
      const { again } = await restart(t);
      try {
        expect(git(t.repo, 'rev-parse', 'main')).toBe(t.old);
        expect(currentCommit(t.dataDir)).toBe(t.old);
        expect(liveName(t.dataDir)).toBe('Old name');
        expect(releaseDirs(t.dataDir)).toEqual([t.old]);
        expect(existsSync(join(t.dataDir, 'publish.json'))).toBe(false);
        expect(ok(await t.pub.send('GET', `/api/changes/${t.id}`)).state).toBe('submitted');
        if (step === 'journaled')
          expect(again.audit.entries().at(-1)).toMatchObject({
            who: 'pub',
            action: 'publish.undone',
            change: t.id,
            detail: { reason: 'The studio stopped before the new site was in place.' },
          });
        ok(await t.pub.send('POST', `/api/changes/${t.id}/publish`, { body: {} }));
        expect(currentCommit(t.dataDir)).toBe(git(t.repo, 'rev-parse', 'main'));
        expect(liveName(t.dataDir)).toBe('Before the stop');
        auditVerifies(t.dataDir);
      } finally {
        await again.close();
      }
    },
    120_000,
  );

  it('finishes a rollback stopped after the switch', async () => {
    let stop = false;
    let reached = () => {};
    const stopped = new Promise<void>((resolve) => (reached = resolve));
    const t = await team({
      publishFault: (at) => {
        if (!stop || at !== 'switched') return;
        reached();
        return new Promise<void>(() => {});
      },
    });
    const first = await approvedChange(t.ed, [t.rita], APP, name('First'));
    ok(await t.pub.send('POST', `/api/changes/${first}/publish`, { body: {} }));
    const r1 = git(t.repo, 'rev-parse', 'main');
    const second = await approvedChange(t.ed, [t.rita], APP, name('Second'));
    ok(await t.pub.send('POST', `/api/changes/${second}/publish`, { body: {} }));
    stop = true;
    const answer = t.pub.send('POST', `/api/releases/${r1}/restore`, { body: {} }).catch(() => undefined);
    await stopped;
    await t.studio.close();
    await answer;
    const { again } = await restart(t);
    try {
      const main = git(t.repo, 'rev-parse', 'main');
      expect(git(t.repo, 'rev-parse', 'main^{tree}')).toBe(git(t.repo, 'rev-parse', `${r1}^{tree}`));
      expect(currentCommit(t.dataDir)).toBe(main);
      expect(liveName(t.dataDir)).toBe('First');
      expect(again.audit.entries().at(-1)).toMatchObject({
        who: 'pub',
        action: 'release.restore',
        commit: main,
        detail: { restores: r1, finishedAfterRestart: true },
      });
    } finally {
      await again.close();
    }
  }, 120_000);

  it('is undone when main moved elsewhere while the studio was down', async () => {
    const t = await stoppedAt('switched');
    // A developer's commit on main (made with plumbing: the checkout's index predates the publishes).
    const main = execFileSync(
      'git',
      ['commit-tree', 'main^{tree}', '-p', 'main', '-m', 'A developer’s commit'],
      {
        cwd: t.repo,
        env: { ...process.env, ...FIXTURE_IDENTITY },
        encoding: 'utf8',
      },
    ).trim();
    git(t.repo, 'update-ref', 'refs/heads/main', main);
    const { again, lines } = await restart(t);
    try {
      expect(git(t.repo, 'rev-parse', 'main')).toBe(main);
      expect(currentCommit(t.dataDir)).toBe(t.old);
      expect(liveName(t.dataDir)).toBe('Old name');
      expect(releaseDirs(t.dataDir)).toEqual([t.old]);
      expect(lines.join('\n')).toMatch(/undid the publish/);
      expect(again.audit.entries().at(-1)).toMatchObject({
        who: 'pub',
        action: 'publish.undone',
        change: t.id,
      });
      expect(ok(await t.pub.send('GET', `/api/changes/${t.id}`)).state).toBe('submitted');
      ok(await t.pub.send('POST', `/api/changes/${t.id}/publish`, { body: {} }));
      expect(liveName(t.dataDir)).toBe('Before the stop');
      expect(readdirSync(join(t.dataDir, 'tmp'))).toEqual([]);
    } finally {
      await again.close();
    }
  }, 90_000);
});
