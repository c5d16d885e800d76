// @vitest-environment node
// Publishing over HTTP, on a throwaway repository with the fixture's check and build: an approved
// change is merged onto main (naming its author and approvers), checked, built and switched live in
// `current` in one step; only a publisher publishes, and only an approved change; a failing build
// changes nothing; two publishers at once publish one after the other.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runAuditCommand } from '../../../studio/server/team/auditCommand';
import { commitFiles } from '../../../studio/server/team/branches';
import { npmBuild, type BuildRunner } from '../../../studio/server/team/build';
import { APP, approve, approvedChange, changeOf, ok, refused, setField, submit, team } from './changePath';
import { fakeIo, tempDir } from './dataDir';
import { FIXTURE_IDENTITY, fixtureBuild, fixtureRepo, git } from './teamStudio';

const live = (dataDir: string, file = 'app.json') => readFileSync(join(dataDir, 'current', file), 'utf8');
const liveApp = (dataDir: string) =>
  JSON.parse(live(dataDir)) as { appName: string; company: Record<string, string> };
const releaseDirs = (dataDir: string) =>
  existsSync(join(dataDir, 'releases')) ? readdirSync(join(dataDir, 'releases')).sort() : [];

describe('publishing an approved change', () => {
  it('merges it onto main with its people named, builds it and puts it live', async () => {
    const { ed, rita, pub, repo, dataDir, studio } = await team();
    const before = git(repo, 'rev-parse', 'main');
    const id = await approvedChange(
      ed,
      [rita],
      APP,
      (t) => setField(t, ['appName'], 'PesoAgad Plus'),
      'New name',
    );
    const head = git(repo, 'rev-parse', `studio/${id}-new-name`);

    const started = Date.now();
    const published = ok(await pub.send('POST', `/api/changes/${id}/publish`, { body: {} }));
    const took = Date.now() - started;
    const main = git(repo, 'rev-parse', 'main');
    expect(published).toMatchObject({ state: 'published', published: { commit: main, by: 'pub' } });
    expect(git(repo, 'rev-list', '--parents', '-n1', 'main')).toBe(`${main} ${before} ${head}`);
    expect(git(repo, 'log', '-1', '--format=%an|%cn|%s', 'main')).toBe('ed|pub|Publish change 1: New name');
    expect(git(repo, 'log', '-1', '--format=%(trailers:only,unfold)', 'main').split('\n')).toEqual([
      'Studio-Change: 1',
      'Edited-by: ed <ed@studio.invalid>',
      'Approved-by: rita <rita@studio.invalid> as reviewer',
      'Published-by: pub <pub@studio.invalid>',
    ]);
    // Live: `current` is the release built from main, switched in one step.
    expect(readlinkSync(join(dataDir, 'current'))).toBe(join('releases', main));
    expect(liveApp(dataDir).appName).toBe('PesoAgad Plus');
    expect(live(dataDir, 'index.html')).toContain('<title>PesoAgad Plus</title>');
    expect(existsSync(join(dataDir, 'publish.json'))).toBe(false);
    expect(took, 'publish with the fixture build, in ms').toBeLessThan(90_000);

    const { releases, current } = ok(await pub.send('GET', '/api/releases'));
    expect(current).toBe(main);
    expect(releases).toEqual([
      expect.objectContaining({ commit: main, by: 'pub', change: id, title: 'New name', current: true }),
    ]);
    expect(studio.audit.entries().find((e) => e.action === 'publish')).toMatchObject({
      who: 'pub',
      change: id,
      files: [APP],
      fields: [{ file: APP, pointer: '#/appName' }],
      commit: main,
      detail: { author: 'ed', approvals: [{ name: 'rita', role: 'reviewer' }], from: before },
    });
    const io = fakeIo();
    expect(runAuditCommand(['--verify', '--data', dataDir], io), io.err()).toBe(0);
    // Published is final: not again, not edited.
    refused(
      await pub.send('POST', `/api/changes/${id}/publish`, { body: {} }),
      409,
      `Change ${id} is published already.`,
    );
  }, 90_000);

  it('is for publishers only, and only for a change with every approval it needs', async () => {
    const { ed, rita, cora, pub, adam, repo, dataDir } = await team();
    const main = git(repo, 'rev-parse', 'main');
    const legal = 'content/loanTerms.md';
    const id = await changeOf(ed, legal, (t) => `${t.trimEnd()}\n\nA new promise.\n`);
    refused(
      await pub.send('POST', `/api/changes/${id}/publish`, { body: {} }),
      409,
      `Change ${id} is not submitted for review, so it cannot be published.`,
    );
    await submit(ed, id);
    refused(
      await pub.send('POST', `/api/changes/${id}/publish`, { body: {} }),
      409,
      `Change ${id} still waits for the approval of a reviewer and the compliance officer, so it cannot be published.`,
    );
    await approve(id, rita);
    // A legal text waits for compliance.
    refused(
      await pub.send('POST', `/api/changes/${id}/publish`, { body: {} }),
      409,
      `Change ${id} still waits for the approval of the compliance officer, so it cannot be published.`,
    );
    for (const who of [ed, rita, cora, adam])
      refused(
        await who.send('POST', `/api/changes/${id}/publish`, { body: {} }),
        403,
        'Only a publisher may publish a change.',
      );
    expect(git(repo, 'rev-parse', 'main')).toBe(main);
    expect(existsSync(join(dataDir, 'current'))).toBe(false);
    await approve(id, cora);
    ok(await pub.send('POST', `/api/changes/${id}/publish`, { body: {} }));
    expect(live(dataDir, join('content', 'loanTerms.md'))).toContain('A new promise.');
    expect(git(repo, 'log', '-1', '--format=%(trailers:key=Approved-by,valueonly)', 'main')).toBe(
      'rita <rita@studio.invalid> as reviewer\ncora <cora@studio.invalid> as compliance',
    );
  }, 90_000);

  it('changes nothing when the build fails, and says so', async () => {
    let fail = false;
    const build: BuildRunner = async (tree) =>
      fail ? { ok: false, output: 'vite: something broke' } : fixtureBuild(tree);
    const { ed, rita, pub, repo, dataDir, studio } = await team({ build });
    const first = await approvedChange(ed, [rita], APP, (t) => setField(t, ['appName'], 'First'));
    ok(await pub.send('POST', `/api/changes/${first}/publish`, { body: {} }));
    const main = git(repo, 'rev-parse', 'main');
    const dirs = releaseDirs(dataDir);

    fail = true;
    const id = await approvedChange(ed, [rita], APP, (t) => setField(t, ['appName'], 'Second'));
    const reply = await pub.send('POST', `/api/changes/${id}/publish`, { body: {} });
    refused(
      reply,
      400,
      `The site could not be built with change ${id}, so nothing was published; the build's output says why, for a developer.`,
    );
    expect(reply.body.output).toContain('vite: something broke');
    expect(git(repo, 'rev-parse', 'main')).toBe(main);
    expect(readlinkSync(join(dataDir, 'current'))).toBe(join('releases', main));
    expect(liveApp(dataDir).appName).toBe('First');
    expect(releaseDirs(dataDir)).toEqual(dirs);
    expect(existsSync(join(dataDir, 'publish.json'))).toBe(false);
    expect(ok(await pub.send('GET', `/api/changes/${id}`)).state).toBe('submitted');
    expect(studio.audit.entries().at(-1)).toMatchObject({
      who: 'pub',
      action: 'publish.refused',
      change: id,
      detail: { reason: reply.body.error },
    });

    // Fixed, the same change publishes.
    fail = false;
    ok(await pub.send('POST', `/api/changes/${id}/publish`, { body: {} }));
    expect(liveApp(dataDir).appName).toBe('Second');
  }, 120_000);

  it('puts everything back when a step after the switch fails', async () => {
    const { ed, rita, pub, repo, dataDir, studio } = await team({
      publishFault: (step) => {
        if (step === 'switched') throw new Error('The disk is full.');
      },
    });
    const main = git(repo, 'rev-parse', 'main');
    const id = await approvedChange(ed, [rita], APP, (t) => setField(t, ['appName'], 'Never'));
    const reply = await pub.send('POST', `/api/changes/${id}/publish`, { body: {} });
    refused(reply, 500, 'The studio failed to answer; its log says why.');
    expect(git(repo, 'rev-parse', 'main')).toBe(main);
    expect(existsSync(join(dataDir, 'current'))).toBe(false);
    expect(releaseDirs(dataDir)).toEqual([]);
    expect(ok(await pub.send('GET', `/api/changes/${id}`)).state).toBe('submitted');
    expect(studio.audit.entries().at(-1)).toMatchObject({
      who: 'pub',
      action: 'publish.failed',
      change: id,
      detail: { reason: 'The disk is full.' },
    });
  }, 90_000);

  it('refuses a change holding a file the studio does not write, for a developer to merge', async () => {
    const { ed, rita, pub, repo, studio } = await team();
    const id = ok(await ed.send('POST', '/api/changes', { body: { title: 'By hand' } })).id as string;
    const branch = `studio/${id}-by-hand`;
    const head = git(repo, 'rev-parse', branch);
    const byHand = await commitFiles(
      repo,
      join(repo, '.git', 'studio-test'),
      head,
      [{ file: 'tools/extra.ts', text: 'export {};\n' }],
      'By hand',
      FIXTURE_IDENTITY,
    );
    git(repo, 'update-ref', `refs/heads/${branch}`, byHand, head);
    const { text } = ok(await ed.send('GET', `/api/changes/${id}/text?path=${APP}`));
    ok(
      await ed.send('PUT', `/api/changes/${id}/text`, {
        body: { path: APP, text: setField(text as string, ['appName'], 'Hand') },
      }),
    );
    await submit(ed, id);
    await approve(id, rita);
    const main = git(repo, 'rev-parse', 'main');
    refused(
      await pub.send('POST', `/api/changes/${id}/publish`, { body: {} }),
      409,
      `Change ${id} changes tools/extra.ts, which the studio does not write (it was changed by hand), so the studio cannot publish it; a developer merges it.`,
    );
    expect(git(repo, 'rev-parse', 'main')).toBe(main);
    expect(studio.audit.entries().at(-1)).toMatchObject({ action: 'publish.refused', change: id });
  }, 90_000);

  it('publishes one after the other when two publishers press at once', async () => {
    const spans: { start: number; end: number }[] = [];
    const build: BuildRunner = async (tree) => {
      const span = { start: Date.now(), end: 0 };
      await new Promise((resolve) => setTimeout(resolve, 300));
      const built = await fixtureBuild(tree);
      span.end = Date.now();
      spans.push(span);
      return built;
    };
    const { ed, eve, rita, pub, paul, repo, dataDir } = await team({ build });
    const before = git(repo, 'rev-parse', 'main');
    const a = await approvedChange(ed, [rita], APP, (t) => setField(t, ['servicePhone'], '+63 2 8000 0000'));
    const b = await approvedChange(eve, [rita], 'schemas/messages.json', (t) =>
      setField(t, ['loading'], 'One moment…'),
    );
    const [first, second] = await Promise.all([
      pub.send('POST', `/api/changes/${a}/publish`, { body: {} }),
      paul.send('POST', `/api/changes/${b}/publish`, { body: {} }),
    ]);
    ok(first);
    ok(second);
    expect(spans).toHaveLength(2);
    expect(spans[1]!.start).toBeGreaterThanOrEqual(spans[0]!.end);
    // Both on main, one after the other, and both live.
    const merges = git(repo, 'rev-list', '--first-parent', `${before}..main`).split('\n');
    expect(merges).toHaveLength(2);
    expect(readlinkSync(join(dataDir, 'current'))).toBe(join('releases', merges[0]!));
    expect(liveApp(dataDir)).toMatchObject({ servicePhone: '+63 2 8000 0000' });
    expect(git(repo, 'show', 'main:schemas/messages.json')).toContain('"loading": "One moment…"');
  }, 120_000);

  it('runs the project’s own `npm run build` by default', async () => {
    const repo = fixtureRepo({
      'package.json': JSON.stringify({
        name: 'fixture',
        private: true,
        scripts: { 'build:site': 'node build.mjs' },
      }),
      'build.mjs': [
        "import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';",
        "const { appName } = JSON.parse(readFileSync('schemas/app.json', 'utf8'));",
        "mkdirSync('dist', { recursive: true });",
        'writeFileSync("dist/index.html", `<title>${appName}</title>`);',
      ].join('\n'),
    });
    const { ed, rita, pub, dataDir } = await team({ repo, build: npmBuild() });
    const id = await approvedChange(ed, [rita], APP, (t) => setField(t, ['appName'], 'Built by npm'));
    ok(await pub.send('POST', `/api/changes/${id}/publish`, { body: {} }));
    expect(live(dataDir, 'index.html')).toBe('<title>Built by npm</title>');
  }, 90_000);
});

