// Toasts and the loading indicator as live regions (CONTRACT.md section 6): plain DOM, so they are
// announced to assistive technology (antd-mobile's toast hides itself with aria-hidden), cost no
// component library on the public pages, and clear at once.
import { config } from '../config';

export interface ToastOptions {
  durationMs?: number;
  long?: boolean;
}

let toastLayer: HTMLElement | undefined;
let toastTimer: ReturnType<typeof setTimeout> | undefined;
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

export function toast(text: string, options: ToastOptions = {}): void {
  if (typeof document === 'undefined' || !text) return;
  const ms = options.long ? config.toast.longDurationMs : (options.durationMs ?? config.toast.durationMs);
  toastLayer = layer(toastLayer, 'toast-layer');
  const bubble = document.createElement('div');
  bubble.className = 'toast';
  bubble.textContent = text;
  toastLayer.replaceChildren(bubble);
  if (toastTimer !== undefined) clearTimeout(toastTimer);
  toastTimer = setTimeout(() => toastLayer?.replaceChildren(), Math.max(config.toast.minDurationMs, ms));
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
  if (toastTimer !== undefined) clearTimeout(toastTimer);
  toastLayer?.remove();
  loadingLayer?.remove();
  loadingCount = 0;
}
