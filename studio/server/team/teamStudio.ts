// The team studio's server: its services over one repository and one data folder, its routes, and
// the HTTP server that answers them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Accounts } from './accounts.ts';
import { AuditLog } from './audit.ts';
import { clearedCookie, sessionCookie } from './cookies.ts';
import { ensureDir } from './files.ts';
import { revParse, showFile } from './git.ts';
import { ownOrigins } from './origins.ts';
import { ACTIONS, allowed } from './permissions.ts';
import { DEFAULT_COST, type ScryptCost } from './passwords.ts';
import { Refusal } from './refusal.ts';
import { textField } from './requests.ts';
import { router, type Route, type SignedInContext } from './router.ts';
import { csrfOf, Sessions, type SessionLimits } from './sessions.ts';
import { SignIn, type SignedIn } from './signIn.ts';
import { staffFile, staffFiles } from './staffFiles.ts';
import { SIGN_IN_LIMITS, SignInThrottle, type ThrottleLimits } from './throttle.ts';

export interface TeamStudioOptions {
  /** The repository the studio works on: a checkout with the published branch. */
  repo: string;
  dataDir: string;
  /** The published branch. */
  branch?: string;
  host?: string;
  port?: number;
  /** The public origin(s) when behind a proxy (origins.ts). */
  origins?: string[];
  trustedProxies?: string[];
  secure?: boolean;
  now?: () => number;
  cost?: ScryptCost;
  signInLimits?: ThrottleLimits;
  sessionLimits?: SessionLimits;
  log?: (line: string) => void;
}

export class TeamStudio {
  readonly repo: string;
  readonly branch: string;
  readonly accounts: Accounts;
  readonly audit: AuditLog;
  readonly sessions: Sessions;
  readonly signIn: SignIn;
  private server: Server | undefined;
  private origins: string[] = [];

  constructor(private readonly options: TeamStudioOptions) {
    this.repo = options.repo;
    this.branch = options.branch ?? 'main';
    ensureDir(options.dataDir);
    const now = options.now ?? Date.now;
    this.accounts = new Accounts(options.dataDir, options.cost ?? DEFAULT_COST, now);
    this.audit = new AuditLog(options.dataDir, now);
    this.sessions = new Sessions(options.dataDir, now, options.sessionLimits);
    this.signIn = new SignIn(
      this.accounts,
      this.sessions,
      new SignInThrottle(options.signInLimits ?? SIGN_IN_LIMITS, now),
      this.audit,
    );
  }

  /** Starts listening; answers the origin the studio is opened at. */
  async listen(): Promise<string> {
    if (!(await revParse(this.repo, this.branch)))
      throw new Error(`${this.repo} has no branch "${this.branch}" for the studio to publish to.`);
    const host = this.options.host ?? '127.0.0.1';
    const handle = router({
      routes: this.routes(),
      signIn: this.signIn,
      trust: { trustedProxies: this.options.trustedProxies ?? [], secure: this.options.secure ?? false },
      origins: () => this.origins,
      log: this.options.log ?? ((line) => console.error(line)),
    });
    const server = createServer((req, res) => void handle(req, res));
    server.requestTimeout = 60_000;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port ?? 5180, host, () => resolve());
    });
    this.server = server;
    const { port } = server.address() as AddressInfo;
    try {
      this.origins = ownOrigins(host, port, this.options.origins ?? []);
    } catch (err) {
      await this.close();
      throw err;
    }
    return this.origins[0]!;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** What the browser side is told of the signed-in account. */
  private account({ account, session }: SignedIn, token: string) {
    return {
      name: account.name,
      roles: account.roles,
      csrf: csrfOf(token),
      expiresAt: new Date(this.sessions.expiresAt(session)).toISOString(),
      can: ACTIONS.filter((a) => allowed(account.roles, a)),
    };
  }

  private routes(): Route[] {
    return [
      {
        method: 'POST',
        path: '/api/session',
        action: 'public',
        handle: async (ctx) => {
          const body = await ctx.body();
          const name = textField(body, 'name', { max: 200 });
          const password = textField(body, 'password', { max: 2000 });
          const signedIn = await this.signIn.signIn(name, password, ctx.address);
          ctx.res.setHeader(
            'set-cookie',
            sessionCookie(signedIn.token, ctx.secure, this.sessions.limits.absoluteMs),
          );
          return this.account(signedIn, signedIn.token);
        },
      },
      {
        method: 'GET',
        path: '/api/session',
        action: 'signedIn',
        handle: async (ctx) => this.account(ctx.who, ctx.token),
      },
      {
        method: 'DELETE',
        path: '/api/session',
        action: 'signedIn',
        handle: async (ctx) => {
          this.signIn.signOut(ctx.who, ctx.address);
          ctx.res.setHeader('set-cookie', clearedCookie(ctx.secure));
          return { signedOut: true };
        },
      },
      {
        method: 'GET',
        path: '/api/files',
        action: 'files.read',
        handle: async () => ({ files: staffFiles(this.repo).map(({ file, kind }) => ({ file, kind })) }),
      },
      {
        method: 'GET',
        path: '/api/files/text',
        action: 'files.read',
        handle: async (ctx) => this.publishedText(ctx),
      },
      {
        method: 'GET',
        path: '/api/audit',
        action: 'audit.read',
        handle: async (ctx) => {
          const from = Math.max(1, Number(ctx.query.get('from') ?? 1) || 1);
          const limit = Math.min(1000, Math.max(1, Number(ctx.query.get('limit') ?? 200) || 200));
          return {
            verdict: this.audit.verify(),
            entries: this.audit
              .entries()
              .filter((e) => e.seq >= from)
              .slice(0, limit),
          };
        },
      },
      {
        method: 'GET',
        path: '/api/accounts',
        action: 'accounts.read',
        handle: async () => ({ accounts: this.accounts.list() }),
      },
    ];
  }

  /** A staff file as the published branch has it. */
  private async publishedText(ctx: SignedInContext) {
    const { file } = staffFile(this.repo, ctx.query.get('path'));
    const text = await showFile(this.repo, this.branch, file);
    if (text === undefined) throw new Refusal(404, `${file} is not on ${this.branch} yet.`);
    return { file, text };
  }
}