describe('the lender’s git host', () => {
  it('gets main after each publish and roll-back; a host that refuses stops no release', async () => {
    const host = tempDir('studio-host-');
    git(host, 'init', '-q', '--bare', '-b', 'main');
    const { ed, rita, pub, repo, dataDir, studio } = await team({ pushTo: host });
    const first = await approvedChange(ed, [rita], APP, (t) => setField(t, ['appName'], 'Pushed once'));
    ok(await pub.send('POST', `/api/changes/${first}/publish`, { body: {} }));
    expect(git(host, 'rev-parse', 'main')).toBe(git(repo, 'rev-parse', 'main'));
    const second = await approvedChange(ed, [rita], APP, (t) => setField(t, ['appName'], 'Pushed twice'));
    ok(await pub.send('POST', `/api/changes/${second}/publish`, { body: {} }));
    const releases = ok(await pub.send('GET', '/api/releases')).releases as { commit: string }[];
    ok(await pub.send('POST', `/api/releases/${releases.at(-1)!.commit}/restore`, { body: {} }));
    expect(git(host, 'rev-parse', 'main')).toBe(git(repo, 'rev-parse', 'main'));
    expect(git(host, 'show', `main:${APP}`)).toContain('Pushed once');
    expect(studio.audit.entries().filter((e) => e.action === 'push')).toHaveLength(3);

    // A host someone moved on by hand refuses a push that is not a fast-forward: the release is live
    // all the same, and the audit says what the host answered.
    const third = await approvedChange(ed, [rita], APP, (t) => setField(t, ['appName'], 'Live anyway'));
    const tip = git(host, 'rev-parse', 'main');
    const elsewhere = execFileSync('git', ['commit-tree', '-p', tip, '-m', 'By hand', `${tip}^{tree}`], {
      cwd: host,
      encoding: 'utf8',
      env: { ...process.env, ...FIXTURE_IDENTITY },
    }).trim();
    git(host, 'update-ref', 'refs/heads/main', elsewhere);
    ok(await pub.send('POST', `/api/changes/${third}/publish`, { body: {} }));
    expect(liveApp(dataDir).appName).toBe('Live anyway');
    expect(git(host, 'rev-parse', 'main')).toBe(elsewhere);
    expect(studio.audit.entries().at(-1)).toMatchObject({ action: 'push.failed', who: 'pub' });
  }, 150_000);
});

