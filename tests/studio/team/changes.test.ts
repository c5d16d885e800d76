// @vitest-environment node
// The path of a change over HTTP, on a throwaway repository: an editor opens it on its own branch,
// saves staff files on it (main and the checkout untouched), submits it once the check passes;
// reviewers approve it as the approval rules ask (a legal text waits for compliance) or send it back;
// nobody approves their own change; and all of it is still there after a restart.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patchJson } from '../../../studio/shared/jsonPatch';
import { TeamStudio } from '../../../studio/server/team/teamStudio';
import { APP, changeOf, editText, ok, refused, team } from './changePath';
import { TEST_COST } from './dataDir';
import { git, type Browser } from './teamStudio';

describe('opening and editing a change', () => {
  it('opens a change on a branch of its own and saves on it, leaving main and the checkout alone', async () => {
    const { ed, repo, studio } = await team();
    const main = git(repo, 'rev-parse', 'main');
    const opened = ok(await ed.send('POST', '/api/changes', { body: { title: 'Friendlier app name' } }));
    expect(opened).toMatchObject({
      id: '1',
      branch: 'studio/1-friendlier-app-name',
      author: 'ed',
      state: 'editing',
    });
    expect(git(repo, 'rev-parse', 'studio/1-friendlier-app-name')).toBe(main);

    const { text, commit } = ok(await ed.send('GET', `/api/changes/1/text?path=${APP}`));
    expect(commit).toBe(main);
    const edit = editText(text as string, (old) => `${old} Plus`);
    const saved = ok(
      await ed.send('PUT', '/api/changes/1/text', { body: { path: APP, text: edit.text, parent: commit } }),
    );
    expect(saved.commit).not.toBe(main);
    expect(git(repo, 'rev-parse', 'studio/1-friendlier-app-name')).toBe(saved.commit);
    expect(git(repo, 'show', `studio/1-friendlier-app-name:${APP}`)).toBe(edit.text.trimEnd());
    expect(git(repo, 'log', '-1', '--format=%an', 'studio/1-friendlier-app-name')).toBe('ed');
    // main, the checked-out branch, its index and its files are as they were.
    expect(git(repo, 'rev-parse', 'main')).toBe(main);
    expect(git(repo, 'status', '--porcelain')).toBe('');
    expect(readFileSync(join(repo, APP), 'utf8')).toBe(text);

    const detail = ok(await ed.send('GET', '/api/changes/1'));
    expect(detail.files).toEqual([
      {
        file: APP,
        staff: true,
        changes: [
          expect.objectContaining({
            pointer: `#/${edit.key}`,
            before: edit.before,
            after: `${edit.before} Plus`,
          }),
        ],
      },
    ]);
    const save = studio.audit.entries().find((e) => e.action === 'change.save')!;
    expect(save).toMatchObject({
      who: 'ed',
      change: '1',
      files: [APP],
      fields: [{ file: APP, pointer: `#/${edit.key}` }],
      commit: saved.commit,
    });
  });

  it('lets only editors open, and only the change’s author edit', async () => {
    const { ed, eve, rita } = await team();
    refused(
      await rita.send('POST', '/api/changes', { body: { title: 'Mine' } }),
      403,
      'Only an editor may open a change.',
    );
    const id = await changeOf(ed, APP, (t) => editText(t, (o) => `${o}!`).text);
    const { text } = ok(await eve.send('GET', `/api/changes/${id}/text?path=${APP}`));
    refused(
      await eve.send('PUT', `/api/changes/${id}/text`, { body: { path: APP, text } }),
      403,
      /Only ed, who opened change 1, may edit it\./,
    );
    refused(
      await rita.send('PUT', `/api/changes/${id}/text`, { body: { path: APP, text } }),
      403,
      'Only an editor may edit a change.',
    );
  });

  it('gives changes opened at the same moment a number each, and each its own author', async () => {
    const { ed, eve, studio } = await team();
    const opened = await Promise.all(
      [ed, eve, ed, eve, ed].map((who, i) =>
        who.send('POST', '/api/changes', { body: { title: `At once ${i}` } }),
      ),
    );
    const ids = opened.map((reply) => ok(reply).id as string);
    expect(new Set(ids).size).toBe(ids.length);
    for (const [i, id] of ids.entries()) {
      const detail = ok(await ed.send('GET', `/api/changes/${id}`));
      expect(detail).toMatchObject({ title: `At once ${i}`, author: i % 2 ? 'eve' : 'ed' });
    }
    expect(studio.changes.list()).toHaveLength(ids.length);
  });

  it('refuses a path out of the staff files, a JSON file that is no JSON, and a stale text', async () => {
    const { ed, repo } = await team();
    const id = ok(await ed.send('POST', '/api/changes', { body: { title: 'Try things' } })).id as string;
    const before = git(repo, 'rev-parse', `studio/${id}-try-things`);
    for (const path of [
      '../outside.json',
      '/etc/passwd',
      'schemas/developer.json',
      'studio/approvals.json',
      'tools/check/command.ts',
      'schemas/screens/../../x.json',
    ])
      refused(
        await ed.send('PUT', `/api/changes/${id}/text`, { body: { path, text: '{}' } }),
        403,
        /is not a staff file/,
      );
    refused(
      await ed.send('PUT', `/api/changes/${id}/text`, { body: { path: APP, text: '{ "half": ' } }),
      400,
      /would not be JSON, so it was not saved/,
    );
    const { text } = ok(await ed.send('GET', `/api/changes/${id}/text?path=${APP}`));
    const first = editText(text as string, (o) => `${o} one`).text;
    ok(await ed.send('PUT', `/api/changes/${id}/text`, { body: { path: APP, text: first, parent: before } }));
    // A second tab still holding the first text: refused, not overwritten.
    const second = editText(text as string, (o) => `${o} two`).text;
    refused(
      await ed.send('PUT', `/api/changes/${id}/text`, { body: { path: APP, text: second, parent: before } }),
      409,
      /moved on since this text was loaded/,
    );
    expect(git(repo, 'show', `studio/${id}-try-things:${APP}`)).toBe(first.trimEnd());
    refused(await ed.send('GET', '/api/changes/99'), 404, 'There is no change 99.');
    refused(await ed.send('GET', '/api/changes/..%2F..'), 404);
  });
});

