// Publishing an approved change, and putting an earlier release back. One at a time (a second
// publisher waits for the first), and all or nothing: the change is merged onto main field by field
// (a commit naming its author and approvers) and the merged tree checked and built; then a journal is
// written, the site copied to releases/<commit>/, `current` switched, and only then main moved. Any
// failure before main moves puts `current` back and removes the new site, so nothing changes; a crash
// in between is finished or undone by `reconcile` when the studio starts again.
import { rmSync } from 'node:fs';
import type { AuditLog } from './audit.ts';
import { changedPaths, commitFiles, moveBranch } from './branches.ts';
import { checkAndBuild, type BuildTools, type Built } from './build.ts';
import { conflictSentence, mergeOntoMain } from './changeMerge.ts';
import type { ChangeRecord, Release } from '../../shared/teamProtocol.ts';
import type { Actor, Changes } from './changes.ts';
import { auditFields, fileChanges } from './fieldChanges.ts';
import { git, revParse, showFile } from './git.ts';
import { publishIdentity, publishMessage, restoreMessage } from './publishMessage.ts';
import { Refusal } from './refusal.ts';
import type { Journal, Releases } from './releases.ts';
import { staffFiles } from './staffFiles.ts';

/** The points between a publish's steps, where a test stops it as a crash would. */
export type PublishStep = 'merged' | 'journaled' | 'installed' | 'switched' | 'moved';

export interface PublisherOptions extends BuildTools {
  /** The published branch. */
  branch: string;
  changes: Changes;
  audit: AuditLog;
  releases: Releases;
  now: () => number;
  /** Called after each step; a test's hook may never return, as if the process died there. */
  fault?: (step: PublishStep) => Promise<void> | void;
  /** Sends main to the lender's git host after a publish or roll-back (pushMain.ts). */
  push?: (who: string) => Promise<boolean>;
}

