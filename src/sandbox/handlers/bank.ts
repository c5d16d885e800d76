// Sandbox handlers of the bank area; filled in with the bank screens.
import type { HttpHandler } from 'msw';

export const handlers: HttpHandler[] = [];

/** Back to the initial data, so each test starts from the same state. */
export function reset(): void {}
