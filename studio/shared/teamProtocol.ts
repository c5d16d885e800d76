// What the team studio's server (`npm run studio:serve`) and its browser side say to each other: the
// roles, the signed-in account, changes with their field changes and approvals, releases and the
// audit. The server's modules build these answers; the page reads them.
import type { Catalogue, Change } from './protocol.ts';

export const ROLES = ['editor', 'reviewer', 'compliance', 'publisher', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** The signed-in account, as GET and POST /api/session answer. */
export interface TeamAccount {
  name: string;
  roles: Role[];
  /** The token every request that changes something carries in the `x-studio-csrf` header. */
  csrf: string;
  expiresAt: string;
  /** The actions the account's roles allow (the server checks them again on every request). */
  can: string[];
}

/** The header a state-changing request carries its session's CSRF token in. */
export const CSRF_HEADER = 'x-studio-csrf';

export type ChangeState = 'editing' | 'submitted' | 'published';

export interface Approval {
  name: string;
  role: Role;
  at: string;
  /** The commit approved: an approval counts for that commit only. */
  commit: string;
}

export interface Comment {
  name: string;
  at: string;
  text: string;
  file?: string;
  pointer?: string;
  /** A comment that sent the change back. */
  sentBack?: boolean;
}

export interface ChangeRecord {
  id: string;
  title: string;
  branch: string;
  author: string;
  opened: string;
  /** main's commit when the change was opened. */
  base: string;
  state: ChangeState;
  submitted?: { summary: string; at: string; commit: string };
  approvals: Approval[];
  comments: Comment[];
  published?: { commit: string; at: string; by: string };
}

export interface ApprovalStatus {
  needs: { role: Role; files: string[] }[];
  /** The approvals that count: given for the change as it now is. */
  given: Approval[];
  missing: Role[];
  complete: boolean;
}

export interface ChangeDetail extends ChangeRecord {
  head: string;
  /** Each file the change changes; `staff: false` for one the studio does not write (changed by hand). */
  files: { file: string; staff: boolean; changes: Change[] }[];
  approval: ApprovalStatus;
}

/** A staff file the studio edits. */
export interface TeamFile {
  file: string;
  kind: string;
  /** What staff call it: a page by its title, a legal text by its heading. */
  title: string;
}

/** A staff file as a change has it, and the commit it was read at (sent back with a save). */
export interface ChangeText {
  file: string;
  text: string;
  commit: string;
}

/** What `npm run studio:audit -- --verify` and GET /api/audit say of the audit's chain of hashes. */
export type AuditVerdict =
  { ok: true; count: number; note?: string } | { ok: false; count: number; entry: number; reason: string };

/** An audit entry as the page shows it. */
export interface AuditLine {
  seq: number;
  at: string;
  who: string;
  action: string;
  change?: string;
  files?: string[];
  commit?: string;
}

/** A published release: the built site of one commit of the published branch. */
export interface Release {
  /** main's commit the release was built from; its files are in releases/<commit>/. */
  commit: string;
  at: string;
  /** The publisher. */
  by: string;
  kind: 'publish' | 'restore';
  /** The change published, and its title. */
  change?: string;
  title: string;
  /** For a restore: the earlier release put back. */
  restores?: string;
}

/** GET /api/releases: newest first, each marked if visitors are served it now. */
export interface ReleaseList {
  current: string | null;
  releases: (Release & { current: boolean })[];
}

/** One field both a change and a later publish changed: `theirs` as main has it, `yours` the change's. */
export interface FieldConflict {
  file: string;
  pointer: string;
  theirs: unknown;
  yours: unknown;
}

/** Which side an editor keeps for a conflicting field. */
export type Pick = 'theirs' | 'yours';

export interface FieldPick {
  file: string;
  pointer: string;
  pick: Pick;
}

/** How a version's frames stand: being built, served on a port of the studio's host, or why not. */
export type PreviewStatus =
  { state: 'building' } | { state: 'ready'; port: number } | { state: 'failed'; reason: string };

/**
 * A state of the app that a change touches: a rule row the change makes or changes, in the state in
 * which it wins; a gallery scenario; or a page's plain address.
 */
export interface FrameState {
  title: string;
  framePath: string;
  /** The changed file that shows in it. */
  file: string;
  /** What the frame cannot show by itself: what the borrower must do there for the row to decide. */
  note?: string;
}

/** GET /api/changes/:id/frames: the app as visitors get it now (main) and as the change would make it. */
export interface ChangeFrames {
  before: PreviewStatus & { commit: string };
  after: PreviewStatus & { commit: string };
  states: FrameState[];
}

/**
 * GET …/studio/catalogue of a change's studio: the `npm start` studio's catalogue, answered at once;
 * while its preview server starts, `previewOrigin` is empty and `framesComing` says to ask again;
 * `framesWaiting`: other editors' frames take the room there is, until one of them stops typing.
 */
export interface ChangeCatalogue extends Catalogue {
  framesComing: boolean;
  framesWaiting: boolean;
}

/**
 * Where a change's own studio answers the routes of the `npm start` studio (protocol.ts's `StudioApi`),
 * `:id` standing for the change.
 */
export const CHANGE_STUDIO = '/api/changes/:id/studio';
