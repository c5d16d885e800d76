// Toasts and the loading indicator as live regions (CONTRACT.md section 6): plain DOM, so they are
// announced to assistive technology (antd-mobile's toast hides itself with aria-hidden), cost no
// component library on the public pages, and clear at once.
import { config } from '../../config';

interface ToastOptions {
  durationMs?: number;
  long?: boolean;
}

let toastLayer: HTMLElement | undefined;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
let dialogWatch: MutationObserver | undefined;
let loadingLayer: HTMLElement | undefined;
let loadingCount = 0;

function layer(existing: HTMLElement | undefined, className: string): HTMLElement {
  if (existing?.isConnected) return existing;
  const el = document.createElement('div');
  el.className = className;
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
  document.body.appendChild(el);
  return el;
}

function isShown(el: Element): boolean {
  // jsdom has no layout (and no checkVisibility): there a dialog in the document counts as shown.
  return typeof el.checkVisibility !== 'function' || el.checkVisibility();
}

function shownDialogs(): Set<Element> {
  const shown = new Set<Element>();
  for (const el of document.querySelectorAll('[role="dialog"], [role="alertdialog"]')) {
    if (isShown(el)) shown.add(el);
  }
  return shown;
}

function endToast(): void {
  if (toastTimer !== undefined) clearTimeout(toastTimer);
  toastTimer = undefined;
  dialogWatch?.disconnect();
  dialogWatch = undefined;
  toastLayer?.replaceChildren();
}

/**
 * A toast answers what just happened on the page; a dialog that opens after it (e.g. the complaint's
 * success dialog after the upload toast) is the next thing the borrower must read, and the toast, centred
 * above every layer, would cover its text. So a dialog that appears while a toast shows ends the toast,
 * whichever screen or component opened it. A dialog already open when the toast came keeps it: there the
 * toast answers a tap inside that dialog.
 */
function endToastWhenADialogOpens(): void {
  dialogWatch?.disconnect();
  const before = shownDialogs();
  dialogWatch = new MutationObserver(() => {
    for (const el of shownDialogs()) {
      if (!before.has(el)) {
        endToast();
        return;
      }
    }
  });
  // Attributes too: a popup kept in the document after closing opens again by a style or class change.
  dialogWatch.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['style', 'class', 'hidden'],
  });
}

export function toast(text: string, options: ToastOptions = {}): void {
  if (typeof document === 'undefined' || !text) return;
  const ms = options.long ? config.toast.longDurationMs : (options.durationMs ?? config.toast.durationMs);
  toastLayer = layer(toastLayer, 'toast-layer');
  const bubble = document.createElement('div');
  bubble.className = 'toast';
  bubble.textContent = text;
  toastLayer.replaceChildren(bubble);
  if (toastTimer !== undefined) clearTimeout(toastTimer);
  toastTimer = setTimeout(endToast, Math.max(config.toast.minDurationMs, ms));
  endToastWhenADialogOpens();
}

/** Shows a loading indicator (and blocks taps) until the returned function is called; nested calls share one. */
export function showLoading(text: string): () => void {
  if (typeof document === 'undefined') return () => undefined;
  loadingCount += 1;
  loadingLayer = layer(loadingLayer, 'loading-layer');
  const spinner = document.createElement('span');
  spinner.className = 'boot-spinner';
  const label = document.createElement('span');
  label.textContent = text;
  loadingLayer.replaceChildren(spinner, label);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    loadingCount -= 1;
    if (loadingCount === 0) loadingLayer?.remove();
  };
}

/** Removes any toast or loading indicator (tests, and leaving a page). */
export function clearNotifications(): void {
  endToast();
  toastLayer?.remove();
  loadingLayer?.remove();
  loadingCount = 0;
}
