// @vitest-environment node
// A change's own studio over HTTP: the `npm start` studio's routes (the file with its contract, the
// check of each draft, the save) answered on the change's files; a save is one commit on its branch,
// and only its author may draft or save, never over a version the form did not see. Live frames run
// for two changes at a time.
import { describe, expect, it } from 'vitest';
import { patchJson } from '../../../studio/shared/jsonPatch';
import { APP, editText, ok, refused, team } from './changePath';
import { git } from './teamStudio';

const studioOf = (id: string) => `/api/changes/${id}/studio`;

async function opened() {
  const people = await team({ liveFrames: false });
  const id = ok(await people.ed.send('POST', '/api/changes', { body: { title: 'In the form' } }))
    .id as string;
  return { ...people, id };
}

describe('a change’s own studio', () => {
  it('checks each draft as the npm start studio does, and saves a good one on the change only', async () => {
    const { ed, repo, id, studio } = await opened();
    const file = ok(await ed.send('GET', `${studioOf(id)}/file?path=${APP}`));
    expect(file.contract).toBeDefined();
    const text = file.text as string;
    const data = JSON.parse(text) as Record<string, unknown>;
    // The first setting that is words (not the schema's address, not a colour).
    const key = Object.keys(data).find((k) => typeof data[k] === 'string' && !/colou?r|\$schema/i.test(k))!;
    const empty = patchJson(text, { ...data, [key]: '' });

    const draft = ok(await ed.send('POST', `${studioOf(id)}/draft`, { body: { path: APP, text: empty } }));
    expect(draft.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ file: APP, pointer: `/${key}` })]),
    );
    const main = git(repo, 'rev-parse', 'main');
    const slip = await ed.send('POST', `${studioOf(id)}/save`, {
      body: { path: APP, text: empty, savedText: text },
    });
    expect(slip.status).toBe(400);
    expect(slip.body.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ pointer: `/${key}` })]),
    );

    const good = { text: patchJson(text, { ...data, [key]: `${data[key] as string} Plus` }) };
    ok(await ed.send('POST', `${studioOf(id)}/draft`, { body: { path: APP, text: good.text } }));
    const saved = await ed.send('POST', `${studioOf(id)}/save`, {
      body: { path: APP, text: good.text, savedText: text },
    });
    expect(ok(saved)).toEqual({ saved: true });
    const { branch } = ok(await ed.send('GET', `/api/changes/${id}`));
    expect(git(repo, 'show', `${branch as string}:${APP}`)).toBe(good.text.trimEnd());
    expect(git(repo, 'rev-parse', 'main')).toBe(main);
    expect(studio.audit.entries().filter((e) => e.action === 'change.save')).toHaveLength(1);
    // The next open of the file reads the saved text.
    expect(ok(await ed.send('GET', `${studioOf(id)}/file?path=${APP}`)).savedText).toBe(good.text);
  });

  it('lets others read it, and refuses drafts and saves from anyone but its author', async () => {
    const { ed, eve, rita, id } = await opened();
    const { text } = ok(await ed.send('GET', `/api/changes/${id}/text?path=${APP}`));
    ok(await rita.send('GET', `${studioOf(id)}/file?path=${APP}`));
    refused(await rita.send('POST', `${studioOf(id)}/draft`, { body: { path: APP, text } }), 403);
    refused(await eve.send('POST', `${studioOf(id)}/save`, { body: { path: APP, text } }), 403, /Only ed/);
    refused(await ed.send('POST', `${studioOf(id)}/save`, { body: { path: APP, text }, csrf: null }), 403);
    refused(await ed.send('POST', `${studioOf(id)}/handover`, { body: { message: 'Mine.' } }), 404);
    const outside = await ed.send(
      'GET',
      `${studioOf(id)}/file?path=${encodeURIComponent('../package.json')}`,
    );
    expect(outside.status).toBeGreaterThanOrEqual(400);
    expect(outside.status).toBeLessThan(500);
  });

  it('refuses a save from a form opened before the change moved on, and keeps what moved it', async () => {
    const { ed, repo, id } = await opened();
    const file = ok(await ed.send('GET', `${studioOf(id)}/file?path=${APP}`));
    const old = file.text as string;
    const asText = editText(old, (v) => `${v} as text`);
    ok(await ed.send('PUT', `/api/changes/${id}/text`, { body: { path: APP, text: asText.text } }));
    const fromForm = editText(old, (v) => `${v} from the form`);
    // Typing on after the other save reads the change anew; the save still names what the form opened.
    ok(await ed.send('POST', `${studioOf(id)}/draft`, { body: { path: APP, text: fromForm.text } }));
    const save = { path: APP, text: fromForm.text, savedText: old };
    refused(await ed.send('POST', `${studioOf(id)}/save`, { body: save }), 409, /since this form opened it/);
    refused(await ed.send('POST', `${studioOf(id)}/save`, { body: { path: APP, text: fromForm.text } }), 409);
    const { branch } = ok(await ed.send('GET', `/api/changes/${id}`));
    expect(git(repo, 'show', `${branch as string}:${APP}`)).toContain('as text');
  });

  it('runs live frames for two changes at a time; a third gets them once one has been idle two minutes', async () => {
    const started: string[] = [];
    const stopped: string[] = [];
    const people = await team({
      startLiveFrames: async (copy) => {
        started.push(copy);
        return {
          origin: `http://127.0.0.1:${String(9000 + started.length)}`,
          changed: () => undefined,
          close: async () => void stopped.push(copy),
        };
      },
    });
    const { ed, clock } = people;
    const ids: string[] = [];
    for (const title of ['First', 'Second', 'Third'])
      ids.push(ok(await ed.send('POST', '/api/changes', { body: { title } })).id as string);
    const [first, second, third] = ids as [string, string, string];
    const catalogue = async (id: string) => ok(await ed.send('GET', `${studioOf(id)}/catalogue`));

    for (const id of [first, second])
      expect(await catalogue(id)).toMatchObject({ framesWaiting: false, previewOrigin: expect.any(String) });
    expect(await catalogue(third)).toMatchObject({ framesWaiting: true, previewOrigin: '' });
    expect(started).toHaveLength(2);

    // The first editor keeps working; the second stops typing.
    clock.advance(60_000);
    await catalogue(first);
    clock.advance(61_000);
    expect(await catalogue(third)).toMatchObject({ framesWaiting: false });
    expect(started).toHaveLength(3);
    expect(stopped).toEqual([started[1]]);
    // The second, back, waits in turn: the others are not idle.
    expect(await catalogue(second)).toMatchObject({ framesWaiting: true, previewOrigin: '' });
    // Frames nobody has looked at for ten minutes are stopped, whether or not anyone waits.
    clock.advance(600_001);
    expect(await catalogue(second)).toMatchObject({ framesWaiting: false });
    expect(stopped).toEqual([started[1], started[0], started[2]]);
  });
});
