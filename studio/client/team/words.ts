// The page's words for the server's states and roles.
import type { ChangeState, Role } from '../../shared/teamProtocol';

const STATES: Record<ChangeState, string> = {
  editing: 'being edited',
  submitted: 'in review',
  published: 'published',
};

export const stateWords = (state: ChangeState) => STATES[state];

export const roleWords = (role: Role) => (role === 'compliance' ? 'compliance officer' : role);
