// The commit-msg check (tools/testing/commitMsg.ts): a subject of at most 72 characters in the
// imperative, without a full stop, then a blank line before the why.
import { describe, expect, it } from 'vitest';
import { commitMessageProblems, SUBJECT_MAX } from '../../tools/testing/commitMsg';

const body = '\n\nThe why, in as many lines as it takes.\n';

describe('the commit-msg check', () => {
  it('takes an imperative subject at the limit, with the why below a blank line', () => {
    expect(commitMessageProblems(`Split the check runner by file kind${body}`)).toEqual([]);
    expect(commitMessageProblems(`${'Add'.padEnd(SUBJECT_MAX, ' x')}${body}`)).toEqual([]);
    expect(commitMessageProblems('Need one line only\n')).toEqual([]);
  });

  it('refuses a subject past the limit, and says by how much', () => {
    const subject = 'Add '.padEnd(SUBJECT_MAX + 1, 'x');
    expect(commitMessageProblems(`${subject}${body}`)).toEqual([
      expect.stringContaining(`${SUBJECT_MAX + 1}`),
    ]);
  });

  it('refuses a past or a gerund as the first word, a full stop, and a body with no blank line', () => {
    expect(commitMessageProblems(`Added the studio${body}`)).toHaveLength(1);
    expect(commitMessageProblems(`Moving the studio${body}`)).toHaveLength(1);
    expect(commitMessageProblems(`Move the studio.${body}`)).toHaveLength(1);
    expect(commitMessageProblems('Move the studio\nbecause it is an app')).toHaveLength(1);
    expect(commitMessageProblems('\n# only a comment\n')).toEqual(['The message has no subject line.']);
  });

  it("leaves git's own subjects and the editor's comment lines alone", () => {
    expect(
      commitMessageProblems(`Merge branch 'x' into main, with a subject longer than the limit allows${body}`),
    ).toEqual([]);
    expect(commitMessageProblems(`Move the studio\n# Please enter the commit message${body}`)).toEqual([]);
  });
});
