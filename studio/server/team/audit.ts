// The audit: one JSON line per event (who, when, what, which files and fields, which commit), each
// carrying the hash of the line before it, so an edited, removed or moved line breaks the chain; a head
// file keeps the count and the last hash, so a removed last line is found too. Lines are only ever
// appended, one writer at a time across processes (the server and the commands).
import { createHash } from 'node:crypto';
import {
  closeSync,
  existsSync,
  fstatSync,
  openSync,
  readFileSync,
  readSync,
  writeSync,
  fsyncSync,
} from 'node:fs';
import { join } from 'node:path';
import { readJsonFile, withLockSync, writeFileAtomic } from './files.ts';

export interface AuditField {
  file: string;
  /** A JSON pointer inside the file ('#/texts/title'), or a Markdown paragraph's. */
  pointer: string;
}

/** What a caller records; the log adds the place, the time and the chain. */
export interface AuditEvent {
  /** The account that acted, 'cli:<system user>' for a command, or the name tried at a failed sign-in. */
  who: string;
  /** 'sign-in', 'sign-in.failed', 'change.open', 'publish', 'user.add' … */
  action: string;
  address?: string;
  change?: string;
  files?: string[];
  fields?: AuditField[];
  commit?: string;
  /** Anything else worth keeping: a comment, a reason, the roles given. */
  detail?: Record<string, unknown>;
}

export interface AuditEntry extends AuditEvent {
  /** 1 for the first entry. */
  seq: number;
  at: string;
  /** The hash of the entry before (64 zeros for the first). */
  prev: string;
  hash: string;
}

interface Head {
  count: number;
  hash: string;
}

export type Verdict =
  { ok: true; count: number; note?: string } | { ok: false; count: number; entry: number; reason: string };

const GENESIS = '0'.repeat(64);

/** JSON with every object's keys sorted, so the hash does not depend on how a line lays them out. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((k) => (value as Record<string, unknown>)[k] !== undefined)
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The hash an entry must carry: of everything in it but the hash itself. */
export function entryHash(entry: Omit<AuditEntry, 'hash'> & { hash?: string }): string {
  return createHash('sha256')
    .update(canonical({ ...entry, hash: undefined }))
    .digest('hex');
}

export class AuditLog {
  readonly file: string;
  readonly headFile: string;
  private readonly lock: string;

  constructor(
    dataDir: string,
    private readonly now: () => number = Date.now,
  ) {
    this.file = join(dataDir, 'audit.jsonl');
    this.headFile = join(dataDir, 'audit.head.json');
    this.lock = join(dataDir, 'locks', 'audit.lock');
  }

  /** Appends an event; answers the entry as written. */
  append(event: AuditEvent): AuditEntry {
    return withLockSync(this.lock, () => {
      const head = this.currentHead();
      const body = { ...event, seq: head.count + 1, at: new Date(this.now()).toISOString(), prev: head.hash };
      const entry: AuditEntry = { ...body, hash: entryHash(body) };
      const fd = openSync(this.file, 'a', 0o600);
      try {
        writeSync(fd, `${JSON.stringify(entry)}\n`);
        fsyncSync(fd);
      } finally {
        closeSync(fd);
      }
      writeFileAtomic(this.headFile, `${JSON.stringify({ count: entry.seq, hash: entry.hash })}\n`);
      return entry;
    });
  }

  /**
   * The head to append after: the head file's, or one entry further when the last line is a whole
   * entry that follows it (the process stopped between writing the line and the head).
   */
  private currentHead(): Head {
    const head = readJsonFile<Head>(this.headFile, { count: 0, hash: GENESIS });
    const last = this.lastLine();
    if (!last) return head;
    try {
      const entry = JSON.parse(last) as AuditEntry;
      if (entry.seq === head.count + 1 && entry.prev === head.hash && entryHash(entry) === entry.hash)
        return { count: entry.seq, hash: entry.hash };
    } catch {
      // Not an entry: verify says so; the chain goes on from the head.
    }
    return head;
  }

  /** The file's last line, read from its end (the log only grows). */
  private lastLine(): string | undefined {
    if (!existsSync(this.file)) return undefined;
    const fd = openSync(this.file, 'r');
    try {
      const size = fstatSync(fd).size;
      const length = Math.min(size, 256 * 1024);
      const buffer = Buffer.alloc(length);
      readSync(fd, buffer, 0, length, size - length);
      const lines = buffer.toString('utf8').split('\n');
      if (lines.at(-1) === '') lines.pop();
      return lines.at(-1);
    } finally {
      closeSync(fd);
    }
  }

  /** Every entry that reads as one, oldest first (to show; verify says whether they are as written). */
  entries(): AuditEntry[] {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, 'utf8')
      .split('\n')
      .flatMap((line) => {
        try {
          return line ? [JSON.parse(line) as AuditEntry] : [];
        } catch {
          return [];
        }
      });
  }

  /** Whether the log is as it was written, or the first entry that is not. */
  verify(): Verdict {
    const lines = existsSync(this.file) ? readFileSync(this.file, 'utf8').split('\n') : [];
    if (lines.at(-1) === '') lines.pop();
    const bad = (entry: number, reason: string): Verdict => ({
      ok: false,
      count: lines.length,
      entry,
      reason,
    });
    const head = existsSync(this.headFile)
      ? readJsonFile<Head | undefined>(this.headFile, undefined)
      : undefined;
    if (!head && lines.length)
      return bad(1, 'The head file (audit.head.json) is missing, so the end of the log cannot be checked.');
    let prev = GENESIS;
    // The hash after each entry, for the head to be compared with.
    const hashes = [GENESIS];
    for (const [i, line] of lines.entries()) {
      const n = i + 1;
      let entry: AuditEntry;
      try {
        entry = JSON.parse(line) as AuditEntry;
      } catch {
        return bad(n, `Entry ${n} is not a whole entry: its line was changed.`);
      }
      if (typeof entry !== 'object' || entry === null || typeof entry.seq !== 'number')
        return bad(n, `Entry ${n} is not a whole entry: its line was changed.`);
      if (entry.seq !== n)
        return bad(
          n,
          entry.seq > n
            ? `Entry ${n} is missing or moved: the line where it belongs holds entry ${entry.seq}.`
            : `Entry ${n} is out of place: the line where it belongs holds entry ${entry.seq}.`,
        );
      if (entryHash(entry) !== entry.hash) return bad(n, `Entry ${n} was changed after it was written.`);
      if (entry.prev !== prev)
        return bad(
          n - 1,
          `Entry ${n - 1} was changed after it was written: entry ${n} no longer follows it.`,
        );
      prev = entry.hash;
      hashes.push(prev);
    }
    const count = lines.length;
    if (!head) return { ok: true, count };
    if (count < head.count)
      return bad(
        count + 1,
        head.count - count === 1
          ? `Entry ${count + 1}, the last one, was removed: the log ends at entry ${count}.`
          : `Entries ${count + 1} to ${head.count}, the last ones, were removed: the log ends at entry ${count}.`,
      );
    if (count === head.count && prev !== head.hash)
      return bad(count, `Entry ${count}, the last one, is not the one that was written.`);
    if (count === head.count + 1 && hashes[head.count] === head.hash)
      return {
        ok: true,
        count,
        note: `Entry ${count} was written as the process stopped; the next entry records it in the head.`,
      };
    if (count > head.count)
      return bad(head.count + 1, `Entries after entry ${head.count} were added behind the studio's back.`);
    return { ok: true, count };
  }
}
