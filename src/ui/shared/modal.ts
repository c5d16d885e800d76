// What makes a box over the page a modal dialog, beyond its role and name (CONTRACT.md section 6):
// focus moves into it when it opens and back to where it was when it closes, Tab stays inside, Escape
// and the iOS back action close it when it may be closed, and the page behind is inert, to the
// keyboard and to screen readers (VoiceOver on the borrowers' phones). By hand rather than with
// <dialog> and showModal(): the boxes keep antd-mobile's markup and geometry (tests/webkit compares
// them), and the toasts stay what they are, live regions beside the app drawn above every box and
// still announced, where the top layer would draw them under an open dialog and make them inert.
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { onNativeBack } from '../../platform/bridge';

interface Layer {
  host: HTMLElement;
  /** Where focus goes back to when the layer closes. */
  returnTo: Element | null;
  escape: { current: (() => void) | undefined };
}

/** The open layers, the topmost last: only it takes keys, and everything outside it is inert. */
const layers: Layer[] = [];
/** The elements this module made inert, so another's `inert` is never lifted here. */
const madeInert = new Set<Element>();

/** A live region beside the app (a toast, the loading indicator) must still be heard over a dialog. */
const isLiveLayer = (el: Element) => el.matches('[aria-live], [role="status"], [role="alert"]');

function applyInert(): void {
  for (const el of madeInert) el.removeAttribute('inert');
  madeInert.clear();
  const top = layers.at(-1);
  if (!top) return;
  // Everything beside the layer and beside each of its ancestors, up to the body.
  for (let node: Element | null = top.host; node && node !== document.body; node = node.parentElement) {
    for (const sibling of node.parentElement?.children ?? []) {
      if (sibling === node || sibling.hasAttribute('inert') || isLiveLayer(sibling)) continue;
      sibling.setAttribute('inert', '');
      madeInert.add(sibling);
    }
  }
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), ' +
  'textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

function shown(el: Element): boolean {
  // jsdom has no layout (and no checkVisibility): there every element counts as shown.
  return typeof el.checkVisibility !== 'function' || el.checkVisibility();
}

/** The layer's stops for Tab, in order; a group of radio buttons is one stop, its checked one. */
function tabStops(host: HTMLElement): HTMLElement[] {
  const all = [...host.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (el) => shown(el) && !el.closest('[inert]'),
  );
  return all.filter((el) => {
    if (!(el instanceof HTMLInputElement) || el.type !== 'radio' || !el.name) return true;
    const group = all.filter(
      (other): other is HTMLInputElement =>
        other instanceof HTMLInputElement && other.type === 'radio' && other.name === el.name,
    );
    return el === (group.find((r) => r.checked) ?? group[0]);
  });
}

/** The dialog itself, focused when it has no control to focus: its name and text are read out. */
function dialogOf(host: HTMLElement): HTMLElement {
  const dialog = host.querySelector<HTMLElement>('[role="dialog"], [role="alertdialog"]') ?? host;
  if (!dialog.hasAttribute('tabindex')) dialog.setAttribute('tabindex', '-1');
  return dialog;
}

/** Its first control (never a framed page, whose document would take the keys), or else the dialog. */
function focusInto(host: HTMLElement): void {
  if (host.contains(document.activeElement)) return;
  const first = tabStops(host).find((el) => el.tagName !== 'IFRAME');
  (first ?? dialogOf(host)).focus({ preventScroll: true });
}

function onKeyDown(e: KeyboardEvent): void {
  const top = layers.at(-1);
  if (!top || e.defaultPrevented) return;
  if (e.key === 'Escape') {
    const escape = top.escape.current;
    if (!escape) return;
    e.preventDefault();
    escape();
    return;
  }
  if (e.key !== 'Tab') return;
  const stops = tabStops(top.host);
  const first = stops[0];
  const last = stops.at(-1);
  const at = document.activeElement;
  const wrap = (to: HTMLElement) => {
    e.preventDefault();
    to.focus({ preventScroll: true });
  };
  if (!first || !last) wrap(dialogOf(top.host));
  else if (!(at instanceof HTMLElement) || !stops.includes(at)) wrap(e.shiftKey ? last : first);
  else if (!e.shiftKey && at === last) wrap(first);
  else if (e.shiftKey && at === first) wrap(last);
}

/**
 * The iOS back action closes the top box as Escape would, and the app stays on the page
 * (CONTRACT.md section 5: `true`, handled here). A box that must be answered does not take it.
 */
function onBack(): boolean {
  const escape = layers.at(-1)?.escape.current;
  if (!escape) return false;
  escape();
  return true;
}
let stopBack: (() => void) | undefined;

function open(layer: Layer): void {
  if (layers.length === 0) {
    document.addEventListener('keydown', onKeyDown);
    // Asked before the screens' own handlers, which were there before the box opened.
    stopBack = onNativeBack(onBack);
  }
  layers.push(layer);
  applyInert();
  focusInto(layer.host);
}

function close(layer: Layer): void {
  const at = layers.indexOf(layer);
  if (at < 0) return;
  layers.splice(at, 1);
  // A layer opened from inside this one goes back where this one would have.
  for (const other of layers)
    if (other.returnTo && layer.host.contains(other.returnTo)) other.returnTo = layer.returnTo;
  applyInert();
  if (layers.length === 0) {
    document.removeEventListener('keydown', onKeyDown);
    stopBack?.();
    stopBack = undefined;
  }
  const active = document.activeElement;
  const focusLost = !active || active === document.body || layer.host.contains(active);
  const back = layer.returnTo;
  if (focusLost && back instanceof HTMLElement && back !== document.body && back.isConnected)
    back.focus({ preventScroll: true });
}

const useIsomorphicLayoutEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * Makes `host` (the outermost element of a box over the page, once mounted) a modal layer while it is
 * mounted. `onEscape` closes it; a box without one must be answered by what it offers, and Escape
 * does nothing.
 */
export function useModalLayer(host: HTMLElement | null, onEscape: (() => void) | undefined): void {
  // Read as the box is first rendered, before anything in it can take focus.
  const [opener] = useState(() => (typeof document === 'undefined' ? null : document.activeElement));
  const escape = useRef(onEscape);
  useIsomorphicLayoutEffect(() => {
    escape.current = onEscape;
  });
  useIsomorphicLayoutEffect(() => {
    if (!host) return;
    const active = document.activeElement;
    const layer: Layer = { host, returnTo: host.contains(active) ? opener : active, escape };
    open(layer);
    return () => close(layer);
  }, [host, opener]);
}
