// The commit-msg check: a subject a reader of `git log --oneline` can take in, then the why. Run by
// the repository's hook once a clone opts in (`git config core.hooksPath .githooks`, see README.md);
// `tsx tools/testing/commitMsg.ts <file>` checks a message file by hand.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const SUBJECT_MAX = 72;

/** What is wrong with a commit message, in sentences; none when it is fine. */
export function commitMessageProblems(message: string): string[] {
  const lines = message
    .split(/\r?\n/)
    .filter((line) => !line.startsWith('#'))
    .join('\n')
    .trim()
    .split('\n');
  const subject = lines[0]?.trim() ?? '';
  // Git writes these itself; their subjects are its own.
  if (/^(Merge|Revert|fixup!|squash!|amend!) /.test(subject)) return [];
  const problems: string[] = [];
  if (!subject) problems.push('The message has no subject line.');
  if (subject.length > SUBJECT_MAX)
    problems.push(
      `The subject has ${subject.length} characters; keep it to ${SUBJECT_MAX} and put the rest in the body.`,
    );
  if (subject.endsWith('.')) problems.push('The subject ends with a full stop; leave it off.');
  // "Added", "Adding": a past or a gerund; not "Need", "Embed" or "Bring", which are verbs as they stand.
  const first = subject.split(/\s+/)[0] ?? '';
  if (/^[A-Za-z]+((?<!e)ed|ing)$/.test(first) && !/^(embed|shed|bring|ring|sing|string)$/i.test(first))
    problems.push(`Write the subject in the imperative ("Add …", "Fix …"), not "${first} …".`);
  if (lines.length > 1 && lines[1]!.trim() !== '')
    problems.push('Leave the second line blank: the subject, a blank line, then the why.');
  return problems;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const file = process.argv[2];
  if (!file) throw new Error('usage: tsx tools/testing/commitMsg.ts <message file>');
  const problems = commitMessageProblems(readFileSync(file, 'utf8'));
  for (const problem of problems) console.error(`commit message: ${problem}`);
  if (problems.length) process.exitCode = 1;
}
