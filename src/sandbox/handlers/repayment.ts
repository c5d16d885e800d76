// Sandbox handlers of the repayment area; filled in with the repayment screens.
import type { HttpHandler } from 'msw';

export const handlers: HttpHandler[] = [];

/** Back to the initial data, so each test starts from the same state. */
export function reset(): void {}
