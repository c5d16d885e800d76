// @vitest-environment node
// The review's frames: a version's build, served on a port of its own, found by the states its changed
// files show in (the rule rows it rewrites first); a version the check refuses has none, and the ones
// looked at longest ago are stopped.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { pages } from '../../../studio/server/catalogue';
import { ruleLists } from '../../../studio/server/decisions';
import { CHECKOUT } from '../../../studio/server/team/commandLine';
import { Previews } from '../../../studio/server/team/previews';
import { staffCheck } from '../../../studio/server/team/staffCheck';
import type { PreviewStatus } from '../../../studio/shared/teamProtocol';
import { tempDir } from './dataDir';
import { fixtureBuild } from './fixtureBuild';
import { fixturePreviewHost } from './fixturePreviewHost';
import { FIXTURE_IDENTITY, fixtureRepo, git } from './teamStudio';

const APP = 'schemas/app.json';
const open: Previews[] = [];
afterEach(() => {
  for (const p of open.splice(0)) p.close();
});

function previews(repo: string, keep?: number, tmp = tempDir('previews-tmp-')): Previews {
  const made = new Previews(
    {
      repo,
      tmp,
      nodeModules: join(repo, 'node_modules'),
      check: staffCheck({ tsx: join(CHECKOUT, 'node_modules', '.bin', 'tsx') }),
      build: fixtureBuild,
    },
    fixturePreviewHost,
    keep,
  );
  open.push(made);
  return made;
}

/** A commit on main that sets the first text setting of app.json to `value`; answers it and the key. */
function commitSetting(repo: string, value: string): { commit: string; key: string } {
  const data = JSON.parse(readFileSync(join(repo, APP), 'utf8')) as Record<string, unknown>;
  const key = Object.keys(data).find((k) => typeof data[k] === 'string' && !/colou?r|\$schema/i.test(k))!;
  writeFileSync(join(repo, APP), `${JSON.stringify({ ...data, [key]: value }, null, 2)}\n`);
  git(repo, 'add', '-A');
  execFileSync('git', ['commit', '-q', '-m', `Set ${key}`], {
    cwd: repo,
    env: { ...process.env, ...FIXTURE_IDENTITY },
  });
  return { commit: git(repo, 'rev-parse', 'HEAD'), key };
}

/**
 * A commit on main that rewrites a row of a rule list whose outcome is a text (the first such row of
 * the first such list): the row's text gets words added.
 */
function rewriteTextRow(repo: string): { file: string; pointer: string; index: number } {
  for (const name of readdirSync(join(repo, 'schemas', 'screens')).sort()) {
    const file = `schemas/screens/${name}`;
    const text = readFileSync(join(repo, file), 'utf8');
    for (const list of ruleLists(repo, file, text).lists) {
      const index = list.rows.findIndex((r) => typeof r.then === 'string' && / /.test(r.then));
      if (index < 0) continue;
      const data = JSON.parse(text) as Record<string, unknown>;
      const rows = list.pointer
        .slice(2)
        .split('/')
        .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], data) as { then: string }[];
      rows[index]!.then += ' and more';
      writeFileSync(join(repo, file), `${JSON.stringify(data, null, 2)}\n`);
      git(repo, 'add', '-A');
      execFileSync('git', ['commit', '-q', '-m', `Reword a rule of ${name}`], {
        cwd: repo,
        env: { ...process.env, ...FIXTURE_IDENTITY },
      });
      return { file, pointer: list.pointer, index };
    }
  }
  throw new Error('no rule row of the fixture gives a text');
}

async function whenSettled(p: Previews, commit: string): Promise<PreviewStatus> {
  for (let i = 0; i < 200; i++) {
    const status = p.of(commit);
    if (status.state !== 'building') return status;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`${commit} is still building`);
}

/** The page a frame would show: over node's own HTTP, which the suites' sandbox does not answer. */
const page = (status: PreviewStatus, path = '/') =>
  new Promise<string>((resolve, reject) => {
    if (status.state !== 'ready') return reject(new Error(`not ready: ${JSON.stringify(status)}`));
    get(`http://127.0.0.1:${status.port}${path}`, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve(text));
    }).on('error', reject);
  });

describe('the review frames of a version', () => {
  it('serve that version’s build, each version on a port of its own', async () => {
    const repo = fixtureRepo();
    const before = git(repo, 'rev-parse', 'HEAD');
    const { commit: after } = commitSetting(repo, 'Seen only after the change');
    const p = previews(repo);
    expect(p.of(after)).toEqual({ state: 'building' });
    const [now, then] = [await whenSettled(p, after), await whenSettled(p, before)];
    expect(await page(now, '/loanDetails')).toContain('Seen only after the change');
    expect(await page(then, '/loanDetails')).not.toContain('Seen only after the change');
  });

  it('are framed in every state of the pages that read the changed file', async () => {
    const repo = fixtureRepo();
    const published = git(repo, 'rev-parse', 'HEAD');
    const { commit } = commitSetting(repo, 'Another value');
    const p = previews(repo);
    expect(await p.statesOf(published, commit, [APP])).toEqual([]);
    await Promise.all([whenSettled(p, commit), whenSettled(p, published)]);
    const states = await p.statesOf(published, commit, [APP]);
    // app.json shows on every page: a frame per page, each page once.
    expect(states.map((s) => s.framePath)).toEqual(pages(repo).map((pg) => pg.path));
    expect(states.every((s) => s.file === APP)).toBe(true);
  });

  it('show each rule row a change rewrites first, in the same state before and after', async () => {
    const repo = fixtureRepo();
    const published = git(repo, 'rev-parse', 'HEAD');
    const { file, pointer, index } = rewriteTextRow(repo);
    const commit = git(repo, 'rev-parse', 'HEAD');
    const tmp = tempDir('previews-tmp-');
    const p = previews(repo, undefined, tmp);
    await Promise.all([whenSettled(p, commit), whenSettled(p, published)]);
    const states = await p.statesOf(published, commit, [file]);
    const row = states[0]!;
    expect(row.title).toContain(`rule ${index + 1} of ${pointer.split('/').at(-1)}`);
    expect(row.file).toBe(file);
    const name = /scenario-(studio-[a-z0-9-]+)/.exec(row.framePath)?.[1];
    expect(name).toContain(commit.slice(0, 12));
    // The one scenario, written into the change's tree and the published one.
    const written = readdirSync(tmp, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith(`${name}.json`),
    );
    expect(written).toHaveLength(2);
    // The rows the change leaves alone are framed only as the gallery's states are.
    expect(states.slice(1).some((s) => s.framePath.includes('scenario-studio-'))).toBe(false);
  });

  it('are refused, with a sentence, for a version the check finds a mistake in', async () => {
    const repo = fixtureRepo();
    const { commit } = commitSetting(repo, ' ');
    const status = await whenSettled(previews(repo), commit);
    expect(status).toEqual({ state: 'failed', reason: expect.stringMatching(/check finds a mistake/) });
  });

  it('stop being served once more versions than are kept have been looked at', async () => {
    const repo = fixtureRepo();
    const first = git(repo, 'rev-parse', 'HEAD');
    const { commit: second } = commitSetting(repo, 'Second');
    const p = previews(repo, 1);
    const old = await whenSettled(p, first);
    expect(await page(old)).toContain('<pre>');
    await whenSettled(p, second);
    await expect(page(old)).rejects.toThrow();
    // Asked for again, the first is built anew.
    expect(p.of(first)).toEqual({ state: 'building' });
  });
});
