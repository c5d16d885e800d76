// The page's words for the server's states and roles.
import type { ChangeState, Role } from '../../shared/teamProtocol';

const STATES: Record<ChangeState, string> = {
  editing: 'being edited',
  submitted: 'in review',
  published: 'published',
};

export const stateWords = (state: ChangeState) => STATES[state];

export const roleWords = (role: Role) => (role === 'compliance' ? 'compliance officer' : role);

/** A value of a field as the reviewer reads it. */
export function valueWords(value: unknown): string {
  if (value === undefined) return '(none)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}
