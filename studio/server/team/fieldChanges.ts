// What a change changes, field by field (old → new), in the words of the studio of `npm start`
// (studio/server/changes.ts): JSON files by their contract's titles, Markdown by paragraph.
import { jsonChanges, markdownChanges } from '../changes.ts';
import type { Change, EditableFile } from '../../shared/protocol.ts';
import { contractOf } from '../contract.ts';
import type { AuditField } from './audit.ts';

export interface FileChanges {
  file: string;
  changes: Change[];
}

/** The changes of one staff file from `before` to `after` (undefined: the file is not there). */
export function fileChanges(
  repo: string,
  file: EditableFile,
  before: string | undefined,
  after: string | undefined,
): Change[] {
  if (before === after) return [];
  if (file.kind === 'markdown') return markdownChanges(before ?? '', after ?? '');
  try {
    return jsonChanges(
      before === undefined ? undefined : JSON.parse(before),
      after === undefined ? undefined : JSON.parse(after),
      contractOf(repo, file.contract),
    );
  } catch {
    return [{ pointer: '#', label: 'The whole file', before, after }];
  }
}

/** The fields the audit records of a file's changes. */
export const auditFields = (file: string, changes: Change[]): AuditField[] =>
  changes.map((c) => ({ file, pointer: c.pointer }));
