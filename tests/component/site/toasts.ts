import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';

/**
 * Toasts live outside the rendered tree and fade out after the shared teardown clears them. Waiting
 * until none shows any text keeps a message of one test from being mistaken for one of the next.
 */
export async function waitForToastsGone(): Promise<void> {
  const shownTexts = () =>
    [...document.querySelectorAll('[role="status"]')].map((e) => e.textContent).filter(Boolean);
  await waitFor(() => expect(shownTexts()).toEqual([]));
}
