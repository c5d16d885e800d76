// Sessions: a random 32-byte token in the browser's cookie, only its hash on disk (sessions.json), so
// a copy of the data folder signs no one in. A session ends after 30 idle minutes and 12 hours in all,
// at sign-out, and when its account is removed or its password changed (signIn.ts checks those).
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { readJsonFile, writeFileAtomic } from './files.ts';

export const IDLE_MS = 30 * 60_000;
export const ABSOLUTE_MS = 12 * 60 * 60_000;
/** How stale the `seen` time on disk may be: a write per request would be too many. */
const SEEN_GRAIN_MS = 60_000;

export interface Session {
  /** The token's SHA-256, in hex. */
  id: string;
  name: string;
  created: number;
  seen: number;
  address: string;
}

export interface SessionLimits {
  idleMs: number;
  absoluteMs: number;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export class Sessions {
  private readonly file: string;
  private readonly byId = new Map<string, Session>();
  /** The `seen` of each session as the file has it. */
  private readonly written = new Map<string, number>();

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
    readonly limits: SessionLimits = { idleMs: IDLE_MS, absoluteMs: ABSOLUTE_MS },
  ) {
    this.file = join(dataDir, 'sessions.json');
    for (const s of readJsonFile<{ sessions: Session[] }>(this.file, { sessions: [] }).sessions) {
      this.byId.set(s.id, s);
      this.written.set(s.id, s.seen);
    }
  }

  private expired(s: Session, at: number): boolean {
    return at - s.seen >= this.limits.idleMs || at - s.created >= this.limits.absoluteMs;
  }

  private save(): void {
    const at = this.now();
    for (const [id, s] of this.byId) if (this.expired(s, at)) this.byId.delete(id);
    const sessions = [...this.byId.values()];
    writeFileAtomic(this.file, `${JSON.stringify({ sessions })}\n`);
    this.written.clear();
    for (const s of sessions) this.written.set(s.id, s.seen);
  }

  /** A new session for `name`; the token goes to the browser and nowhere else. */
  create(name: string, address: string): { token: string; session: Session } {
    const token = randomBytes(32).toString('base64url');
    const at = this.now();
    const session: Session = { id: hashOf(token), name, created: at, seen: at, address };
    this.byId.set(session.id, session);
    this.save();
    return { token, session };
  }

  /** The live session of a token, its idle clock restarted; undefined when unknown or expired. */
  find(token: string | undefined): Session | undefined {
    if (!token) return undefined;
    const session = this.byId.get(hashOf(token));
    if (!session) return undefined;
    const at = this.now();
    if (this.expired(session, at)) {
      this.byId.delete(session.id);
      this.save();
      return undefined;
    }
    session.seen = at;
    if (at - (this.written.get(session.id) ?? 0) >= SEEN_GRAIN_MS) this.save();
    return session;
  }

  /** When a session ends: at whichever comes first of its idle and its absolute limit. */
  expiresAt(session: Session): number {
    return Math.min(session.seen + this.limits.idleMs, session.created + this.limits.absoluteMs);
  }

  end(session: Session): void {
    if (this.byId.delete(session.id)) this.save();
  }

  /** Ends every session of `name` (its account removed, its password changed). */
  endAllOf(name: string): void {
    let ended = false;
    for (const [id, s] of this.byId) if (s.name === name) ended = this.byId.delete(id) || ended;
    if (ended) this.save();
  }
}

/**
 * The CSRF token of a session: derived from its token (so it is bound to it and needs no storage),
 * and useless without the cookie, which a page elsewhere cannot read.
 */
export const csrfOf = (token: string) =>
  createHmac('sha256', token).update('studio csrf').digest('base64url');
