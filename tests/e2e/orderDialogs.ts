// The dialogs order details declares (schemas/screens/orderDetails.json), for the tests that open them
// by a sandbox state in Chromium and in WebKit: which declaration an open dialog is (whether it may be
// closed without an answer is then src/runtime/dialogDismissal.ts's to say, as in the app).
import orderDetails from '../../schemas/screens/orderDetails.json' with { type: 'json' };
import type { Dialog as DialogSpec } from '../../src/config/generated/screen';

const declared: DialogSpec[] = Object.values(orderDetails.dialogs as Record<string, DialogSpec>);

/** The sandbox's orders that open a dialog as the page loads (docs/editing.md, "How to preview a state"). */
export const ORDERS_WITH_A_DIALOG = ['21', '170', '200'];

/**
 * The declaration of an open dialog, by its name when that is a static label or title, else by its
 * buttons (a title filled from the server's answer names the dialog).
 */
export function declarationOf(name: string | null, buttons: string[]): DialogSpec {
  const spec =
    declared.find((d) => name !== null && (d.label === name || d.title === name)) ??
    declared.find((d) => d.buttons?.length && d.buttons.every((b) => buttons.includes(b.text)));
  if (!spec) throw new Error(`no dialog of orderDetails.json is named "${name}" or has buttons ${buttons}`);
  return spec;
}
