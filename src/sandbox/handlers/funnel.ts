// Sandbox handlers of the funnel area; filled in with the funnel screens.
import type { HttpHandler } from 'msw';

export const handlers: HttpHandler[] = [];

/** Back to the initial data, so each test starts from the same state. */
export function reset(): void {}
