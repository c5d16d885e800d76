// The path of a change: an editor opens it (a branch `studio/<id>-<slug>` from main, and a record in
// the data folder), saves staff files on it, submits it with a sentence once the staff check passes on
// its tree; reviewers approve it or send it back with a comment, as the approval rules ask, never the
// change's own author. Records and branches are on disk, so a restart loses nothing.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { slug } from '../handover.ts';
import type { ApprovalStatus, ChangeDetail, ChangeRecord, Comment } from '../../shared/teamProtocol.ts';
import type { ApprovalRules } from './approvalRules.ts';
import type { AuditLog } from './audit.ts';
import { changedPaths, commitFiles, createBranch, identity, moveBranch } from './branches.ts';
import { auditFields, fileChanges } from './fieldChanges.ts';
import { readJsonFile, writeFileAtomic } from './files.ts';
import { git, revParse, showFile } from './git.ts';
import { Refusal } from './refusal.ts';
import type { Role } from './roles.ts';
import { checkCommit, type CheckProblem, type CheckRunner } from './staffCheck.ts';
import { staffFile, staffFiles } from './staffFiles.ts';

/** Who acts, as the routes know them. */
export interface Actor {
  name: string;
  roles: Role[];
}

export interface ChangesOptions {
  repo: string;
  /** The published branch. */
  branch: string;
  dataDir: string;
  rules: ApprovalRules;
  check: CheckRunner;
  nodeModules: string;
  audit: AuditLog;
  now: () => number;
}

const MAX_TITLE = 120;
/** The queue of `serial` that opening changes takes turns in (no change has this id). */
const OPENING = 'opening';
const MAX_TEXT = 2000;

export class Changes {
  private readonly dir: string;
  readonly tmp: string;
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(private readonly options: ChangesOptions) {
    this.dir = join(options.dataDir, 'changes');
    this.tmp = join(options.dataDir, 'tmp');
  }

  private at = () => new Date(this.options.now()).toISOString();

  /** Runs `fn` after the change's earlier actions, so two actions on one change never interleave. */
  serial<T>(id: string, fn: () => Promise<T>): Promise<T> {
    const run = (this.queues.get(id) ?? Promise.resolve()).then(fn, fn);
    this.queues.set(
      id,
      run.catch(() => undefined),
    );
    return run;
  }

  private file = (id: string) => join(this.dir, `${id}.json`);

  list(): ChangeRecord[] {
    let names: string[] = [];
    try {
      names = readdirSync(this.dir).filter((f) => /^\d+\.json$/.test(f));
    } catch {
      return [];
    }
    return names
      .map((f) => readJsonFile<ChangeRecord | undefined>(join(this.dir, f), undefined)!)
      .sort((a, b) => Number(a.id) - Number(b.id));
  }

  get(id: string): ChangeRecord {
    const record = /^\d+$/.test(id)
      ? readJsonFile<ChangeRecord | undefined>(this.file(id), undefined)
      : undefined;
    if (!record) throw new Refusal(404, `There is no change ${id.slice(0, 20)}.`);
    return record;
  }

  /** Stores a change's record whole (publishing and a settled conflict update it too). */
  write(record: ChangeRecord): void {
    writeFileAtomic(this.file(record.id), `${JSON.stringify(record, null, 2)}\n`);
  }

  /** The commit the change's branch points at. */
  async head(record: ChangeRecord): Promise<string> {
    const head = await revParse(this.options.repo, `refs/heads/${record.branch}`);
    if (!head)
      throw new Refusal(
        409,
        `The branch ${record.branch} of change ${record.id} is gone from the repository.`,
      );
    return head;
  }

  /** Where the change left main: the diff from there is the change's own. */
  async forkPoint(head: string): Promise<string> {
    return git(this.options.repo, ['merge-base', this.options.branch, head]);
  }

  /** The staff files the change changes, by their paths from the repository's top. */
  async changedFiles(head: string): Promise<string[]> {
    return changedPaths(this.options.repo, await this.forkPoint(head), head);
  }

