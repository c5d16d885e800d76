// A team studio over a throwaway git repository, and a browser-like client per person (its own cookie
// and CSRF token), for the team studio's tests.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { dirname, join } from 'node:path';
import { afterEach } from 'vitest';
import { CHECKOUT } from '../../../studio/server/team/commandLine';
import type { Role } from '../../../studio/server/team/roles';
import { TeamStudio, type TeamStudioOptions } from '../../../studio/server/team/teamStudio';
import { STAFF_CHECK_SCRIPT } from '../../../studio/server/team/staffCheck';
import { tempDir, TEST_COST } from './dataDir';
import { fixtureBuild } from './fixtureBuild';
import { inProcessCheck } from './inProcessCheck';
import { fixturePreviewHost } from './fixturePreviewHost';

export { fixtureBuild };

export const PASSWORD = 'correct horse battery staple';

const running: TeamStudio[] = [];
afterEach(async () => {
  for (const studio of running.splice(0)) await studio.close();
});

export function git(repo: string, ...args: string[]): string {
  return execFileSync('git', args, { cwd: repo, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
}

/** The identity the fixture's own commits are made with (never the machine's). */
export const FIXTURE_IDENTITY = {
  GIT_AUTHOR_NAME: 'Fixture',
  GIT_AUTHOR_EMAIL: 'fixture@example.invalid',
  GIT_COMMITTER_NAME: 'Fixture',
  GIT_COMMITTER_EMAIL: 'fixture@example.invalid',
};

/**
 * A new git repository whose `main` holds a copy of this checkout's schemas/, content/, public/ and
 * approval rules, the fixture's check, and any `extra` files (path → text).
 */
export function fixtureRepo(extra: Record<string, string> = {}): string {
  const repo = tempDir('studio-repo-');
  cpSync(join(CHECKOUT, 'schemas'), join(repo, 'schemas'), { recursive: true });
  cpSync(join(CHECKOUT, 'content'), join(repo, 'content'), { recursive: true });
  cpSync(join(CHECKOUT, 'public'), join(repo, 'public'), { recursive: true });
  cpSync(join(CHECKOUT, 'studio', 'approvals.json'), join(repo, 'studio', 'approvals.json'));
  mkdirSync(dirname(join(repo, STAFF_CHECK_SCRIPT)), { recursive: true });
  cpSync(join(import.meta.dirname, 'fixtureCheck.ts'), join(repo, STAFF_CHECK_SCRIPT));
  for (const [path, text] of Object.entries(extra)) {
    mkdirSync(dirname(join(repo, path)), { recursive: true });
    writeFileSync(join(repo, path), text);
  }
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: repo });
  execFileSync('git', ['add', '-A'], { cwd: repo });
  execFileSync('git', ['commit', '-q', '-m', 'Fixture'], {
    cwd: repo,
    env: { ...process.env, ...FIXTURE_IDENTITY },
  });
  return repo;
}

export interface Reply {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Record<string, unknown>;
}

export interface Sent {
  body?: unknown;
  /** The raw body, sent as it is (a body that is no JSON, or a large one). */
  raw?: string | Buffer;
  headers?: Record<string, string>;
  /** The Origin header: the studio's own unless given; null sends none. */
  origin?: string | null;
  /** The CSRF token: the session's unless given; null sends none. */
  csrf?: string | null;
}

/** One person's browser: its cookie and CSRF token, kept from their sign-in. */
export class Browser {
  cookie: string | undefined;
  csrf: string | undefined;

  constructor(readonly origin: string) {}

  send(method: string, path: string, sent: Sent = {}): Promise<Reply> {
    const changes = method !== 'GET';
    const payload = sent.raw ?? (sent.body === undefined ? undefined : JSON.stringify(sent.body));
    const headers: Record<string, string> = {
      ...(payload !== undefined && sent.raw === undefined ? { 'content-type': 'application/json' } : {}),
      ...(this.cookie ? { cookie: this.cookie } : {}),
      ...(changes && sent.origin !== null ? { origin: sent.origin ?? this.origin } : {}),
      ...(changes && sent.csrf !== null && (sent.csrf ?? this.csrf)
        ? { 'x-studio-csrf': sent.csrf ?? this.csrf! }
        : {}),
      ...sent.headers,
    };
    return new Promise((resolve, reject) => {
      const req = request(`${this.origin}${path}`, { method, headers, agent: false }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const setCookie = res.headers['set-cookie']?.[0];
          if (setCookie) {
            const pair = setCookie.split(';')[0]!;
            this.cookie = pair.endsWith('=') ? undefined : pair;
          }
          let body: Record<string, unknown> = {};
          try {
            body = JSON.parse(text) as Record<string, unknown>;
          } catch {
            body = { text };
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body });
        });
      });
      req.on('error', reject);
      req.end(payload);
    });
  }

  async signIn(name: string, password = PASSWORD): Promise<Reply> {
    const reply = await this.send('POST', '/api/session', { body: { name, password } });
    if (reply.status === 200) this.csrf = reply.body.csrf as string;
    return reply;
  }
}

/** A clock the test moves. */
export function testClock(start = Date.parse('2030-01-01T08:00:00Z')) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

/** A running team studio over `repo` (a fresh fixture by default), with accounts made as asked. */
export async function startStudio(
  people: Record<string, Role[]> = {},
  options: Partial<TeamStudioOptions> = {},
) {
  const repo = options.repo ?? fixtureRepo();
  const dataDir = options.dataDir ?? tempDir('studio-data-');
  const clock = testClock();
  const studio = new TeamStudio({
    repo,
    dataDir,
    port: 0,
    now: clock.now,
    cost: TEST_COST,
    log: () => {},
    check: inProcessCheck,
    build: fixtureBuild,
    previewHost: fixturePreviewHost,
    // These suites count builds and hold checks mid-way; frames are built only when asked here.
    framesOnSubmit: false,
    // A fixture's check and build need no packages: its trees (under the system's temporary folder)
    // get no link to this checkout's node_modules. A repository with its own keeps it.
    nodeModules: join(repo, 'node_modules'),
    ...options,
  });
  for (const [name, roles] of Object.entries(people)) await studio.accounts.add(name, roles, PASSWORD);
  const origin = await studio.listen();
  running.push(studio);
  /** A new browser, signed in as `name` when given. */
  const browser = async (name?: string) => {
    const b = new Browser(origin);
    if (name) {
      const reply = await b.signIn(name);
      if (reply.status !== 200) throw new Error(`${name} could not sign in: ${JSON.stringify(reply.body)}`);
    }
    return b;
  };
  return { studio, repo, dataDir, origin, clock, browser };
}
