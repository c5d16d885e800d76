// The commit message of a publish and of a restore. Git trailers name the people, so `git log` and
// `git interpret-trailers --parse` answer who wrote, approved and published what:
//   Studio-Change: 4
//   Edited-by: ed <ed@studio.invalid>
//   Approved-by: rita <rita@studio.invalid> as reviewer
//   Published-by: pub <pub@studio.invalid>
// A restore carries `Restores-release: <commit>` and `Restored-by:` instead.
import type { Approval, ChangeRecord } from '../../shared/teamProtocol.ts';

const person = (name: string) => `${name} <${name}@studio.invalid>`;

/** One line of a title or sentence, so nothing a person typed can pose as a trailer. */
const line = (text: string) => text.replace(/\s+/g, ' ').trim();

export function publishMessage(record: ChangeRecord, approvals: Approval[], publisher: string): string {
  return [
    `Publish change ${record.id}: ${line(record.title)}`,
    '',
    line(record.submitted?.summary ?? ''),
    '',
    `Studio-Change: ${record.id}`,
    `Edited-by: ${person(record.author)}`,
    ...approvals.map((a) => `Approved-by: ${person(a.name)} as ${a.role}`),
    `Published-by: ${person(publisher)}`,
  ].join('\n');
}

export function restoreMessage(release: { commit: string; at: string }, by: string): string {
  return [
    `Put back the release of ${release.at}`,
    '',
    'Undoes everything published after it, so that the next publish does not bring it back.',
    '',
    `Restores-release: ${release.commit}`,
    `Restored-by: ${person(by)}`,
  ].join('\n');
}

/** The environment a publish's commit is made in: the editor as author, the publisher as committer. */
export const publishIdentity = (author: string, publisher: string): NodeJS.ProcessEnv => ({
  GIT_AUTHOR_NAME: author,
  GIT_AUTHOR_EMAIL: `${author}@studio.invalid`,
  GIT_COMMITTER_NAME: publisher,
  GIT_COMMITTER_EMAIL: `${publisher}@studio.invalid`,
});
