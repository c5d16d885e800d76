// The sandbox API for component tests: the same handlers `npm start` serves, intercepted in Node.
import { setupServer } from 'msw/node';
import { handlers } from '../../src/sandbox/handlers';

export const server = setupServer(...handlers);
