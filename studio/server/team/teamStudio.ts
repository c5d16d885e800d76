// The team studio's server: its services over one repository and one data folder, its routes, and
// the HTTP server that answers them.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Accounts } from './accounts.ts';
import { loadApprovalRules, type ApprovalRules } from './approvalRules.ts';
import { Changes, type Actor } from './changes.ts';
import { CHECKOUT } from './commandLine.ts';
import { AuditLog } from './audit.ts';
import { npmBuild, type BuildRunner } from './build.ts';
import { clearedCookie, sessionCookie } from './cookies.ts';
import { ensureDir, holdLock } from './files.ts';
import { revParse, showFile } from './git.ts';
import { checksHost, ownOrigins } from './origins.ts';
import { ACTIONS, allowed } from './permissions.ts';
import { DEFAULT_COST, type ScryptCost } from './passwords.ts';
import { Publisher, type PublishStep } from './publish.ts';
import { pushMain } from './pushMain.ts';
import { Refusal } from './refusal.ts';
import { Releases } from './releases.ts';
import { conflictsOf, picksOf, resolve, type ResolutionOptions } from './resolution.ts';
import { textField } from './requests.ts';
import { router, type Route, type SignedInContext } from './router.ts';
import { csrfOf, Sessions, type SessionLimits } from './sessions.ts';
import { SignIn, type SignedIn } from './signIn.ts';
import { staffCheck, type CheckRunner } from './staffCheck.ts';
import { staffFile, staffFileTitle, staffFiles } from './staffFiles.ts';
import { serveUi } from './ui.ts';
import { Previews, sandboxHost, type PreviewHost } from './previews.ts';
import { Workbenches } from './workbenches.ts';
import type { StudioOptions } from '../studio.ts';
import { CHANGE_STUDIO, type ChangeFrames } from '../../shared/teamProtocol.ts';
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
  /** The approval rules' file; studio/approvals.json of the repository by default. */
  approvalsFile?: string;
  /** The staff check; `tsx tools/check/command.ts` in the change's tree by default. */
  check?: CheckRunner;
  /** The node_modules linked into the trees the check and the build run in; the repository's, else this checkout's. */
  nodeModules?: string;
  /** The built page (ui.ts) to serve at `/`; none by default, the API only. */
  ui?: string;
  /** The production build; `npm run build` in the merged tree by default. */
  build?: BuildRunner;
  /** Called between a publish's steps (tests stop a publish there as a crash would). */
  publishFault?: (step: PublishStep) => Promise<void> | void;
  /** A git remote (name or address) main is pushed to after each publish and roll-back. */
  pushTo?: string;
  /** Serves a version's build for the review's frames; the project's sandbox server by default. */
  previewHost?: PreviewHost;
  /** Whether a submit starts building the frames its reviewers will ask for; true by default. */
  framesOnSubmit?: boolean;
  /** Whether an editor's studio shows live frames (a dev server per open change); true by default. */
  liveFrames?: boolean;
  /** Starts an editor's live frames' server: Vite's dev server on the change's files by default. */
  startLiveFrames?: StudioOptions['startPreview'];
}

const STUDIO_ROUTE = `${CHANGE_STUDIO}/:route`;

/** Who acts, as a route knows them. */
const actor = (ctx: SignedInContext): Actor => ({
  name: ctx.who.account.name,
  roles: ctx.who.account.roles,
});

