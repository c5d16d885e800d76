// `npm run test:drill`: the staff edit drill end to end. The end-to-end specs that read staff files run
// unchanged on a production build of the drilled copy (tools/testing/drill/staffDrill.ts: every text, limit, colour
// and presentation order changed at once), so a correct staff edit can never turn them red.
// The specs import staff files by relative paths, so the drill runs in a temporary clone of the
// project (node_modules linked, the drilled schemas/, content/ and public/ copied), built there and
// served on a free port of its own, beside whatever else runs on the machine.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';
import { cloneProject } from '../projectClone.ts';
import { applyStaffEdits } from './staffDrill.ts';
import { freePort } from '../freePort.ts';

/** The end-to-end specs that find what they look for in staff files. */
export const drillSpecs = [
  'tests/e2e/site.spec.ts',
  'tests/e2e/funnel.spec.ts',
  'tests/e2e/loan.spec.ts',
  'tests/e2e/complaints.spec.ts',
  'tests/e2e/bank.spec.ts',
  'tests/e2e/repayment.spec.ts',
  'tests/e2e/moneyKeyboard.spec.ts',
  'tests/e2e/platform.spec.ts',
  'tests/e2e/accessibility.spec.ts',
  'tests/e2e/dialogs.spec.ts',
  'tests/e2e/fallbackHost.spec.ts',
];

class Failed extends Error {}

function run(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { cwd, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Failed(`staff drill end to end: ${command} ${args.join(' ')} failed`);
}

async function main() {
  const { dir, remove } = cloneProject('staff-drill-e2e');
  try {
    applyStaffEdits(dir);
    console.log(`staff drill: every staff edit at once in ${dir}; building it`);
    run('npm', ['run', 'build', '--silent'], dir);
    const env = {
      ...process.env,
      // A port of its own and no reuse of a server already there: the specs must meet this build.
      E2E_PORT: String(await freePort()),
      E2E_BUILD_ONLY: '1',
      CI: '1',
    };
    const specs = process.argv.slice(2).length ? process.argv.slice(2) : drillSpecs;
    run('npx', ['playwright', 'test', '--project=build', ...specs], dir, env);
  } finally {
    remove();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await main().catch((error: unknown) => {
    if (!(error instanceof Failed)) throw error;
    // The specs' own report says what failed; a stack trace of this script would only bury it.
    console.error(error.message);
    process.exitCode = 1;
  });
