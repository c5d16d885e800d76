// Which approvals a change needs, by the files it changes: set by an admin in one file of the
// repository (studio/approvals.json), checked when the studio starts, so a misspelt role or a staff
// file no rule covers stops the start with a sentence instead of letting a change through unapproved.
//   { "rules": [ { "files": "**", "approvals": ["reviewer"] },
//                { "files": "content/*.md", "approvals": ["compliance"] } ] }
// A change needs every role of every rule that matches a file it changes; each role's approval comes
// from a different person, never the change's author.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRole, ROLES, type Role } from './roles.ts';

/** Where the rules live in the repository. */
export const APPROVALS_FILE = 'studio/approvals.json';

/** The roles whose approval a rule may ask for: the reviewing ones. */
export const APPROVING_ROLES: readonly Role[] = ['reviewer', 'compliance'];

export interface ApprovalRule {
  files: string;
  approvals: Role[];
}

export class ApprovalRulesError extends Error {}

/** A glob ('content/*.md', 'schemas/**') as a regular expression: `*` stays within a folder, `**` does not. */
export function globToRegExp(glob: string): RegExp {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if (ch === '*' && glob[i + 1] === '*') {
      // 'a/**/b' also matches 'a/b'.
      if (glob[i + 2] === '/') {
        out += '(?:.*/)?';
        i += 2;
      } else {
        out += '.*';
        i += 1;
      }
    } else if (ch === '*') out += '[^/]*';
    else if (ch === '?') out += '[^/]';
    else out += ch.replace(/[.+^${}()|[\]\\]/g, '\\$&');
  }
  return new RegExp(`^${out}$`);
}

export class ApprovalRules {
  private readonly matchers: { rule: ApprovalRule; re: RegExp }[];

  constructor(readonly rules: ApprovalRule[]) {
    this.matchers = rules.map((rule) => ({ rule, re: globToRegExp(rule.files) }));
  }

  /** The roles that must approve a change of these files, in the studio's order, with the files that need each. */
  needs(files: string[]): { role: Role; files: string[] }[] {
    const byRole = new Map<Role, string[]>();
    for (const file of files)
      for (const { rule, re } of this.matchers)
        if (re.test(file))
          for (const role of rule.approvals)
            byRole.set(role, [...new Set([...(byRole.get(role) ?? []), file])]);
    return ROLES.filter((r) => byRole.has(r)).map((role) => ({ role, files: byRole.get(role)! }));
  }
}

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The rules of `text`, checked against the staff files they are for; an ApprovalRulesError with a
 * sentence for the first thing wrong.
 */
export function parseApprovalRules(
  text: string,
  staffFiles: string[],
  where = APPROVALS_FILE,
): ApprovalRules {
  const fail = (sentence: string): never => {
    throw new ApprovalRulesError(`${where}: ${sentence}`);
  };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return fail(`it is not JSON (${(err as Error).message}).`);
  }
  if (!isObject(data) || !Array.isArray(data.rules))
    return fail('it needs a list "rules", each rule { "files": "<glob>", "approvals": ["reviewer", …] }.');
  for (const key of Object.keys(data))
    if (key !== 'rules' && key !== '$comment')
      fail(`"${key}" means nothing here; only "rules" (and "$comment") may be set.`);
  const rules = data.rules.map((rule: unknown, i): ApprovalRule => {
    const n = `Rule ${i + 1}`;
    if (!isObject(rule)) return fail(`${n} is not { "files": …, "approvals": […] }.`);
    for (const key of Object.keys(rule))
      if (!['files', 'approvals', 'why'].includes(key))
        fail(
          `${n} has "${key}", which means nothing here; a rule has "files", "approvals" and, if you like, "why".`,
        );
    if (typeof rule.files !== 'string' || !rule.files.trim())
      fail(`${n} needs "files": which files it is for, as a pattern like "content/*.md".`);
    if (!Array.isArray(rule.approvals) || !rule.approvals.length)
      fail(`${n} needs "approvals": the roles that must approve, like ["reviewer"].`);
    for (const role of rule.approvals as unknown[]) {
      if (!isRole(role))
        fail(
          `${n} names the role "${String(role)}", which does not exist; the roles are ${ROLES.join(', ')}.`,
        );
      if (!APPROVING_ROLES.includes(role as Role))
        fail(
          `${n} asks for a ${String(role)}'s approval, but only ${APPROVING_ROLES.join(' and ')} approve changes.`,
        );
    }
    const files = rule.files as string;
    if (!staffFiles.some((f) => globToRegExp(files).test(f)))
      fail(`${n}'s files "${files}" match no staff file; check its spelling.`);
    return { files, approvals: [...new Set(rule.approvals as Role[])] };
  });
  const parsed = new ApprovalRules(rules);
  const uncovered = staffFiles.find((f) => !parsed.needs([f]).length);
  if (uncovered)
    fail(
      `${uncovered} has no rule, so a change of it would need no approval; add a rule whose files match it ("**" matches every file).`,
    );
  return parsed;
}

/** The rules of a repository's studio/approvals.json (or `file`), checked; throws ApprovalRulesError. */
export function loadApprovalRules(
  repo: string,
  staffFiles: string[],
  file = join(repo, APPROVALS_FILE),
): ApprovalRules {
  if (!existsSync(file))
    throw new ApprovalRulesError(
      `${file} is missing: the studio needs its approval rules, e.g. { "rules": [{ "files": "**", "approvals": ["reviewer"] }] }.`,
    );
  return parseApprovalRules(readFileSync(file, 'utf8'), staffFiles, file);
}
