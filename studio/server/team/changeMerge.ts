// A change put onto main's latest version, file by file and field by field (fieldMerge.ts): what the
// publish commits, and what an editor's picks resolve. Only staff files are merged; a file changed by
// hand on a change's branch stops it, for a developer to merge.
import { changedPaths, type FileWrite } from './branches.ts';
import type { FieldConflict, FieldPick } from '../../shared/teamProtocol.ts';
import { mergeFile } from './fieldMerge.ts';
import { git, showFile } from './git.ts';
import { Refusal } from './refusal.ts';
import { staffFiles } from './staffFiles.ts';

export interface ChangeMerge {
  /** Where the change left main's history. */
  fork: string;
  /** The files the change changes. */
  files: string[];
  /** What main's files become (when there is no conflict). */
  writes: FileWrite[];
  conflicts: FieldConflict[];
}

/** The change at `head` merged onto `main` (a commit), with the editor's `picks`, if any. */
export async function mergeOntoMain(
  repo: string,
  change: { id: string; head: string },
  main: string,
  picks: FieldPick[] = [],
): Promise<ChangeMerge> {
  const fork = await git(repo, ['merge-base', main, change.head]);
  const files = await changedPaths(repo, fork, change.head);
  const staff = staffFiles(repo);
  const writes: FileWrite[] = [];
  const conflicts: FieldConflict[] = [];
  for (const file of files) {
    const kind = staff.find((f) => f.file === file)?.kind;
    if (!kind)
      throw new Refusal(
        409,
        `Change ${change.id} changes ${file}, which the studio does not write (it was changed by hand), so the studio cannot publish it; a developer merges it.`,
      );
    const [base, theirs, yours] = await Promise.all(
      [fork, main, change.head].map((commit) => showFile(repo, commit, file)),
    );
    const merged = mergeFile(file, { base, theirs, yours }, kind === 'markdown' ? 'markdown' : 'json', picks);
    if ('text' in merged) writes.push({ file, text: merged.text });
    else conflicts.push(...merged.conflicts);
  }
  return { fork, files, writes, conflicts };
}

/** 'Change 4 changes a field that …' for the conflicts of a change. */
export function conflictSentence(id: string, conflicts: FieldConflict[]): string {
  const fields = conflicts.length === 1 ? 'a field' : `${conflicts.length} fields`;
  return `Change ${id} changes ${fields} that another publish changed differently since the change was opened, so it was not published; its editor picks which value stays (both are shown), and it is reviewed again.`;
}