describe('two changes to one file', () => {
  it('both land when they change different fields, even on neighbouring lines', async () => {
    const { ed, eve, rita, pub, repo, dataDir } = await team();
    const a = await approvedChange(ed, [rita], APP, (t) =>
      setField(t, ['company', 'name'], 'PesoAgad Corp.'),
    );
    const b = await approvedChange(eve, [rita], APP, (t) =>
      setField(t, ['company', 'address'], 'Taguig City'),
    );
    ok(await pub.send('POST', `/api/changes/${a}/publish`, { body: {} }));
    ok(await pub.send('POST', `/api/changes/${b}/publish`, { body: {} }));
    const company = (JSON.parse(git(repo, 'show', `main:${APP}`)) as { company: Record<string, string> })
      .company;
    expect(company).toMatchObject({ name: 'PesoAgad Corp.', address: 'Taguig City' });
    expect(liveApp(dataDir).company).toMatchObject({ name: 'PesoAgad Corp.', address: 'Taguig City' });
    // Only the two lines changed: the file keeps its layout.
    const diff = git(repo, 'diff', '--numstat', 'main~2', 'main', '--', APP);
    expect(diff).toBe(`2\t2\t${APP}`);
  }, 120_000);

  it('stops at a field both changed, shows both values, and publishes the editor’s pick', async () => {
    const { ed, eve, rita, pub, repo, dataDir, studio } = await team();
    const a = await approvedChange(ed, [rita], APP, (t) => setField(t, ['appName'], 'Ed’s name'));
    const b = await approvedChange(eve, [rita], APP, (t) =>
      setField(setField(t, ['appName'], 'Eve’s name'), ['servicePhone'], '+63 2 8999 9999'),
    );
    ok(await pub.send('POST', `/api/changes/${a}/publish`, { body: {} }));
    const main = git(repo, 'rev-parse', 'main');
    const stopped = await pub.send('POST', `/api/changes/${b}/publish`, { body: {} });
    refused(stopped, 409, /changes a field that another publish changed differently.*both are shown/);
    expect(stopped.body.conflicts).toEqual([
      { file: APP, pointer: '#/appName', theirs: 'Ed’s name', yours: 'Eve’s name' },
    ]);
    expect(git(repo, 'rev-parse', 'main')).toBe(main);
    expect(liveApp(dataDir).appName).toBe('Ed’s name');
    // Its editor sees the same conflict on the change itself, before anyone presses publish again.
    expect(ok(await eve.send('GET', `/api/changes/${b}/conflicts`)).conflicts).toEqual(
      stopped.body.conflicts,
    );
    expect(ok(await eve.send('GET', `/api/changes/${a}/conflicts`)).conflicts).toEqual([]);

    const pick = { file: APP, pointer: '#/appName', pick: 'theirs' };
    refused(await ed.send('POST', `/api/changes/${b}/resolve`, { body: pick }), 403, /Only eve/);
    refused(
      await rita.send('POST', `/api/changes/${b}/resolve`, { body: pick }),
      403,
      'Only an editor may edit a change.',
    );
    refused(
      await eve.send('POST', `/api/changes/${b}/resolve`, { body: { ...pick, pointer: '#/servicePhone' } }),
      400,
      /is not in conflict/,
    );
    const resolved = ok(await eve.send('POST', `/api/changes/${b}/resolve`, { body: pick }));
    // A new version of the change: reviewed again before it publishes.
    expect(resolved).toMatchObject({ state: 'editing', approvals: [] });
    refused(await pub.send('POST', `/api/changes/${b}/publish`, { body: {} }), 409, /not submitted/);
    const detail = ok(await eve.send('GET', `/api/changes/${b}`));
    expect(detail.files).toEqual([
      expect.objectContaining({
        file: APP,
        changes: [expect.objectContaining({ pointer: '#/servicePhone' })],
      }),
    ]);
    await submit(eve, b);
    await approve(b, rita);
    ok(await pub.send('POST', `/api/changes/${b}/publish`, { body: {} }));
    expect(liveApp(dataDir)).toMatchObject({ appName: 'Ed’s name', servicePhone: '+63 2 8999 9999' });
    expect(studio.audit.entries().find((e) => e.action === 'change.resolve')).toMatchObject({
      who: 'eve',
      change: b,
      fields: [{ file: APP, pointer: '#/appName' }],
      detail: { picks: [pick] },
    });
  }, 150_000);

  it('keeps the change’s value when its editor picks it, and a Markdown text conflicts whole', async () => {
    const { ed, eve, rita, cora, pub, dataDir } = await team();
    const legal = 'content/privacyPolicy.md';
    const a = await approvedChange(ed, [rita], APP, (t) => setField(t, ['appName'], 'Ed’s name'));
    const b = await approvedChange(eve, [rita], APP, (t) => setField(t, ['appName'], 'Eve’s name'));
    const c = await approvedChange(ed, [rita, cora], legal, (t) => `${t.trimEnd()}\n\nEd’s paragraph.\n`);
    const d = await approvedChange(eve, [rita, cora], legal, (t) => `Eve’s opening.\n\n${t}`);
    ok(await pub.send('POST', `/api/changes/${a}/publish`, { body: {} }));
    ok(await pub.send('POST', `/api/changes/${c}/publish`, { body: {} }));
    refused(await pub.send('POST', `/api/changes/${b}/publish`, { body: {} }), 409);
    const whole = await pub.send('POST', `/api/changes/${d}/publish`, { body: {} });
    refused(whole, 409);
    expect(whole.body.conflicts).toEqual([
      {
        file: legal,
        pointer: '#',
        theirs: expect.stringContaining('Ed’s paragraph.'),
        yours: expect.stringContaining('Eve’s opening.'),
      },
    ]);
    ok(
      await eve.send('POST', `/api/changes/${b}/resolve`, {
        body: { file: APP, pointer: '#/appName', pick: 'yours' },
      }),
    );
    await submit(eve, b);
    await approve(b, rita);
    ok(await pub.send('POST', `/api/changes/${b}/publish`, { body: {} }));
    expect(liveApp(dataDir).appName).toBe('Eve’s name');
  }, 180_000);
});