export class TeamStudio {
  readonly repo: string;
  readonly branch: string;
  readonly accounts: Accounts;
  readonly audit: AuditLog;
  readonly sessions: Sessions;
  readonly signIn: SignIn;
  readonly rules: ApprovalRules;
  readonly changes: Changes;
  readonly releases: Releases;
  readonly publisher: Publisher;
  readonly previews: Previews;
  readonly workbenches: Workbenches;
  private readonly resolution: ResolutionOptions;
  private readonly log: (line: string) => void;
  private releaseDataLock: (() => void) | undefined;
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
    this.rules = loadApprovalRules(
      this.repo,
      staffFiles(this.repo).map((f) => f.file),
      options.approvalsFile,
    );
    const ownModules = join(this.repo, 'node_modules');
    const check = options.check ?? staffCheck({ tsx: join(CHECKOUT, 'node_modules', '.bin', 'tsx') });
    const nodeModules =
      options.nodeModules ?? (existsSync(ownModules) ? ownModules : join(CHECKOUT, 'node_modules'));
    this.changes = new Changes({
      repo: this.repo,
      branch: this.branch,
      dataDir: options.dataDir,
      rules: this.rules,
      check,
      nodeModules,
      audit: this.audit,
      now,
    });
    this.releases = new Releases(options.dataDir);
    // Publishes and the review's frames build alike.
    const building = {
      repo: this.repo,
      tmp: this.changes.tmp,
      nodeModules,
      check,
      build: options.build ?? npmBuild(),
    };
    this.publisher = new Publisher({
      ...building,
      branch: this.branch,
      changes: this.changes,
      audit: this.audit,
      releases: this.releases,
      now,
      ...(options.publishFault ? { fault: options.publishFault } : {}),
      ...(options.pushTo ? { push: (who: string) => this.push(options.pushTo!, who) } : {}),
    });
    this.workbenches = new Workbenches({
      ...building,
      changes: this.changes,
      preview: options.liveFrames ?? true,
      startPreview: options.startLiveFrames,
      now,
    });
    this.previews = new Previews(building, options.previewHost ?? sandboxHost(options.host ?? '127.0.0.1'));
    this.resolution = {
      repo: this.repo,
      branch: this.branch,
      tmp: this.changes.tmp,
      changes: this.changes,
      audit: this.audit,
    };
    this.log = options.log ?? ((line) => console.error(line));
  }

  /** Pushes main to the lender's git host, after a publish or a roll-back. */
  private push(remote: string, who: string) {
    return pushMain({ repo: this.repo, branch: this.branch, remote, audit: this.audit, log: this.log }, who);
  }

  /** Starts listening; answers the origin the studio is opened at. */
  async listen(): Promise<string> {
    if (!(await revParse(this.repo, this.branch)))
      throw new Error(`${this.repo} has no branch "${this.branch}" for the studio to publish to.`);
    // One server per data folder: two would each think their sessions and changes were the only ones.
    this.releaseDataLock = holdLock(join(this.options.dataDir, 'locks', 'server.lock'));
    if (!this.releaseDataLock)
      throw new Error(`Another studio server is running over ${this.options.dataDir}; stop it first.`);
    try {
      // A publish a stop interrupted is finished or undone before anyone is answered.
      await this.publisher.reconcile(this.log);
    } catch (err) {
      this.releaseDataLock();
      this.releaseDataLock = undefined;
      throw err;
    }
    const host = this.options.host ?? '127.0.0.1';
    const handle = router({
      routes: this.routes(),
      signIn: this.signIn,
      trust: { trustedProxies: this.options.trustedProxies ?? [], secure: this.options.secure ?? false },
      origins: () => this.origins,
      log: this.log,
    });
    const ui = this.options.ui;
    const server = createServer((req, res) => {
      if (ui && checksHost(req, this.origins) && serveUi(ui, req, res)) return;
      void handle(req, res);
    });
    server.requestTimeout = 60_000;
    try {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(this.options.port ?? 5180, host, () => resolve());
      });
    } catch (err) {
      this.releaseDataLock();
      this.releaseDataLock = undefined;
      throw err;
    }
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
    this.previews.close();
    await this.workbenches.close();
    const server = this.server;
    this.server = undefined;
    if (server) {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
    this.releaseDataLock?.();
    this.releaseDataLock = undefined;
  }

  /** A request of the change's own studio, the one of `npm start`, answered by its route there. */
  private inStudio(ctx: SignedInContext, method: 'GET' | 'POST') {
    return this.workbenches.answer(ctx.params.id!, actor(ctx), method, ctx.params.route!, {
      query: ctx.query,
      body: ctx.body,
    });
  }

  /** The app now and as the change would make it, in the states the change touches. */
  private async frames(id: string): Promise<ChangeFrames> {
    const detail = await this.changes.detail(id);
    const now = (await revParse(this.repo, this.branch))!;
    const files = detail.files.filter((f) => f.staff).map((f) => f.file);
    return {
      before: { commit: now, ...this.previews.of(now) },
      after: { commit: detail.head, ...this.previews.of(detail.head) },
      states: await this.previews.statesOf(now, detail.head, files),
    };
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
        handle: async () => ({
          files: staffFiles(this.repo).map((f) => ({
            file: f.file,
            kind: f.kind,
            title: staffFileTitle(this.repo, f),
          })),
        }),
      },
      {
        method: 'GET',
        path: '/api/files/text',
        action: 'files.read',
        handle: async (ctx) => this.publishedText(ctx),
      },
      ...this.changeRoutes(),
      ...this.reviewRoutes(),
      ...this.releaseRoutes(),
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

  /** Opening a change, reading it and editing its files. */
  private changeRoutes(): Route[] {
    return [
      {
        method: 'GET',
        path: '/api/changes',
        action: 'changes.read',
        handle: async () => ({ changes: this.changes.list() }),
      },
      {
        method: 'POST',
        path: '/api/changes',
        action: 'change.open',
        handle: async (ctx) => this.changes.open(ctx.who.account.name, textField(await ctx.body(), 'title')),
      },
      {
        method: 'GET',
        path: '/api/changes/:id',
        action: 'changes.read',
        handle: async (ctx) => this.changes.detail(ctx.params.id!),
      },
      {
        method: 'GET',
        path: '/api/changes/:id/text',
        action: 'changes.read',
        handle: async (ctx) => this.changes.text(ctx.params.id!, ctx.query.get('path')),
      },
      {
        method: 'GET',
        path: STUDIO_ROUTE,
        action: 'changes.read',
        handle: async (ctx) => this.inStudio(ctx, 'GET'),
      },
      {
        method: 'POST',
        path: STUDIO_ROUTE,
        action: 'change.edit',
        handle: async (ctx) => this.inStudio(ctx, 'POST'),
      },
      {
        method: 'PUT',
        path: '/api/changes/:id/text',
        action: 'change.edit',
        handle: async (ctx) => {
          const body = await ctx.body();
          const parent = textField(body, 'parent', { optional: true });
          return this.changes.saveFile(
            ctx.params.id!,
            actor(ctx),
            body.path,
            textField(body, 'text'),
            parent || undefined,
          );
        },
      },
    ];
  }

  /** Submitting, reviewing, settling conflicts and publishing a change. */
  private reviewRoutes(): Route[] {
    const note = async (ctx: SignedInContext) => {
      const body = await ctx.body();
      return { text: textField(body, 'text'), file: body.file, pointer: body.pointer };
    };
    return [
      {
        method: 'POST',
        path: '/api/changes/:id/submit',
        action: 'change.submit',
        handle: async (ctx) => {
          const submitted = await this.changes.submit(
            ctx.params.id!,
            actor(ctx),
            textField(await ctx.body(), 'summary'),
          );
          // The reviewers' frames are built while the change waits for them.
          if (this.options.framesOnSubmit ?? true) this.frames(ctx.params.id!).catch(() => undefined);
          return submitted;
        },
      },
      {
        method: 'GET',
        path: '/api/changes/:id/frames',
        action: 'changes.read',
        handle: async (ctx) => this.frames(ctx.params.id!),
      },
      {
        method: 'POST',
        path: '/api/changes/:id/approve',
        action: 'change.approve',
        handle: async (ctx) => {
          const as = textField(await ctx.body(), 'as', { optional: true });
          return this.changes.approve(ctx.params.id!, actor(ctx), as || undefined);
        },
      },
      {
        method: 'POST',
        path: '/api/changes/:id/send-back',
        action: 'change.sendBack',
        handle: async (ctx) => this.changes.sendBack(ctx.params.id!, actor(ctx), await note(ctx)),
      },
      {
        method: 'POST',
        path: '/api/changes/:id/comments',
        action: 'change.comment',
        handle: async (ctx) => this.changes.comment(ctx.params.id!, actor(ctx), await note(ctx)),
      },
      {
        method: 'GET',
        path: '/api/changes/:id/conflicts',
        action: 'changes.read',
        handle: async (ctx) => ({ conflicts: await conflictsOf(this.resolution, ctx.params.id!) }),
      },
      {
        method: 'POST',
        path: '/api/changes/:id/resolve',
        action: 'change.edit',
        handle: async (ctx) =>
          resolve(this.resolution, ctx.params.id!, actor(ctx), picksOf(this.repo, await ctx.body())),
      },
      {
        method: 'POST',
        path: '/api/changes/:id/publish',
        action: 'change.publish',
        handle: async (ctx) => this.publisher.publish(ctx.params.id!, actor(ctx)),
      },
    ];
  }

  private releaseRoutes(): Route[] {
    return [
      {
        method: 'GET',
        path: '/api/releases',
        action: 'releases.read',
        handle: async () => {
          const current = this.releases.currentCommit();
          const releases = this.releases
            .list()
            .reverse()
            .map((r) => ({ ...r, current: r.commit === current }));
          return { current: current ?? null, releases };
        },
      },
      {
        method: 'POST',
        path: '/api/releases/:commit/restore',
        action: 'release.restore',
        handle: async (ctx) => this.publisher.restore(ctx.params.commit!, actor(ctx)),
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
