// What each role may do, checked by the server for every action (the browser side only mirrors it).
// An admin keeps the accounts and the approval rules, not the content: approving and publishing stay
// with the people whose job they are.
import type { Role } from './roles.ts';

interface Permission {
  roles: readonly Role[];
  /** What the action is, to finish the sentence "Only an editor may …". */
  doing: string;
}

const EVERYONE: readonly Role[] = ['editor', 'reviewer', 'compliance', 'publisher', 'admin'];

export const PERMISSIONS = {
  'files.read': { roles: EVERYONE, doing: 'read the staff files' },
  'changes.read': { roles: EVERYONE, doing: 'see changes' },
  'change.open': { roles: ['editor'], doing: 'open a change' },
  'change.edit': { roles: ['editor'], doing: 'edit a change' },
  'change.submit': { roles: ['editor'], doing: 'submit a change for review' },
  'change.comment': { roles: ['editor', 'reviewer', 'compliance'], doing: 'comment on a change' },
  'change.approve': { roles: ['reviewer', 'compliance'], doing: 'approve a change' },
  'change.sendBack': { roles: ['reviewer', 'compliance'], doing: 'send a change back' },
  'change.publish': { roles: ['publisher'], doing: 'publish a change' },
  'releases.read': { roles: ['publisher', 'admin'], doing: 'see the releases' },
  'release.restore': { roles: ['publisher'], doing: 'put an earlier release back' },
  'audit.read': { roles: ['publisher', 'admin'], doing: 'read the audit' },
  'accounts.read': { roles: ['admin'], doing: 'see the accounts' },
} as const satisfies Record<string, Permission>;

export type Action = keyof typeof PERMISSIONS;

export const ACTIONS = Object.keys(PERMISSIONS) as Action[];

export const allowed = (roles: readonly Role[], action: Action) =>
  roles.some((r) => (PERMISSIONS[action].roles as readonly Role[]).includes(r));

const article = (role: string) => (/^[aeiou]/.test(role) ? `an ${role}` : `a ${role}`);

/** 'Only a reviewer or a compliance officer may approve a change.' */
export function forbidden(action: Action): string {
  const roles = PERMISSIONS[action].roles.map((r) =>
    r === 'compliance' ? 'a compliance officer' : article(r),
  );
  const who = roles.length > 1 ? `${roles.slice(0, -1).join(', ')} or ${roles.at(-1)}` : roles[0];
  return `Only ${who} may ${PERMISSIONS[action].doing}.`;
}
