// The runtime's waits between tries of an opening request, shortened for a test file: how many tries
// there are is what such a file tests, not how long the borrower waits between them.
import { afterEach, beforeEach, vi } from 'vitest';
import { retryDelaysMs } from '../../src/runtime/openingRequest';

/** Returns the app's own waits, one per retry the runtime makes. */
export function shortenRetryWaits(): readonly number[] {
  const usual = [...retryDelaysMs];
  beforeEach(() => {
    retryDelaysMs.splice(0, retryDelaysMs.length, 5, 10);
  });
  afterEach(() => {
    retryDelaysMs.splice(0, retryDelaysMs.length, ...usual);
    vi.restoreAllMocks();
  });
  return usual;
}
