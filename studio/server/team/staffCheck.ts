// The staff check (`npx tsx tools/check/command.ts`, the first step of the build) run on a commit's own
// tree: a change that fails it is not submitted, a merge that fails it is not published. Checks run one
// at a time, as each takes a core for seconds.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { exportTree } from './trees.ts';

export interface CheckProblem {
  file: string;
  line: number;
  column: number;
  pointer: string;
  reason: string;
}

export interface CheckResult {
  ok: boolean;
  problems: CheckProblem[];
  /** What the check printed, for a developer. */
  output: string;
}

/** Runs the check on a tree on disk. */
export type CheckRunner = (tree: string) => Promise<CheckResult>;

/** Where the check's commands come from: the studio's own tsx. */
export interface ToolPaths {
  tsx: string;
}

/** A mistake line of the check ('schemas/app.json:4:3 #/themeColor: …'). */
const PROBLEM = /^(\S+):(\d+):(\d+) (#\S*): (.*)$/;

export function parseProblems(output: string): CheckProblem[] {
  return output.split('\n').flatMap((line) => {
    const m = PROBLEM.exec(line.trim());
    return m
      ? [{ file: m[1]!, line: Number(m[2]), column: Number(m[3]), pointer: m[4]!, reason: m[5]! }]
      : [];
  });
}

/** Runs `command args` in `cwd`; its exit code and everything it printed. Stopped after `timeoutMs`. */
export function runIn(
  cwd: string,
  command: string,
  args: string[],
  timeoutMs: number,
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, CI: '1' },
    });
    let output = '';
    const add = (c: Buffer) => {
      // What a build prints can be long; the end says why it failed.
      output = (output + c.toString()).slice(-200_000);
    };
    child.stdout.on('data', add);
    child.stderr.on('data', add);
    const timer = setTimeout(() => {
      output += `\nStopped after ${timeoutMs / 1000} s.`;
      child.kill('SIGKILL');
    }, timeoutMs);
    child.on('error', (err) => {
      clearTimeout(timer);
      reject(err);
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, output });
    });
  });
}

/** The staff check's entry point, relative to the project's root (package.json's `check:schemas`). */
export const STAFF_CHECK_SCRIPT = join('tools', 'check', 'command.ts');

/** The real check: `tsx tools/check/command.ts` in the tree. */
export const staffCheck =
  (tools: ToolPaths): CheckRunner =>
  async (tree) => {
    const { code, output } = await runIn(tree, tools.tsx, [STAFF_CHECK_SCRIPT], 180_000);
    const problems = parseProblems(output).filter((p) => !/^Warning:/.test(p.reason));
    return { ok: code === 0, problems, output };
  };

/** How soon a job runs: someone waits on a submit or a publish now; a review's frames can wait. */
export type Urgency = 'now' | 'later';

const waiting: Record<Urgency, (() => Promise<void>)[]> = { now: [], later: [] };
let running = false;

async function drain(): Promise<void> {
  if (running) return;
  running = true;
  for (
    let job = waiting.now.shift() ?? waiting.later.shift();
    job;
    job = waiting.now.shift() ?? waiting.later.shift()
  )
    await job();
  running = false;
}

/**
 * Runs `fn` once every job before it has finished (checks and builds share the machine's cores), the
 * ones someone waits on ahead of those that can wait.
 */
export function oneAtATime<T>(fn: () => Promise<T>, urgency: Urgency = 'now'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    waiting[urgency].push(() => fn().then(resolve, reject));
    void drain();
  });
}

/** The check of a commit: its tree written out, checked, removed. */
export async function checkCommit(
  repo: string,
  commit: string,
  tmp: string,
  nodeModules: string,
  check: CheckRunner,
): Promise<CheckResult> {
  return oneAtATime(async () => {
    const tree = await exportTree(repo, commit, tmp, nodeModules);
    try {
      return await check(tree.dir);
    } finally {
      tree.remove();
    }
  });
}
