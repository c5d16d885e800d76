// An editor's answer to a conflict at publish: for each field both the change and a later publish
// changed, which value stays. The change's branch takes main in (a merge commit whose tree is main
// with the change's fields and the editor's picks), so the next publish meets no conflict there. The
// change is then a new version: it goes back to editing, to be submitted and approved again, as no
// approval covers what its reviewers never saw.
import type { AuditLog } from './audit.ts';
import { commitFiles, identity, moveBranch } from './branches.ts';
import { mergeOntoMain } from './changeMerge.ts';
import type { ChangeRecord, FieldConflict, FieldPick } from '../../shared/teamProtocol.ts';
import type { Actor, Changes } from './changes.ts';
import { revParse } from './git.ts';
import { Refusal } from './refusal.ts';
import { staffFile } from './staffFiles.ts';

export interface ResolutionOptions {
  repo: string;
  branch: string;
  tmp: string;
  changes: Changes;
  audit: AuditLog;
}

/** The picks of a request: `{ file, pointer, pick }`, or several as `{ picks: [...] }`. */
export function picksOf(repo: string, body: Record<string, unknown>): FieldPick[] {
  const list = Array.isArray(body.picks) ? (body.picks as unknown[]) : [body];
  if (!list.length || list.length > 500) throw new Refusal(400, 'Say which value stays for each field.');
  return list.map((item) => {
    const { file, pointer, pick } = (item ?? {}) as Record<string, unknown>;
    if (typeof pointer !== 'string' || !pointer.startsWith('#') || pointer.length > 500)
      throw new Refusal(400, '"pointer" must name the field, as the conflict does ("#/…").');
    if (pick !== 'theirs' && pick !== 'yours')
      throw new Refusal(
        400,
        '"pick" must be "theirs" (keep what is published) or "yours" (keep the change’s value).',
      );
    return { file: staffFile(repo, file).file, pointer, pick };
  });
}

/** The fields a change and what was published since it was opened both changed, each with both values. */
export async function conflictsOf(o: ResolutionOptions, id: string): Promise<FieldConflict[]> {
  const record = o.changes.get(id);
  if (record.state === 'published') return [];
  const head = await o.changes.head(record);
  const main = (await revParse(o.repo, `refs/heads/${o.branch}`))!;
  return (await mergeOntoMain(o.repo, { id, head }, main)).conflicts;
}

export function resolve(
  o: ResolutionOptions,
  id: string,
  who: Actor,
  picks: FieldPick[],
): Promise<ChangeRecord> {
  return o.changes.serial(id, async () => {
    const record = o.changes.get(id);
    o.changes.mustBeAuthor(record, who, 'resolve');
    if (record.state === 'published') throw new Refusal(409, `Change ${id} is published; open a new change.`);
    const head = await o.changes.head(record);
    const main = (await revParse(o.repo, `refs/heads/${o.branch}`))!;
    const open = (await mergeOntoMain(o.repo, { id, head }, main)).conflicts;
    if (!open.length) throw new Refusal(409, `Change ${id} has no conflict with what is published.`);
    for (const p of picks)
      if (!open.some((c) => c.file === p.file && c.pointer === p.pointer))
        throw new Refusal(400, `${p.file} ${p.pointer} is not in conflict in change ${id}.`);
    const merge = await mergeOntoMain(o.repo, { id, head }, main, picks);
    if (merge.conflicts.length)
      throw new Refusal(
        409,
        `Change ${id} has more fields in conflict; pick a value for each of them at once. Nothing was changed.`,
        { conflicts: merge.conflicts },
      );
    const commit = await commitFiles(
      o.repo,
      o.tmp,
      main,
      merge.writes,
      `Take what was published into change ${id}, as ${who.name} picked`,
      identity(who.name),
      [head],
    );
    await moveBranch(o.repo, record.branch, commit, head);
    record.state = 'editing';
    record.approvals = [];
    delete record.submitted;
    o.changes.write(record);
    o.audit.append({
      who: who.name,
      action: 'change.resolve',
      change: id,
      files: [...new Set(picks.map((p) => p.file))],
      fields: picks.map(({ file, pointer }) => ({ file, pointer })),
      commit,
      detail: { picks: picks.map(({ file, pointer, pick }) => ({ file, pointer, pick })) },
    });
    return record;
  });
}
