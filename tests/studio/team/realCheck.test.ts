// @vitest-environment node
// Submitting runs the project's own staff check (`tsx tools/check/command.ts`) on the change's tree:
// on a repository holding a copy of this whole checkout, a staff file the check refuses is not
// submitted, and the same change fixed is.
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, symlinkSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { patchJson } from '../../../studio/shared/jsonPatch';
import { CHECKOUT } from '../../../studio/server/team/commandLine';
import { staffCheck } from '../../../studio/server/team/staffCheck';
import { tempDir } from './dataDir';
import { FIXTURE_IDENTITY, startStudio } from './teamStudio';

const APP = 'schemas/app.json';

/** A repository whose main holds this checkout's files as they are now (committed or not, never ignored ones). */
function projectRepo(): string {
  const repo = tempDir('studio-project-');
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: CHECKOUT,
    encoding: 'utf8',
  })
    .split('\0')
    .filter(Boolean);
  for (const file of files) {
    mkdirSync(dirname(join(repo, file)), { recursive: true });
    try {
      copyFileSync(join(CHECKOUT, file), join(repo, file));
    } catch {
      // Deleted in the working tree but still in the index: not part of the checkout as it is.
    }
  }
  symlinkSync(join(CHECKOUT, 'node_modules'), join(repo, 'node_modules'), 'dir');
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
  execFileSync('git', ['add', '-A'], { cwd: repo });
  execFileSync('git', ['commit', '-q', '-m', 'Project'], {
    cwd: repo,
    env: { ...process.env, ...FIXTURE_IDENTITY },
  });
  return repo;
}

describe('the real staff check', () => {
  it('stops a change it finds a mistake in, and lets the fixed change through', async () => {
    const check = staffCheck({ tsx: join(CHECKOUT, 'node_modules', '.bin', 'tsx') });
    const { browser } = await startStudio({ ed: ['editor'] }, { repo: projectRepo(), check });
    const ed = await browser('ed');
    const { id } = (await ed.send('POST', '/api/changes', { body: { title: 'A setting' } })).body as {
      id: string;
    };
    const { text } = (await ed.send('GET', `/api/changes/${id}/text?path=${APP}`)).body as { text: string };
    const data = JSON.parse(text) as Record<string, unknown>;
    const unknownKey = 'aSettingNoAppHas';
    expect(data).not.toHaveProperty(unknownKey);
    const save = (t: string) => ed.send('PUT', `/api/changes/${id}/text`, { body: { path: APP, text: t } });
    expect((await save(patchJson(text, { ...data, [unknownKey]: true }))).status).toBe(200);
    const refused = await ed.send('POST', `/api/changes/${id}/submit`, {
      body: { summary: 'A new setting.' },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(
      /^The check found (a mistake|\d+ mistakes) in change \d+, so it was not submitted\.$/,
    );
    expect(refused.body.problems).toContainEqual(expect.objectContaining({ file: APP }));

    const name = Object.keys(data).find((k) => typeof data[k] === 'string' && !/colou?r/i.test(k))!;
    expect((await save(patchJson(text, { ...data, [name]: `${data[name] as string} 2` }))).status).toBe(200);
    const submitted = await ed.send('POST', `/api/changes/${id}/submit`, {
      body: { summary: 'A new name.' },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
  }, 120_000);
});
