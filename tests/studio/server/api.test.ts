// @vitest-environment node
// The studio's API over HTTP, on a copy of the staff files (tests/support/schemaCopy.ts): drafts are
// checked by the staff-file check and reach the preview copy only without a mistake, saving touches
// only schemas/ and content/ and only the changed lines, the changes review speaks in words, and the
// hand-over commits on a new branch without moving the checkout. What the tests look for is read from
// the files, never today's copy.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { checkSchemas } from '../../../tools/check/checkSchemas';
import { answer } from '../../../studio/server/api';
import { Studio } from '../../../studio/server/studio';
import { slug } from '../../../studio/server/handover';
import { labelAt, bundleContract } from '../../../studio/server/contract';
import { Drafts } from '../../../studio/server/drafts';
import { jsonChanges } from '../../../studio/server/changes';
import { patchJson } from '../../../studio/shared/jsonPatch';
import { copy, readCopy } from '../../support/schemaCopy';
import { ask } from './ask';

const ORDER = 'schemas/screens/orderDetails.json';

const open: { server: Server; studio: Studio; work: string }[] = [];
afterEach(async () => {
  for (const { server, studio, work } of open.splice(0)) {
    await new Promise((resolve) => server.close(resolve));
    await studio.close();
    rmSync(work, { recursive: true, force: true });
  }
});

beforeAll(() => {
  // The hand-over commits in a test repository: an identity of its own, not the machine's.
  process.env.GIT_AUTHOR_NAME = process.env.GIT_COMMITTER_NAME = 'Studio Test';
  process.env.GIT_AUTHOR_EMAIL = process.env.GIT_COMMITTER_EMAIL = 'studio@test.invalid';
});