export class Publisher {
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly o: PublisherOptions) {}

  private at = () => new Date(this.o.now()).toISOString();

  /** Runs `fn` after every earlier publish or restore has finished. */
  private oneByOne<T>(fn: () => Promise<T>): Promise<T> {
    const run = this.queue.then(fn, fn);
    this.queue = run.catch(() => undefined);
    return run;
  }

  private mainTip = async () => {
    const tip = await revParse(this.o.repo, `refs/heads/${this.o.branch}`);
    if (!tip) throw new Refusal(409, `The repository has no branch ${this.o.branch} to publish to.`);
    return tip;
  };

  publish(id: string, who: Actor): Promise<ChangeRecord> {
    return this.oneByOne(() =>
      this.o.changes.serial(id, async () => {
        try {
          const published = await this.publishNow(id, who);
          await this.o.push?.(who.name);
          return published;
        } catch (err) {
          // A refusal says why in a sentence; anything else failed inside the studio (its log has it).
          const refusal = err instanceof Refusal;
          if (!refusal || err.status !== 404)
            this.o.audit.append({
              who: who.name,
              action: refusal ? 'publish.refused' : 'publish.failed',
              change: id,
              detail: { reason: (err as Error).message },
            });
          throw err;
        }
      }),
    );
  }

  /** Refuses a change that is not ready: not in review, moved on since, or missing an approval. */
  private async mustBeApproved(record: ChangeRecord): Promise<string> {
    const { id } = record;
    if (record.state === 'published') throw new Refusal(409, `Change ${id} is published already.`);
    if (record.state !== 'submitted')
      throw new Refusal(409, `Change ${id} is not submitted for review, so it cannot be published.`);
    const head = await this.o.changes.head(record);
    if (head !== record.submitted!.commit)
      throw new Refusal(409, `Change ${id} moved on since it was submitted; it must be submitted again.`);
    const status = this.o.changes.approvalStatus(record, await this.o.changes.changedFiles(head));
    if (!status.complete) {
      const missing = status.missing.map((r) => (r === 'compliance' ? 'the compliance officer' : `a ${r}`));
      throw new Refusal(
        409,
        `Change ${id} still waits for the approval of ${missing.join(' and ')}, so it cannot be published.`,
      );
    }
    return head;
  }

  private async publishNow(id: string, who: Actor): Promise<ChangeRecord> {
    const record = this.o.changes.get(id);
    const head = await this.mustBeApproved(record);
    const main = await this.mainTip();
    const merge = await mergeOntoMain(this.o.repo, { id, head }, main);
    if (merge.conflicts.length)
      throw new Refusal(409, conflictSentence(id, merge.conflicts), { conflicts: merge.conflicts });
    const approvals = this.o.changes.approvalStatus(record, merge.files).given;
    const commit = await commitFiles(
      this.o.repo,
      this.o.tmp,
      main,
      merge.writes,
      publishMessage(record, approvals, who.name),
      publishIdentity(record.author, who.name),
      [head],
    );
    await this.step('merged');
    const built = await checkAndBuild(this.o, commit);
    if (!built.ok) throw buildRefusal(id, built);
    try {
      const files = await changedPaths(this.o.repo, main, commit);
      const journal: Journal = {
        release: { commit, at: this.at(), by: who.name, kind: 'publish', change: id, title: record.title },
        from: main,
        previous: this.o.releases.currentCommit(),
        files,
        fields: await this.fieldsOf(main, commit, files),
        detail: {
          title: record.title,
          author: record.author,
          approvals: approvals.map((a) => ({ name: a.name, role: a.role })),
          from: main,
        },
      };
      await this.goLive(journal, () => this.o.releases.install(built.dist, commit));
    } finally {
      built.remove();
    }
    return this.o.changes.get(id);
  }

  /** The fields that differ from `from` to `to`, for the audit. */
  private async fieldsOf(from: string, to: string, files: string[]) {
    const staff = staffFiles(this.o.repo);
    const fields = await Promise.all(
      files.map(async (file) => {
        const kind = staff.find((f) => f.file === file);
        if (!kind) return [{ file, pointer: '#' }];
        const [before, after] = await Promise.all([
          showFile(this.o.repo, from, file),
          showFile(this.o.repo, to, file),
        ]);
        return auditFields(file, fileChanges(this.o.repo, kind, before, after));
      }),
    );
    return fields.flat();
  }

  private async step(step: PublishStep): Promise<void> {
    await this.o.fault?.(step);
  }

  /**
   * Writes the journal, installs the release's site, switches `current`, moves main: the last step is
   * what makes it published. Before it, any failure undoes the others.
   */
  private async goLive(journal: Journal, install: () => void): Promise<void> {
    const { releases } = this.o;
    const { commit } = journal.release;
    try {
      // The journal first: a stop at any later step leaves it to say what to finish or undo.
      releases.writeJournal(journal);
      await this.step('journaled');
      install();
      await this.step('installed');
      releases.switchTo(commit);
      await this.step('switched');
      await this.moveMain(commit, journal.from);
    } catch (err) {
      if (releases.currentCommit() === commit) releases.switchTo(journal.previous);
      releases.remove(commit);
      releases.clearJournal();
      throw err;
    }
    await this.step('moved');
    this.finish(journal, false);
  }

  private async moveMain(to: string, from: string): Promise<void> {
    try {
      await moveBranch(this.o.repo, this.o.branch, to, from);
    } catch (err) {
      if (!(err instanceof Refusal)) throw err;
      throw new Refusal(
        409,
        `${this.o.branch} was moved outside the studio while this was being published, so nothing was published; try again.`,
      );
    }
  }

  /** Records a release that is live and on main: the list, the change, the audit; then drops the journal. */
  private finish(journal: Journal, recovered: boolean): void {
    const { release } = journal;
    this.o.releases.add(release);
    if (release.kind === 'publish' && release.change) this.markPublished(release);
    const action = release.kind === 'publish' ? 'publish' : 'release.restore';
    const recorded = () =>
      this.o.audit.entries().some((e) => e.action === action && e.commit === release.commit);
    if (!recovered || !recorded())
      this.o.audit.append({
        who: release.by,
        action,
        ...(release.change ? { change: release.change } : {}),
        files: journal.files,
        fields: journal.fields,
        commit: release.commit,
        detail: { ...journal.detail, ...(recovered ? { finishedAfterRestart: true } : {}) },
      });
    this.o.releases.clearJournal();
  }

  private markPublished(release: Release): void {
    const record = this.o.changes.get(release.change!);
    if (record.state === 'published') return;
    record.state = 'published';
    record.published = { commit: release.commit, at: release.at, by: release.by };
    this.o.changes.write(record);
  }

  restore(commit: string, who: Actor): Promise<Release> {
    return this.oneByOne(async () => {
      const restored = await this.restoreNow(commit, who);
      await this.o.push?.(who.name);
      return restored;
    });
  }

  private async restoreNow(wanted: string, who: Actor): Promise<Release> {
    const { releases, repo } = this.o;
    const short = wanted.slice(0, 40);
    const matches = /^[0-9a-f]{7,40}$/.test(wanted)
      ? releases.list().filter((r) => r.commit.startsWith(wanted))
      : [];
    if (matches.length !== 1) throw new Refusal(404, `There is no release ${short}.`);
    const earlier = matches[0]!;
    if (!releases.has(earlier.commit))
      throw new Refusal(
        409,
        `The site of release ${earlier.commit.slice(0, 7)} is gone from the server, so it cannot be put back.`,
      );
    const main = await this.mainTip();
    const tree = await git(repo, ['rev-parse', `${earlier.commit}^{tree}`]);
    if (tree === (await git(repo, ['rev-parse', `${main}^{tree}`])))
      throw new Refusal(
        409,
        `Release ${earlier.commit.slice(0, 7)} is what is live already; nothing was changed.`,
      );
    const message = restoreMessage(earlier, who.name);
    const env = publishIdentity(who.name, who.name);
    const commit = await git(repo, ['commit-tree', tree, '-p', main, '-m', message], { env });
    const files = await changedPaths(repo, main, commit);
    const journal: Journal = {
      release: {
        commit,
        at: this.at(),
        by: who.name,
        kind: 'restore',
        title: earlier.title,
        restores: earlier.commit,
      },
      from: main,
      previous: releases.currentCommit(),
      files,
      fields: await this.fieldsOf(main, commit, files),
      detail: { restores: earlier.commit, from: main },
    };
    await this.goLive(journal, () => releases.install(releases.dirOf(earlier.commit), commit));
    return journal.release;
  }

  /**
   * At start: a publish a crash interrupted is finished when its site is in place and main is where it
   * left it (or already moved), and undone otherwise; what it left half-made is removed.
   */
  async reconcile(log: (line: string) => void): Promise<void> {
    const { releases } = this.o;
    const journal = releases.readJournal();
    if (journal) {
      const { commit } = journal.release;
      const main = await this.mainTip();
      if (main === commit || (main === journal.from && releases.has(commit))) {
        if (releases.currentCommit() !== commit) releases.switchTo(commit);
        if (main !== commit) await this.moveMain(commit, journal.from);
        this.finish(journal, true);
        log(`studio: finished publishing ${commit.slice(0, 7)}, which a stop had interrupted.`);
      } else {
        if (releases.currentCommit() === commit) releases.switchTo(journal.previous);
        releases.remove(commit);
        releases.clearJournal();
        this.o.audit.append({
          who: journal.release.by,
          action: 'publish.undone',
          ...(journal.release.change ? { change: journal.release.change } : {}),
          commit,
          detail: {
            reason:
              main === journal.from
                ? 'The studio stopped before the new site was in place.'
                : `${this.o.branch} had moved elsewhere while the studio was stopped.`,
            main,
          },
        });
        log(`studio: undid the publish of ${commit.slice(0, 7)}, which a stop had interrupted.`);
      }
    }
    releases.sweep();
    // Trees a stopped check or build left behind (nothing runs yet).
    rmSync(this.o.tmp, { recursive: true, force: true });
  }
}

function buildRefusal(id: string, built: Exclude<Built, { ok: true }>): Refusal {
  const output = built.output.slice(-20_000);
  if (built.step === 'check')
    return new Refusal(
      400,
      `The check found mistakes in change ${id} merged with what is published, so nothing was published.`,
      { problems: built.problems, output },
    );
  return new Refusal(
    400,
    `The site could not be built with change ${id}, so nothing was published; the build's output says why, for a developer.`,
    { output },
  );
}
