// Where a screen says that its opening request was answered with a failure. SPEC.md section 8 toasts
// every failed answer: the words go to a toast and not again on the page, unless the screen's `open`
// says `"toastOnFailure": false`, which keeps them on the page with nothing toasted. The tests read
// that choice from the screen's schema, so staff turning the toast on or off keeps them true.
import { expect } from 'vitest';
import type { Opening } from '../../src/config/generated/screen';

export const toastText = () => document.querySelector('.toast-layer')?.textContent ?? '';

/** The page's failure card `alert` or the toast, as `open` declares, says `words`, and only once. */
export function expectAnswerFailureSaid(
  open: Pick<Opening, 'endpoint' | 'toastOnFailure'>,
  alert: HTMLElement,
  words: string,
) {
  if (open.toastOnFailure !== false) {
    expect(toastText()).toContain(words);
    expect(alert).not.toHaveTextContent(words);
  } else {
    expect(alert).toHaveTextContent(words);
    expect(toastText()).toBe('');
  }
  expect(document.body.textContent?.split(words)).toHaveLength(2);
}
