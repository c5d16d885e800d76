// A team studio for the browser tests: over a throwaway repository holding this checkout's staff
// files and the fixture's quick check, with its page built, and accounts for the people a spec names.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { CHECKOUT } from '../../studio/server/team/commandLine';
import type { Role } from '../../studio/server/team/roles';
import { STAFF_CHECK_SCRIPT } from '../../studio/server/team/staffCheck';
import { TeamStudio, type TeamStudioOptions } from '../../studio/server/team/teamStudio';
import { buildUi } from '../../studio/server/team/ui';
import { fixtureBuild } from '../studio/team/fixtureBuild';
import { fixturePreviewHost } from '../studio/team/fixturePreviewHost';

export const PASSWORD = 'correct horse battery staple';

const IDENTITY = {
  GIT_AUTHOR_NAME: 'Fixture',
  GIT_AUTHOR_EMAIL: 'fixture@example.invalid',
  GIT_COMMITTER_NAME: 'Fixture',
  GIT_COMMITTER_EMAIL: 'fixture@example.invalid',
};

function fixtureRepo(dir: string): string {
  const repo = join(dir, 'repo');
  for (const folder of ['schemas', 'content', 'public'])
    cpSync(join(CHECKOUT, folder), join(repo, folder), { recursive: true });
  cpSync(join(CHECKOUT, 'studio', 'approvals.json'), join(repo, 'studio', 'approvals.json'));
  mkdirSync(dirname(join(repo, STAFF_CHECK_SCRIPT)), { recursive: true });
  cpSync(join(CHECKOUT, 'tests', 'studio', 'team', 'fixtureCheck.ts'), join(repo, STAFF_CHECK_SCRIPT));
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: repo, env: { ...process.env, ...IDENTITY }, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('add', '-A');
  git('commit', '-q', '-m', 'Fixture');
  return repo;
}

/** A running studio, and how to stop it and remove its folders. */
export async function startTeamStudio(
  people: Record<string, Role[]>,
  options: Partial<TeamStudioOptions> = {},
) {
  const dir = mkdtempSync(join(tmpdir(), 'team-e2e-'));
  const studio = new TeamStudio({
    repo: fixtureRepo(dir),
    dataDir: join(dir, 'data'),
    port: 0,
    cost: { N: 2 ** 10, r: 8, p: 1 },
    log: () => {},
    ui: await buildUi(),
    build: fixtureBuild,
    previewHost: fixturePreviewHost,
    // The fixture holds the staff files only: there is no app for an editor's live frames to run.
    liveFrames: false,
    // A reviewer's frames are built when a test asks for them, not for every change submitted.
    framesOnSubmit: false,
    ...options,
  });
  for (const [name, roles] of Object.entries(people)) await studio.accounts.add(name, roles, PASSWORD);
  const origin = await studio.listen();
  const stop = async () => {
    await studio.close();
    rmSync(dir, { recursive: true, force: true });
  };
  return { studio, origin, dir, stop };
}
