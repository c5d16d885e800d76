// The releases of the data folder: each publish's built site in `releases/<commit>/`, the `current`
// link that the web server serves, switched in one step (a new link renamed over the old, so a visitor
// meets the old site or the new one, never a mix), the list of releases (`releases.json`), and the
// publish journal (`publish.json`) that lets a restart finish or undo a publish a crash interrupted.
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readlinkSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { Release } from '../../shared/teamProtocol.ts';
import { ensureDir, readJsonFile, writeFileAtomic } from './files.ts';

/** What a publish or restore is doing, written before `current` switches and removed once done. */
export interface Journal {
  release: Release;
  /** main before, and the release live before (none at the first publish). */
  from: string;
  previous: string | undefined;
  /** Files and fields, for the audit entry a restart writes. */
  files: string[];
  fields: { file: string; pointer: string }[];
  detail: Record<string, unknown>;
}

const COMMIT = /^[0-9a-f]{40}$/;

export class Releases {
  readonly dir: string;
  readonly current: string;
  private readonly listFile: string;
  private readonly journalFile: string;

  constructor(private readonly dataDir: string) {
    this.dir = join(dataDir, 'releases');
    this.current = join(dataDir, 'current');
    this.listFile = join(dataDir, 'releases.json');
    this.journalFile = join(dataDir, 'publish.json');
  }

  list(): Release[] {
    return readJsonFile<Release[]>(this.listFile, []);
  }

  /** Adds a release to the list, once. */
  add(release: Release): void {
    const list = this.list();
    if (list.some((r) => r.commit === release.commit)) return;
    writeFileAtomic(this.listFile, `${JSON.stringify([...list, release], null, 2)}\n`);
  }

  dirOf = (commit: string) => join(this.dir, commit);

  has = (commit: string) => COMMIT.test(commit) && existsSync(join(this.dirOf(commit), 'index.html'));

  /** The commit of the release `current` points at, if any. */
  currentCommit(): string | undefined {
    try {
      return basename(readlinkSync(this.current));
    } catch {
      return undefined;
    }
  }

  /** Copies a built site into releases/<commit>/ whole: copied aside, then renamed into place. */
  install(from: string, commit: string): void {
    ensureDir(this.dir);
    if (this.has(commit)) return;
    const incoming = join(this.dir, `.incoming-${randomBytes(4).toString('hex')}`);
    try {
      cpSync(from, incoming, { recursive: true, dereference: true });
      rmSync(this.dirOf(commit), { recursive: true, force: true });
      renameSync(incoming, this.dirOf(commit));
    } finally {
      rmSync(incoming, { recursive: true, force: true });
    }
  }

  /** Removes a release's files, never the live one's. */
  remove(commit: string): void {
    if (COMMIT.test(commit) && commit !== this.currentCommit())
      rmSync(this.dirOf(commit), { recursive: true, force: true });
  }

  /** Points `current` at a release (none: no site) in one step. */
  switchTo(commit: string | undefined): void {
    if (commit === undefined) return void rmSync(this.current, { force: true });
    const temp = join(this.dataDir, `.current-${randomBytes(4).toString('hex')}`);
    // Relative, so the data folder may move (a restore from backup) without breaking the link.
    symlinkSync(join('releases', commit), temp, 'dir');
    try {
      renameSync(temp, this.current);
    } catch (err) {
      rmSync(temp, { force: true });
      throw err;
    }
  }

  readJournal = () => readJsonFile<Journal | undefined>(this.journalFile, undefined);

  writeJournal = (journal: Journal) =>
    writeFileAtomic(this.journalFile, `${JSON.stringify(journal, null, 2)}\n`);

  clearJournal = () => rmSync(this.journalFile, { force: true });

  /** Removes what a stopped publish left half-made: a site copied in part, a link not yet renamed. */
  sweep(): void {
    const temporary = (dir: string, prefix: string) => {
      if (existsSync(dir))
        for (const name of readdirSync(dir))
          if (name.startsWith(prefix)) rmSync(join(dir, name), { recursive: true, force: true });
    };
    temporary(this.dir, '.incoming-');
    temporary(this.dataDir, '.current-');
  }
}
