// The roles of the studio's team. An account has one or more; what each may do is in permissions.ts.
import { ROLES, type Role } from '../../shared/teamProtocol.ts';
import { Refusal } from './refusal.ts';

export { ROLES, type Role };

export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** 'editor,reviewer' → ['editor', 'reviewer'], or a refusal naming the unknown role. */
export function parseRoles(list: string): Role[] {
  const names = list
    .split(',')
    .map((r) => r.trim().toLowerCase())
    .filter(Boolean);
  if (!names.length) throw new Refusal(400, `Give at least one role: ${ROLES.join(', ')}.`);
  for (const name of names)
    if (!isRole(name))
      throw new Refusal(400, `There is no role "${name}"; the roles are ${ROLES.join(', ')}.`);
  return [...new Set(names as Role[])];
}
