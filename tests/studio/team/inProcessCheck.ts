// The fixture's check run in the suite's own process: what the spawned one (fixtureCheck.ts, as the
// tree's tools/check/command.ts) reports, read the same way, without starting tsx for each check.
// realCheck.test.ts and the suites whose studio runs in a process of its own keep the spawned check.
import { parseProblems, type CheckRunner } from '../../../studio/server/team/staffCheck';
import { fixtureReport } from './fixtureCheck';

export const inProcessCheck: CheckRunner = async (tree) => {
  const { ok, output } = fixtureReport(tree);
  return { ok, problems: parseProblems(output), output };
};