  approvalStatus(record: ChangeRecord, files: string[]): ApprovalStatus {
    const needs = this.options.rules.needs(files);
    const given = record.submitted
      ? record.approvals.filter((a) => a.commit === record.submitted!.commit)
      : [];
    const missing = needs.map((n) => n.role).filter((role) => !given.some((a) => a.role === role));
    return {
      needs,
      given,
      missing,
      complete: !!record.submitted && files.length > 0 && missing.length === 0,
    };
  }

  async detail(id: string): Promise<ChangeDetail> {
    const record = this.get(id);
    const head = record.state === 'published' ? record.published!.commit : await this.head(record);
    const from = record.state === 'published' ? `${head}^1` : await this.forkPoint(head);
    const files = await changedPaths(this.options.repo, from, head);
    const repo = this.options.repo;
    const described = await Promise.all(
      files.map(async (path) => {
        const [before, after] = await Promise.all([showFile(repo, from, path), showFile(repo, head, path)]);
        const staff = staffFiles(repo).find((f) => f.file === path);
        // A file the studio does not write came in by hand: shown whole, and publish refuses it.
        if (!staff)
          return {
            file: path,
            staff: false,
            changes: [{ pointer: '#', label: 'The whole file', before, after }],
          };
        return { file: path, staff: true, changes: fileChanges(repo, staff, before, after) };
      }),
    );
    return { ...record, head, files: described, approval: this.approvalStatus(record, files) };
  }

  private newRecord(id: string, title: string, branch: string, author: string, base: string): ChangeRecord {
    return {
      id,
      title,
      branch,
      author,
      opened: this.at(),
      base,
      state: 'editing',
      approvals: [],
      comments: [],
    };
  }

  async open(author: string, title: string): Promise<ChangeRecord> {
    const words = title.trim();
    if (!words) throw new Refusal(400, 'Say in a few words what the change is for.');
    if (words.length > MAX_TITLE)
      throw new Refusal(400, `A change's title may have at most ${MAX_TITLE} characters.`);
    const name = slug(words) || 'change';
    const base = await revParse(this.options.repo, `refs/heads/${this.options.branch}`);
    if (!base) throw new Refusal(409, `The repository has no branch ${this.options.branch}.`);
    // One open at a time: two at once would both take the next number.
    const record = await this.serial(OPENING, async () => {
      // The next number whose branch is free (a branch left by a stopped process keeps its number).
      let n = this.list().reduce((max, r) => Math.max(max, Number(r.id)), 0) + 1;
      while (!(await createBranch(this.options.repo, `studio/${n}-${name}`, base))) n++;
      const opened = this.newRecord(String(n), words, `studio/${n}-${name}`, author, base);
      this.write(opened);
      return opened;
    });
    this.options.audit.append({
      who: author,
      action: 'change.open',
      change: record.id,
      commit: base,
      detail: { title: words, branch: record.branch },
    });
    return record;
  }

  /** A staff file as the change has it. */
  async text(id: string, path: unknown): Promise<{ file: string; text: string; commit: string }> {
    const record = this.get(id);
    const { file } = staffFile(this.options.repo, path);
    const head = record.state === 'published' ? record.published!.commit : await this.head(record);
    const text = await showFile(this.options.repo, head, file);
    if (text === undefined) throw new Refusal(404, `Change ${id} has no ${file}.`);
    return { file, text, commit: head };
  }

  /** Refuses anyone but the change's author: only they edit, submit or settle it. */
  mustBeAuthor(record: ChangeRecord, who: Actor, doing: string): void {
    if (record.author !== who.name)
      throw new Refusal(403, `Only ${record.author}, who opened change ${record.id}, may ${doing} it.`);
  }

  private mustBeEditing(record: ChangeRecord): void {
    if (record.state === 'submitted')
      throw new Refusal(
        409,
        `Change ${record.id} is in review; it can be edited again once it is sent back.`,
      );
    if (record.state === 'published')
      throw new Refusal(409, `Change ${record.id} is published; open a new change.`);
  }

