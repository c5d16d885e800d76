// @vitest-environment node
// The approval rules: the committed studio/approvals.json covers every staff file of this checkout and
// asks compliance for the legal texts; a rules file with a mistake stops the studio's start with a
// sentence naming it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ApprovalRulesError,
  globToRegExp,
  loadApprovalRules,
  parseApprovalRules,
} from '../../../studio/server/team/approvalRules';
import { CHECKOUT } from '../../../studio/server/team/commandLine';
import { staffFiles } from '../../../studio/server/team/staffFiles';
import { TeamStudio } from '../../../studio/server/team/teamStudio';
import { tempDir, TEST_COST } from './dataDir';
import { fixtureRepo } from './teamStudio';

const files = staffFiles(CHECKOUT).map((f) => f.file);
const markdown = staffFiles(CHECKOUT)
  .filter((f) => f.kind === 'markdown')
  .map((f) => f.file);
const json = staffFiles(CHECKOUT)
  .filter((f) => f.kind !== 'markdown')
  .map((f) => f.file);

const parse = (rules: unknown) => () => parseApprovalRules(JSON.stringify(rules), files, 'rules.json');

describe('the committed rules', () => {
  it('cover every staff file, and a legal text needs compliance as well as a reviewer', () => {
    const rules = loadApprovalRules(CHECKOUT, files);
    expect(markdown.length).toBeGreaterThan(0);
    for (const file of markdown)
      expect(rules.needs([file]).map((n) => n.role)).toEqual(['reviewer', 'compliance']);
    for (const file of json) expect(rules.needs([file]).map((n) => n.role)).toEqual(['reviewer']);
    expect(rules.needs([json[0]!, markdown[0]!])).toEqual([
      { role: 'reviewer', files: [json[0], markdown[0]] },
      { role: 'compliance', files: [markdown[0]] },
    ]);
  });
});

describe('a rules file with a mistake', () => {
  const every = { files: '**', approvals: ['reviewer'] };

  it('is refused with a sentence naming it', () => {
    expect(() => parseApprovalRules('{ "rules": [', files, 'rules.json')).toThrow(
      /^rules\.json: it is not JSON/,
    );
    expect(parse({ rule: [every] })).toThrow('rules.json: it needs a list "rules"');
    expect(parse({ rules: [every], extra: 1 })).toThrow('"extra" means nothing here');
    expect(parse({ rules: [{ ...every, approval: ['reviewer'] }] })).toThrow(/Rule 1 has "approval"/);
    expect(parse({ rules: [every, { files: 'content/*.md', approvals: ['complience'] }] })).toThrow(
      'Rule 2 names the role "complience", which does not exist',
    );
    expect(parse({ rules: [every, { files: 'content/*.md', approvals: ['publisher'] }] })).toThrow(
      "Rule 2 asks for a publisher's approval, but only reviewer and compliance approve changes.",
    );
    expect(parse({ rules: [every, { files: 'contnet/*.md', approvals: ['compliance'] }] })).toThrow(
      'Rule 2\'s files "contnet/*.md" match no staff file',
    );
    expect(parse({ rules: [{ files: 'content/*.md', approvals: [] }] })).toThrow('Rule 1 needs "approvals"');
    expect(parse({ rules: [{ files: 'content/*.md', approvals: ['compliance'] }] })).toThrow(
      new RegExp(`${json[0]!.replace(/[.]/g, '\\.')} has no rule`),
    );
  });

  it('stops the studio before it starts', () => {
    const dir = tempDir();
    const bad = join(dir, 'approvals.json');
    writeFileSync(bad, JSON.stringify({ rules: [{ files: '**', approvals: ['reviewers'] }] }));
    const start = () =>
      new TeamStudio({ repo: fixtureRepo(), dataDir: tempDir(), approvalsFile: bad, cost: TEST_COST });
    expect(start).toThrow(ApprovalRulesError);
    expect(start).toThrow(`${bad}: Rule 1 names the role "reviewers", which does not exist`);
    expect(
      () =>
        new TeamStudio({ repo: fixtureRepo(), dataDir: tempDir(), approvalsFile: join(dir, 'none.json') }),
    ).toThrow(/none\.json is missing/);
  });
});

describe('file patterns', () => {
  it('keep * within a folder and let ** cross folders', () => {
    expect(globToRegExp('content/*.md').test('content/loanTerms.md')).toBe(true);
    expect(globToRegExp('content/*.md').test('content/legal/loanTerms.md')).toBe(false);
    expect(globToRegExp('schemas/**').test('schemas/screens/site.json')).toBe(true);
    expect(globToRegExp('schemas/**/site.json').test('schemas/site.json')).toBe(true);
    expect(globToRegExp('schemas/screens/site?.json').test('schemas/screens/site1.json')).toBe(true);
    expect(globToRegExp('schemas/app.json').test('schemas/appXjson')).toBe(false);
  });
});
