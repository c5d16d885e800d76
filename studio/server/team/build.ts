// The production build of a commit about to be published: its tree written out (with node_modules
// linked), the staff check, then the build, whose dist/ becomes the release. The build is injectable,
// as the check is, so tests run a quick stand-in; the real one is the project's `npm run build` after
// its check, which has just run: `npm run build:site`.
import { join } from 'node:path';
import { oneAtATime, runIn, type CheckProblem, type CheckRunner, type Urgency } from './staffCheck.ts';
import { exportTree } from './trees.ts';

export interface BuildResult {
  ok: boolean;
  /** What the build printed, for a developer. */
  output: string;
}

/** Builds the tree on disk into its dist/. */
export type BuildRunner = (tree: string) => Promise<BuildResult>;

/** The real build of a checked tree: `npm run build:site` (vite build, prerender), stopped after 10 min. */
export const npmBuild =
  (npm = 'npm'): BuildRunner =>
  async (tree) => {
    const { code, output } = await runIn(tree, npm, ['run', 'build:site'], 600_000);
    return { ok: code === 0, output };
  };

export type Built =
  | { ok: true; dist: string; remove: () => void }
  | { ok: false; step: 'check'; problems: CheckProblem[]; output: string }
  | { ok: false; step: 'build'; output: string };

export interface BuildTools {
  repo: string;
  tmp: string;
  nodeModules: string;
  check: CheckRunner;
  build: BuildRunner;
}

/** Checks and builds `commit`; on success the caller copies `dist` and then calls `remove`. */
export function checkAndBuild(tools: BuildTools, commit: string, urgency: Urgency = 'now'): Promise<Built> {
  return oneAtATime(async () => {
    const tree = await exportTree(tools.repo, commit, tools.tmp, tools.nodeModules);
    let kept = false;
    try {
      const checked = await tools.check(tree.dir);
      if (!checked.ok)
        return { ok: false, step: 'check', problems: checked.problems, output: checked.output };
      const built = await tools.build(tree.dir);
      if (!built.ok) return { ok: false, step: 'build', output: built.output };
      kept = true;
      return { ok: true, dist: join(tree.dir, 'dist'), remove: tree.remove };
    } finally {
      if (!kept) tree.remove();
    }
  }, urgency);
}