describe('submitting', () => {
  it('refuses a change that fails the check, with its mistakes, and takes it once fixed', async () => {
    const { ed, studio } = await team();
    const id = await changeOf(ed, APP, (t) => editText(t, () => ' ').text);
    refused(
      await ed.send('POST', `/api/changes/${id}/submit`, { body: { summary: '' } }),
      400,
      /Say in a sentence/,
    );
    const failed = await ed.send('POST', `/api/changes/${id}/submit`, { body: { summary: 'Clearer name.' } });
    refused(failed, 400, `The check found a mistake in change ${id}, so it was not submitted.`);
    expect(failed.body.problems).toEqual([
      expect.objectContaining({ file: APP, reason: 'This text is empty.' }),
    ]);
    expect(ok(await ed.send('GET', `/api/changes/${id}`)).state).toBe('editing');

    const { text } = ok(await ed.send('GET', `/api/changes/${id}/text?path=${APP}`));
    const original = ok(await ed.send('GET', `/api/files/text?path=${APP}`)).text as string;
    const fixed = editText(original, (o) => `${o} Plus`);
    ok(
      await ed.send('PUT', `/api/changes/${id}/text`, {
        body: { path: APP, text: patchJson(text as string, JSON.parse(fixed.text)) },
      }),
    );
    const submitted = ok(
      await ed.send('POST', `/api/changes/${id}/submit`, { body: { summary: 'Clearer name.' } }),
    );
    expect(submitted).toMatchObject({ state: 'submitted', submitted: { summary: 'Clearer name.' } });
    expect(submitted.approval).toMatchObject({ missing: ['reviewer'], complete: false });
    // In review, it is not edited.
    refused(
      await ed.send('PUT', `/api/changes/${id}/text`, { body: { path: APP, text: fixed.text } }),
      409,
      /in review/,
    );
    expect(studio.audit.entries().find((e) => e.action === 'change.submit')).toMatchObject({
      who: 'ed',
      files: [APP],
      detail: { summary: 'Clearer name.' },
    });
  }, 60_000);

  it('refuses to submit a change that changes nothing, or someone else’s', async () => {
    const { ed, eve } = await team();
    const id = ok(await ed.send('POST', '/api/changes', { body: { title: 'Nothing yet' } })).id as string;
    refused(
      await ed.send('POST', `/api/changes/${id}/submit`, { body: { summary: 'Done.' } }),
      400,
      `Change ${id} changes nothing yet.`,
    );
    refused(await eve.send('POST', `/api/changes/${id}/submit`, { body: { summary: 'Done.' } }), 403);
  });
});

