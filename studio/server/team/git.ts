// Git, run as a child process without a shell, never blocking the server while it works.
import { spawn } from 'node:child_process';

export class GitError extends Error {
  constructor(
    readonly args: string[],
    readonly code: number | null,
    readonly stderr: string,
  ) {
    super(`git ${args.join(' ')} failed (${code}): ${stderr.trim()}`);
  }
}

export interface GitOptions {
  env?: NodeJS.ProcessEnv;
  /** Written to git's standard input. */
  input?: string | Buffer;
}

/** git's standard output, untrimmed; a GitError when it exits non-zero. */
export function gitRaw(repo: string, args: string[], options: GitOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('git', args, {
      cwd: repo,
      env: { ...process.env, ...options.env, GIT_TERMINAL_PROMPT: '0' },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => err.push(c));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new GitError(args, code, Buffer.concat(err).toString('utf8')));
    });
    child.stdin.end(options.input);
  });
}

export const git = async (repo: string, args: string[], options?: GitOptions) =>
  (await gitRaw(repo, args, options)).trim();

/** The commit a ref names, or undefined when there is none. */
export async function revParse(repo: string, ref: string): Promise<string | undefined> {
  try {
    return await git(repo, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  } catch {
    return undefined;
  }
}

/** A file's text at a commit, or undefined when the commit has no such file. */
export async function showFile(repo: string, commit: string, file: string): Promise<string | undefined> {
  try {
    return await gitRaw(repo, ['show', `${commit}:${file}`]);
  } catch {
    return undefined;
  }
}