  /**
   * Saves a staff file's new text on the change: one commit, made only if the branch is still at
   * `parent` when given (the commit the editor's text was made from).
   */
  saveFile(id: string, who: Actor, path: unknown, text: string, parent?: string) {
    return this.serial(id, async () => {
      const record = this.get(id);
      this.mustBeAuthor(record, who, 'edit');
      this.mustBeEditing(record);
      const editable = staffFile(this.options.repo, path);
      if (editable.kind !== 'markdown')
        try {
          JSON.parse(text);
        } catch (err) {
          throw new Refusal(
            400,
            `${editable.file} would not be JSON, so it was not saved: ${(err as Error).message}.`,
          );
        }
      const head = await this.head(record);
      if (parent !== undefined && parent !== head)
        throw new Refusal(
          409,
          `Change ${id} moved on since this text was loaded (it is at ${head.slice(0, 7)} now); nothing was saved. Reload it.`,
        );
      const before = await showFile(this.options.repo, head, editable.file);
      const commit = await commitFiles(
        this.options.repo,
        this.tmp,
        head,
        [{ file: editable.file, text }],
        `Edit ${editable.file}`,
        identity(who.name),
      );
      const changes = fileChanges(this.options.repo, editable, before, text);
      if (commit === head) return { commit, changes };
      await moveBranch(this.options.repo, record.branch, commit, head);
      this.options.audit.append({
        who: who.name,
        action: 'change.save',
        change: id,
        files: [editable.file],
        fields: auditFields(editable.file, changes),
        commit,
      });
      return { commit, changes };
    });
  }

  /** Submits the change for review with a sentence, once the staff check passes on its tree. */
  submit(id: string, who: Actor, summary: string) {
    return this.serial(id, async () => {
      const record = this.get(id);
      this.mustBeAuthor(record, who, 'submit');
      this.mustBeEditing(record);
      const words = summary.trim();
      if (!words) throw new Refusal(400, 'Say in a sentence what the change does, for its reviewers.');
      if (words.length > MAX_TEXT)
        throw new Refusal(400, `The sentence may have at most ${MAX_TEXT} characters.`);
      const head = await this.head(record);
      const files = await this.changedFiles(head);
      if (!files.length) throw new Refusal(400, `Change ${id} changes nothing yet.`);
      const result = await checkCommit(
        this.options.repo,
        head,
        this.tmp,
        this.options.nodeModules,
        this.options.check,
      );
      if (!result.ok && !result.problems.length)
        throw new Refusal(
          400,
          `The check failed on change ${id} without naming a mistake (its output says why), so it was not submitted.`,
          { problems: [], output: result.output },
        );
      if (!result.ok)
        throw new Refusal(
          400,
          `The check found ${mistakes(result.problems)} in change ${id}, so it was not submitted.`,
          {
            problems: result.problems,
            output: result.output,
          },
        );
      record.state = 'submitted';
      record.submitted = { summary: words, at: this.at(), commit: head };
      this.write(record);
      this.options.audit.append({
        who: who.name,
        action: 'change.submit',
        change: id,
        files,
        commit: head,
        detail: { summary: words },
      });
      return { ...record, approval: this.approvalStatus(record, files) };
    });
  }