describe('review', () => {
  async function submitted(who: Browser, file: string, edit: (text: string) => string) {
    const id = await changeOf(who, file, edit);
    ok(await who.send('POST', `/api/changes/${id}/submit`, { body: { summary: 'Please look.' } }));
    return id;
  }

  it('is approved by a reviewer, never by its author, nor by an editor', async () => {
    const { ana, ed, rita, studio } = await team();
    const id = await submitted(ana, APP, (t) => editText(t, (o) => `${o} Plus`).text);
    refused(
      await ana.send('POST', `/api/changes/${id}/approve`, { body: {} }),
      403,
      'Nobody approves their own change.',
    );
    refused(
      await ed.send('POST', `/api/changes/${id}/approve`, { body: {} }),
      403,
      'Only a reviewer or a compliance officer may approve a change.',
    );
    const approved = ok(await rita.send('POST', `/api/changes/${id}/approve`, { body: {} }));
    expect(approved.approval).toMatchObject({
      missing: [],
      complete: true,
      given: [expect.objectContaining({ name: 'rita', role: 'reviewer' })],
    });
    refused(await rita.send('POST', `/api/changes/${id}/approve`, { body: {} }), 409, /already approved/);
    expect(
      studio.audit
        .entries()
        .filter((e) => e.action === 'change.approve')
        .map((e) => [e.who, e.detail]),
    ).toEqual([['rita', { role: 'reviewer' }]]);
  }, 60_000);

  it('waits for compliance on a legal text, which one person cannot give twice over', async () => {
    const { ed, rita, cora, both } = await team();
    const legal = 'content/loanTerms.md';
    const id = await submitted(ed, legal, (t) => `${t.trimEnd()}\n\nOne more paragraph.\n`);
    const afterReviewer = ok(await rita.send('POST', `/api/changes/${id}/approve`, { body: {} }));
    expect(afterReviewer.approval).toMatchObject({ missing: ['compliance'], complete: false });
    expect((afterReviewer.approval as { needs: unknown }).needs).toEqual([
      { role: 'reviewer', files: [legal] },
      { role: 'compliance', files: [legal] },
    ]);
    refused(
      await rita.send('POST', `/api/changes/${id}/approve`, { body: { as: 'compliance' } }),
      403,
      /not a role of yours/,
    );
    const done = ok(await cora.send('POST', `/api/changes/${id}/approve`, { body: {} }));
    expect(done.approval).toMatchObject({ missing: [], complete: true });

    // Someone who holds both roles covers one of them: the other needs a second person.
    const again = await submitted(ed, legal, (t) => `${t.trimEnd()}\n\nAnother paragraph.\n`);
    ok(await both.send('POST', `/api/changes/${again}/approve`, { body: { as: 'compliance' } }));
    refused(
      await both.send('POST', `/api/changes/${again}/approve`, { body: { as: 'reviewer' } }),
      409,
      /already approved/,
    );
    expect(ok(await both.send('GET', `/api/changes/${again}`)).approval).toMatchObject({
      missing: ['reviewer'],
    });
  }, 90_000);

  it('needs no compliance for a screen file, and says so when asked', async () => {
    const { ed, both } = await team();
    const id = await submitted(ed, APP, (t) => editText(t, (o) => `${o} Plus`).text);
    refused(
      await both.send('POST', `/api/changes/${id}/approve`, { body: { as: 'compliance' } }),
      400,
      `Change ${id} needs no compliance approval.`,
    );
  }, 60_000);

  it('goes back to its editor with a comment on a field, its approvals dropped', async () => {
    const { ed, rita, cora, studio } = await team();
    const legal = 'content/aboutUs.md';
    const id = await submitted(ed, legal, (t) => `${t.trimEnd()}\n\nA new closing line.\n`);
    ok(await rita.send('POST', `/api/changes/${id}/approve`, { body: {} }));
    refused(
      await cora.send('POST', `/api/changes/${id}/send-back`, { body: { text: '  ' } }),
      400,
      /Say why/,
    );
    refused(
      await cora.send('POST', `/api/changes/${id}/send-back`, {
        body: { text: 'No.', file: '../etc/passwd' },
      }),
      403,
      /not a staff file/,
    );
    const back = ok(
      await cora.send('POST', `/api/changes/${id}/send-back`, {
        body: { text: 'This promise needs the legal wording.', file: legal, pointer: '#/paragraphs/3' },
      }),
    );
    expect(back).toMatchObject({ state: 'editing', approvals: [] });
    expect(back.comments).toEqual([
      expect.objectContaining({
        name: 'cora',
        text: 'This promise needs the legal wording.',
        file: legal,
        pointer: '#/paragraphs/3',
        sentBack: true,
      }),
    ]);
    refused(await rita.send('POST', `/api/changes/${id}/approve`, { body: {} }), 409, /not in review/);
    // The editor can edit again.
    const { text } = ok(await ed.send('GET', `/api/changes/${id}/text?path=${legal}`));
    ok(
      await ed.send('PUT', `/api/changes/${id}/text`, {
        body: { path: legal, text: `${text as string}\nMore.\n` },
      }),
    );
    expect(studio.audit.entries().find((e) => e.action === 'change.send-back')).toMatchObject({
      who: 'cora',
      fields: [{ file: legal, pointer: '#/paragraphs/3' }],
      detail: { comment: 'This promise needs the legal wording.' },
    });
    ok(await ed.send('POST', `/api/changes/${id}/comments`, { body: { text: 'Reworded.' } }));
    expect(ok(await ed.send('GET', `/api/changes/${id}`)).comments).toHaveLength(2);
  }, 60_000);
});

describe('a restart', () => {
  it('keeps the changes, their branches and the sessions', async () => {
    const { ed, studio, repo, dataDir, origin } = await team();
    const id = await changeOf(ed, APP, (t) => editText(t, (o) => `${o} Plus`).text);
    const before = ok(await ed.send('GET', `/api/changes/${id}`));
    await studio.close();
    const port = Number(new URL(origin).port);
    const again = new TeamStudio({
      repo,
      dataDir,
      port,
      cost: TEST_COST,
      log: () => {},
      now: () => Date.parse('2030-01-01T08:10:00Z'),
    });
    await again.listen();
    try {
      expect(ok(await ed.send('GET', `/api/changes/${id}`))).toEqual(before);
      expect(ok(await ed.send('GET', '/api/changes')).changes).toHaveLength(1);
    } finally {
      await again.close();
    }
  });

  it('will not run two servers over one data folder', async () => {
    const { repo, dataDir } = await team();
    const second = new TeamStudio({ repo, dataDir, port: 0, cost: TEST_COST, log: () => {} });
    await expect(second.listen()).rejects.toThrow(/Another studio server is running over/);
  });
});