/** A studio on a fresh copy of the staff files, behind a real HTTP server; `call` asks its API. */
async function studioOn(dir = copy()) {
  const work = mkdtempSync(join(tmpdir(), 'studio-work-'));
  const studio = new Studio({ root: dir, work, preview: false });
  const server = createServer((req, res) => {
    const path = (req.url ?? '').split('?')[0]!;
    void answer(studio, req, res, path.slice('/studio/api/'.length));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  open.push({ server, studio, work });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const call = (method: 'GET' | 'POST', route: string, body?: unknown) =>
    ask(`${origin}/studio/api/${route}`, method, body);
  return { dir, studio, call, origin };
}

const textOf = (dir: string, rel: string) => readFileSync(join(dir, rel), 'utf8');

/** The first text of a screen file's `texts`, by key. */
function firstText(dir: string, rel = ORDER): [string, string] {
  const texts = readCopy(dir, rel).texts as Record<string, string>;
  const entry = Object.entries(texts).find(([, v]) => typeof v === 'string' && v.length > 3);
  expect(entry, `a text in ${rel}`).toBeDefined();
  return entry!;
}

/** `rel`'s text with `texts[key]` set to `value`, as the form would produce it. */
function withText(dir: string, key: string, value: unknown, rel = ORDER): string {
  const data = readCopy(dir, rel);
  return patchJson(textOf(dir, rel), { ...data, texts: { ...(data.texts as object), [key]: value } });
}

const lines = (text: string) => text.split('\n');
const changedLines = (a: string, b: string) => {
  expect(lines(b)).toHaveLength(lines(a).length);
  return lines(b).filter((line, i) => line !== lines(a)[i]);
};

function git(dir: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8' }).trim();
}

/** The copy made a git repository with everything committed on main. */
function gitRepo(dir: string): string {
  git(dir, 'init', '-q', '-b', 'main');
  // public/ is a link to the project's: kept out of the test repository.
  writeFileSync(join(dir, '.gitignore'), 'public\n');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'the staff files');
  return git(dir, 'rev-parse', 'HEAD');
}

describe('drafts', () => {
  it("answers a draft with a mistake with the check's sentence at its pointer, and leaves the preview alone", async () => {
    const { dir, studio, call } = await studioOn();
    const [key] = firstText(dir);
    const before = textOf(studio.previewCopy, ORDER);
    const draft = withText(dir, key, 42);

    const { status, body } = await call('POST', 'draft', { path: ORDER, text: draft });

    expect(status).toBe(200);
    expect(body.previewUpdated).toBe(false);
    // The same slip made on disk in another copy: the check's own sentence for it.
    const other = copy();
    writeFileSync(join(other, ORDER), draft);
    const expected = checkSchemas({ root: other }).filter(
      (p) => p.file === ORDER && p.severity !== 'warning',
    );
    expect(expected.length).toBeGreaterThan(0);
    const problems = body.problems as {
      file: string;
      pointer: string;
      reason: string;
      line: number;
      column: number;
    }[];
    for (const p of expected)
      expect(problems).toContainEqual(
        expect.objectContaining({
          file: p.file,
          pointer: p.pointer,
          reason: p.reason,
          line: p.line,
          column: p.col,
        }),
      );
    expect(problems.some((p) => p.pointer.endsWith(`/texts/${key}`))).toBe(true);
    expect(textOf(studio.previewCopy, ORDER)).toBe(before);
    expect(textOf(dir, ORDER)).toBe(readFileSync(join(dir, ORDER), 'utf8'));
  });

  it('puts a good draft in the preview copy, and GET file gives it back, the file on disk untouched', async () => {
    const { dir, studio, call } = await studioOn();
    const [key, value] = firstText(dir);
    const saved = textOf(dir, ORDER);
    const draft = withText(dir, key, `${value} (draft)`);

    const { body } = await call('POST', 'draft', { path: ORDER, text: draft });

    expect(body).toMatchObject({ previewUpdated: true });
    expect(
      (body.problems as { file: string; severity?: string }[]).filter((p) => p.file === ORDER && !p.severity),
    ).toEqual([]);
    expect(textOf(studio.previewCopy, ORDER)).toBe(draft);
    expect(textOf(studio.checkCopy, ORDER)).toBe(draft);
    expect(textOf(dir, ORDER)).toBe(saved);
    const file = await call('GET', `file?path=${encodeURIComponent(ORDER)}`);
    expect(file.body).toMatchObject({ path: ORDER, text: draft, savedText: saved });
  });

  it('takes the last of drafts sent together, and a check overtaken by a newer draft never writes its own', async () => {
    const { dir, studio, call } = await studioOn();
    const [key, value] = firstText(dir);
    const drafts = [1, 2, 3].map((n) => withText(dir, key, `${value} ${n}`));
    // Over HTTP each may still be the latest when its turn comes; the last one always wins.
    const answers = await Promise.all(drafts.map((text) => call('POST', 'draft', { path: ORDER, text })));
    expect(answers.at(-1)?.body.previewUpdated).toBe(true);
    expect(textOf(studio.previewCopy, ORDER)).toBe(drafts[2]);
    // Taken together, the ones overtaken are not even checked.
    let checks = 0;
    const counted = new Drafts({
      checkCopy: studio.checkCopy,
      previewCopy: () => studio.previewCopy,
      check: () => (checks++, []),
    });
    // As when the studio opens the file: the drafts' baseline is checked once.
    counted.problems();
    checks = 0;
    const together = await Promise.all(
      [drafts[2]!, drafts[1]!, drafts[0]!].map((text) => counted.submit(ORDER, text)),
    );
    expect(together.map((a) => a.previewUpdated)).toEqual([false, false, true]);
    expect(checks).toBe(1);
    expect(textOf(studio.previewCopy, ORDER)).toBe(drafts[0]);

    // A newer draft arriving while a check runs (a slower check than today's): the older result is
    // not written, the newer one is.
    const preview = mkdtempSync(join(tmpdir(), 'studio-preview-'));
    const checkCopy = mkdtempSync(join(tmpdir(), 'studio-check-'));
    let newer: Promise<unknown> | undefined;
    const announced: string[] = [];
    const pipeline: Drafts = new Drafts({
      checkCopy,
      previewCopy: () => preview,
      // The preview server is told of each write, as its file watcher misses a second one that soon.
      previewWritten: (file) => announced.push(`${file} ${textOf(preview, file)}`),
      check: () => {
        newer ??= pipeline.submit(ORDER, drafts[1]!);
        return [];
      },
    });
    const first = await pipeline.submit(ORDER, drafts[0]!);
    await newer;
    expect(first.previewUpdated).toBe(false);
    expect(textOf(preview, ORDER)).toBe(drafts[1]);
    expect(announced).toEqual([`${ORDER} ${drafts[1]}`]);
    rmSync(preview, { recursive: true, force: true });
    rmSync(checkCopy, { recursive: true, force: true });
  });
});

describe('save', () => {
  it('writes the text given, which changes the one line of the edit, and the file still passes the check', async () => {
    const { dir, call } = await studioOn();
    const [key, value] = firstText(dir);
    const before = textOf(dir, ORDER);
    const text = withText(dir, key, `${value} (saved)`);

    const { status, body } = await call('POST', 'save', { path: ORDER, text });

    expect(status).toBe(200);
    expect(body).toEqual({ saved: true });
    const after = textOf(dir, ORDER);
    expect(after).toBe(text);
    const changed = changedLines(before, after);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain(`${value} (saved)`);
    expect(checkSchemas({ root: dir }).filter((p) => !p.severity)).toEqual([]);
  });

  it('refuses a draft with a mistake with 400 and its problems, the file unchanged', async () => {
    const { dir, call } = await studioOn();
    const [key] = firstText(dir);
    const before = textOf(dir, ORDER);
    const { status, body } = await call('POST', 'save', { path: ORDER, text: withText(dir, key, 42) });
    expect(status).toBe(400);
    expect((body.problems as { file: string }[]).some((p) => p.file === ORDER)).toBe(true);
    expect(textOf(dir, ORDER)).toBe(before);
  });

  it('refuses with 403 any path outside the staff files of schemas/ and content/', async () => {
    const { dir, call, origin } = await studioOn();
    const outside = mkdtempSync(join(tmpdir(), 'studio-outside-'));
    writeFileSync(join(outside, 'secret.md'), 'kept\n');
    // A link inside content/ that leads out of it.
    symlinkSync(join(outside, 'secret.md'), join(dir, 'content', 'linked.md'));
    writeFileSync(join(dir, 'package.json'), '{}\n');
    const paths = [
      '../package.json',
      'src/x.ts',
      join(dir, 'schemas', 'app.json'),
      '/etc/passwd',
      'schemas/../package.json',
      'schemas/meta/screen.schema.json',
      'content/linked.md',
      'package.json',
    ];
    for (const path of paths) {
      const { status } = await call('POST', 'save', { path, text: 'overwritten' });
      expect(status, path).toBe(403);
    }
    expect(readFileSync(join(outside, 'secret.md'), 'utf8')).toBe('kept\n');
    expect(readFileSync(join(dir, 'package.json'), 'utf8')).toBe('{}\n');
    expect(existsSync(join(dir, 'src', 'x.ts'))).toBe(false);
    expect((await call('GET', 'file?path=../package.json')).status).toBe(403);
    // A form or plain text, which any page may send without asking, is refused before anything.
    const app = textOf(dir, 'schemas/app.json');
    const form = await ask(
      `${origin}/studio/api/save`,
      'POST',
      { path: 'schemas/app.json', text: '{}' },
      { 'content-type': 'text/plain' },
    );
    expect(form.status).toBe(415);
    expect(textOf(dir, 'schemas/app.json')).toBe(app);
    rmSync(outside, { recursive: true, force: true });
  });
});

describe('changes', () => {
  it('lists a changed button label in words, old and new, with the pages that show it', async () => {
    const dir = copy();
    gitRepo(dir);
    const { call } = await studioOn(dir);
    const data = readCopy(dir, ORDER) as { rules: { buttons: { then: { text: string }[] }[] } };
    const button = data.rules.buttons.flatMap((r) => r.then).find((b) => typeof b.text === 'string');
    expect(button).toBeDefined();
    const old = button!.text;
    button!.text = `${old} now`;
    await call('POST', 'draft', { path: ORDER, text: patchJson(textOf(dir, ORDER), data) });

    const { body } = await call('GET', 'changes');

    const files = body.files as {
      file: string;
      changes: { pointer: string; label: string; before?: unknown; after?: unknown }[];
      framePaths: string[];
    }[];
    expect(files.map((f) => f.file)).toEqual([ORDER]);
    const [change] = files[0]!.changes;
    expect(files[0]!.changes).toHaveLength(1);
    expect(change).toMatchObject({ before: old, after: `${old} now` });
    // In words: no pointer syntax, each step named.
    expect(change!.label).not.toMatch(/[#/]/);
    expect(change!.label).toContain('Buttons ›');
    const contract = bundleContract(join(dir, 'schemas/meta/screens/orderDetails.schema.json'));
    expect(change!.label).toBe(labelAt(contract, change!.pointer));
    expect(files[0]!.framePaths.length).toBeGreaterThan(0);
  });

  it('lists a changed Markdown paragraph as text before and after', async () => {
    const dir = copy();
    gitRepo(dir);
    const { call } = await studioOn(dir);
    const rel = 'content/aboutUs.md';
    const text = textOf(dir, rel);
    const paragraph = text
      .split(/\n\s*\n/)
      .find((p) => p.trim() && !p.startsWith('#'))!
      .trim();
    await call('POST', 'draft', { path: rel, text: text.replace(paragraph, `${paragraph} More.`) });
    const { body } = await call('GET', 'changes');
    const file = (body.files as { file: string; changes: { before?: unknown; after?: unknown }[] }[]).find(
      (f) => f.file === rel,
    );
    expect(file?.changes).toEqual([
      expect.objectContaining({ before: paragraph, after: `${paragraph} More.` }),
    ]);
  });
});

describe('hand-over', () => {
  it('commits the saved change on a new studio/ branch, leaving HEAD, the index and the working tree as they were', async () => {
    const dir = copy();
    const head = gitRepo(dir);
    const { call } = await studioOn(dir);
    expect((await call('GET', 'handover')).body).toEqual({ available: true });
    const [key, value] = firstText(dir);
    const text = withText(dir, key, `${value} (handed over)`);
    expect((await call('POST', 'save', { path: ORDER, text })).status).toBe(200);
    // A developer's work in progress beside it, which is no staff file.
    writeFileSync(
      join(dir, 'schemas/meta/screen.schema.json'),
      `${textOf(dir, 'schemas/meta/screen.schema.json')}\n`,
    );
    const status = git(dir, 'status', '--porcelain');

    const { status: code, body } = await call('POST', 'handover', { message: 'Clearer order texts' });

    expect(body.error).toBeUndefined();
    expect(code).toBe(200);
    expect(body.branch).toBe('studio/clearer-order-texts');
    expect(git(dir, 'rev-parse', 'HEAD')).toBe(head);
    expect(git(dir, 'symbolic-ref', '--short', 'HEAD')).toBe('main');
    expect(git(dir, 'status', '--porcelain')).toBe(status);
    expect(git(dir, 'diff', '--cached', '--name-only')).toBe('');
    expect(git(dir, 'rev-parse', 'studio/clearer-order-texts')).toBe(body.commit);
    expect(git(dir, 'rev-parse', `${String(body.commit)}^`)).toBe(head);
    expect(git(dir, 'show', `studio/clearer-order-texts:${ORDER}`)).toBe(text.trimEnd());
    expect(git(dir, 'diff', '--name-only', head, String(body.commit))).toBe(ORDER);
    expect(git(dir, 'log', '-1', '--format=%s', String(body.commit))).toBe('Clearer order texts');

    // A second hand-over of the same words gets a branch of its own.
    const again = await call('POST', 'handover', { message: 'Clearer order texts' });
    expect(again.body.branch).toBe('studio/clearer-order-texts-2');
  });

  it('names the branch after words with accents by their letters', async () => {
    const dir = copy();
    gitRepo(dir);
    const { call } = await studioOn(dir);
    const [key, value] = firstText(dir);
    const text = withText(dir, key, `${value} (handed over)`);
    expect((await call('POST', 'save', { path: ORDER, text })).status).toBe(200);
    const { body } = await call('POST', 'handover', { message: 'Añadir botón', branch: 'Añadir botón' });
    expect(body.branch).toBe('studio/anadir-boton');
    expect(slug('Ça coûte ½, Ǆemal')).toBe('ca-coute-1-2-dzemal');
  });

  it('refuses while a saved file has a mistake, and is not offered outside a git checkout', async () => {
    const dir = copy();
    gitRepo(dir);
    const { call } = await studioOn(dir);
    const [key] = firstText(dir);
    writeFileSync(join(dir, ORDER), withText(dir, key, 42));
    const { status, body } = await call('POST', 'handover', { message: 'A slip' });
    expect(status).toBe(400);
    expect((body.problems as { file: string }[]).some((p) => p.file === ORDER)).toBe(true);
    expect(git(dir, 'branch', '--list', 'studio/*')).toBe('');

    const plain = await studioOn(copy());
    expect((await plain.call('GET', 'handover')).body).toEqual({ available: false });
    expect((await plain.call('POST', 'handover', { message: 'x' })).status).toBe(409);
  });
});

describe('changes of a list', () => {
  it('names a rule row added or removed as one change, and compares the other rows field by field', () => {
    const before = {
      rules: {
        buttons: [
          { when: { a: 1 }, then: 'x' },
          { when: { a: 2 }, then: 'y' },
        ],
      },
    };
    const added = {
      rules: {
        buttons: [
          before.rules.buttons[0]!,
          { when: { a: 3 }, then: 'z' },
          { ...before.rules.buttons[1]!, then: 'w' },
        ],
      },
    };
    const changes = jsonChanges(before, added, undefined);
    expect(changes).toEqual([
      expect.objectContaining({ pointer: '#/rules/buttons/1', after: added.rules.buttons[1] }),
      expect.objectContaining({ pointer: '#/rules/buttons/2/then', before: 'y', after: 'w' }),
    ]);
    expect(jsonChanges(added, before, undefined)).toContainEqual(
      expect.objectContaining({ pointer: '#/rules/buttons/1', before: added.rules.buttons[1] }),
    );
  });
});