  /** Approves the submitted change in one of the approver's roles that it still needs. */
  approve(id: string, who: Actor, as?: string) {
    return this.serial(id, async () => {
      const record = this.get(id);
      if (record.author === who.name) throw new Refusal(403, 'Nobody approves their own change.');
      if (record.state !== 'submitted')
        throw new Refusal(409, `Change ${id} is not in review, so there is nothing to approve.`);
      const head = await this.head(record);
      if (head !== record.submitted!.commit)
        throw new Refusal(409, `Change ${id} moved on since it was submitted; it must be submitted again.`);
      const files = await this.changedFiles(head);
      const status = this.approvalStatus(record, files);
      const mine = status.missing.filter((r) => who.roles.includes(r));
      if (as !== undefined && !who.roles.includes(as as Role))
        throw new Refusal(403, `You cannot approve as ${as}: it is not a role of yours.`);
      if (status.given.some((a) => a.name === who.name))
        throw new Refusal(
          409,
          `You have already approved change ${id}; another person gives its other approvals.`,
        );
      let role: Role | undefined;
      if (as !== undefined) {
        if (!status.needs.some((n) => n.role === as))
          throw new Refusal(400, `Change ${id} needs no ${as} approval.`);
        if (!mine.includes(as as Role))
          throw new Refusal(409, `Change ${id} already has its ${as} approval.`);
        role = as as Role;
      } else role = mine[0];
      if (!role) {
        const needed = status.missing.length
          ? `it still needs ${status.missing.join(' and ')}`
          : 'it has every approval it needs';
        throw new Refusal(409, `Your roles give change ${id} no approval it still needs: ${needed}.`);
      }
      record.approvals.push({ name: who.name, role, at: this.at(), commit: head });
      this.write(record);
      this.options.audit.append({
        who: who.name,
        action: 'change.approve',
        change: id,
        files,
        commit: head,
        detail: { role },
      });
      return { ...record, approval: this.approvalStatus(record, files) };
    });
  }

  private commentOf(
    who: Actor,
    body: { text: string; file?: unknown; pointer?: unknown },
    sentBack: boolean,
  ): Comment {
    const text = body.text.trim();
    if (!text)
      throw new Refusal(
        400,
        sentBack ? 'Say why the change goes back, for its editor.' : 'A comment needs some words.',
      );
    if (text.length > MAX_TEXT) throw new Refusal(400, `A comment may have at most ${MAX_TEXT} characters.`);
    const file =
      body.file === undefined || body.file === '' ? undefined : staffFile(this.options.repo, body.file).file;
    if (body.pointer !== undefined && (typeof body.pointer !== 'string' || body.pointer.length > 500))
      throw new Refusal(400, '"pointer" must be a JSON pointer of at most 500 characters.');
    const pointer = body.pointer as string | undefined;
    return {
      name: who.name,
      at: this.at(),
      text,
      ...(file ? { file } : {}),
      ...(pointer ? { pointer } : {}),
      ...(sentBack ? { sentBack } : {}),
    };
  }

  /** Sends a submitted change back to its editor with a comment; its approvals no longer count. */
  sendBack(id: string, who: Actor, body: { text: string; file?: unknown; pointer?: unknown }) {
    return this.serial(id, async () => {
      const record = this.get(id);
      if (record.state !== 'submitted')
        throw new Refusal(409, `Change ${id} is not in review, so it cannot be sent back.`);
      const comment = this.commentOf(who, body, true);
      record.comments.push(comment);
      record.state = 'editing';
      record.approvals = [];
      delete record.submitted;
      this.write(record);
      this.options.audit.append({
        who: who.name,
        action: 'change.send-back',
        change: id,
        ...(comment.file ? { files: [comment.file] } : {}),
        ...(comment.file && comment.pointer
          ? { fields: [{ file: comment.file, pointer: comment.pointer }] }
          : {}),
        commit: await this.head(record),
        detail: { comment: comment.text },
      });
      return record;
    });
  }

  comment(id: string, who: Actor, body: { text: string; file?: unknown; pointer?: unknown }) {
    return this.serial(id, async () => {
      const record = this.get(id);
      if (record.state === 'published')
        throw new Refusal(409, `Change ${id} is published; comment on a new change.`);
      const comment = this.commentOf(who, body, false);
      record.comments.push(comment);
      this.write(record);
      this.options.audit.append({
        who: who.name,
        action: 'change.comment',
        change: id,
        ...(comment.file ? { files: [comment.file] } : {}),
        ...(comment.file && comment.pointer
          ? { fields: [{ file: comment.file, pointer: comment.pointer }] }
          : {}),
        detail: { comment: comment.text },
      });
      return record;
    });
  }
}

const mistakes = (problems: CheckProblem[]) =>
  problems.length === 1 ? 'a mistake' : problems.length ? `${problems.length} mistakes` : 'mistakes';
