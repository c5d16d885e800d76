// A team studio in a process of its own, for the test that kills it in the middle of a publish:
// `tsx studioProcess.ts REPO DATA STEP MARKER` starts it over REPO and DATA, prints its address, and
// when a publish reaches STEP writes MARKER and waits there for the test's SIGKILL.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PublishStep } from '../../../studio/server/team/publish';
import { TeamStudio } from '../../../studio/server/team/teamStudio';
import { fixtureBuild } from './fixtureBuild';
import { fixturePreviewHost } from './fixturePreviewHost';

const [repo, dataDir, stopAt, marker] = process.argv.slice(2) as [string, string, PublishStep, string];
const studio = new TeamStudio({
  repo,
  dataDir,
  port: 0,
  build: fixtureBuild,
  previewHost: fixturePreviewHost,
  // A publish is killed mid-way here; no build of frames runs beside it.
  framesOnSubmit: false,
  nodeModules: join(repo, 'node_modules'),
  log: () => {},
  publishFault: (step) => {
    if (step !== stopAt) return;
    writeFileSync(marker, step);
    return new Promise<void>(() => {});
  },
});
console.log(await studio.listen());
