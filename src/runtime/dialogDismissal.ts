// Whether a dialog a screen declares may be left without an answer (Escape, src/ui/shared/modal.ts). It
// imports nothing that runs, so the end-to-end tests read the same rule.
import type { Dialog } from '../config/generated/screen';

/**
 * When it offers a way out that runs nothing: a tap outside, a close icon, a button without an action
 * or a rating dialog's Cancel. One whose every button runs an action, like order details' withdraw
 * dialog (SPEC.md section 4: one button goes home, the other goes on), waits for one of them.
 */
export const closableWithoutAnswer = (spec: Dialog): boolean =>
  Boolean(spec.rating || spec.dismissible || spec.closeLabel || spec.buttons?.some((b) => !b.action));
