// Plays a scenario's steps in a page as a person would: a field found by its label, a button by its
// name, a text by reading the page. The state gallery (tools/serve/gallery.ts) runs it in the browser on
// each frame's document (same origin); the staff-file check resolved the steps' keys to the words
// the page shows (tools/check/scenarios.ts, which declares `PlayStep`), so this module knows nothing
// of schema files. It imports that one type and nothing else: the dev server serves it to the gallery
// page as it is, its type import erased.
import type { PlayStep } from '../check/scenarios.ts';

export interface PlayOptions {
  /** How long each step waits for its target to appear (a cold dev server compiles on first use). */
  timeoutMs?: number;
  /** Told before each step, with its number from 1. */
  onStep?: (index: number, step: PlayStep) => void;
  /** Stops the play (the frame is loading again): it ends quietly at the next look. */
  signal?: AbortSignal;
}

export class StepError extends Error {}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/** An element's text as it reads: its own words, without what is hidden from people. */
function textOf(el: Element): string {
  let out = '';
  for (const node of el.childNodes) {
    if (node.nodeType === 3) out += node.textContent ?? '';
    else if (node.nodeType === 1 && !hidden(node as Element)) out += ` ${textOf(node as Element)} `;
  }
  return normal(out);
}

function hidden(el: Element): boolean {
  if (el.closest('[hidden], [aria-hidden="true"], [inert]')) return true;
  // jsdom lays nothing out and has no checkVisibility: there a node in the document counts as shown.
  return typeof el.checkVisibility === 'function' && !el.checkVisibility();
}

function labelledBy(el: Element): string | undefined {
  const ids = el.getAttribute('aria-labelledby');
  if (!ids) return undefined;
  return normal(
    ids
      .split(/\s+/)
      .map((id) => el.ownerDocument.getElementById(id))
      .map((label) => (label ? textOf(label) : ''))
      .join(' '),
  );
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isControl = (el: Element): el is Control =>
  el.tagName === 'INPUT' || el.tagName === 'TEXTAREA' || el.tagName === 'SELECT';

/** The name a person (or a screen reader) knows a control or button by. */
function nameOf(el: Element): string {
  const aria = el.getAttribute('aria-label');
  if (aria) return normal(aria);
  const by = labelledBy(el);
  if (by) return by;
  if (isControl(el) && el.labels?.length)
    return normal([...el.labels].map((label) => textOf(label)).join(' '));
  if (el.tagName === 'INPUT' && /^(submit|button)$/.test((el as HTMLInputElement).type))
    return normal((el as HTMLInputElement).value);
  return textOf(el);
}

const usable = (el: Element) => !hidden(el) && !(el as HTMLButtonElement).disabled;

const FIELDS = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), textarea, select';
const PRESSABLE = [
  'button',
  'a[href]',
  'input[type="submit"]',
  'input[type="button"]',
  'input[type="checkbox"]',
  'input[type="radio"]',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="option"]',
  '[role="menuitem"]',
].join(', ');

function find(doc: Document, selector: string, name: string): HTMLElement | undefined {
  const wanted = normal(name);
  return [...doc.querySelectorAll<HTMLElement>(selector)].find((el) => usable(el) && nameOf(el) === wanted);
}

/** Types into a field so that the page's own change handlers see it (React reads the native setter). */
function type(el: Control, value: string) {
  el.focus();
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
  if (setter) setter.call(el, value);
  else el.value = value;
  const Event = el.ownerDocument.defaultView?.Event ?? globalThis.Event;
  el.dispatchEvent(new Event('input', { bubbles: true }));
  el.dispatchEvent(new Event('change', { bubbles: true }));
}

function attempt(doc: Document, step: PlayStep): boolean {
  if (step.kind === 'fill') {
    const el = find(doc, FIELDS, step.label);
    if (!el || !isControl(el)) return false;
    type(el, step.value);
    return true;
  }
  if (step.kind === 'press') {
    const el = find(doc, PRESSABLE, step.name);
    if (!el) return false;
    el.click();
    return true;
  }
  return !!doc.body && textOf(doc.body).includes(normal(step.text));
}

function missing(step: PlayStep, seconds: number): string {
  if (step.kind === 'fill') return `no field labelled "${step.label}" to fill within ${seconds} s`;
  if (step.kind === 'press') return `no button or link named "${step.name}" to press within ${seconds} s`;
  return `the text "${step.text}" did not appear within ${seconds} s`;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Plays the steps in order on the document `doc()` returns (a frame's document changes when it
 * loads again). Each step waits for its target; a target that never comes fails with a StepError
 * naming the step.
 */
export async function playSteps(
  doc: () => Document | null | undefined,
  steps: readonly PlayStep[],
  options: PlayOptions = {},
): Promise<void> {
  const timeout = options.timeoutMs ?? 60_000;
  for (const [i, step] of steps.entries()) {
    options.onStep?.(i + 1, step);
    const until = Date.now() + timeout;
    for (;;) {
      if (options.signal?.aborted) return;
      const current = doc();
      if (current && attempt(current, step)) break;
      if (Date.now() > until)
        throw new StepError(`Step ${i + 1} (${step.says}): ${missing(step, Math.round(timeout / 1000))}.`);
      await pause(100);
    }
    // Let the page take in one step (a re-render, a request starting) before the next.
    await pause(150);
  }
}

// ---- the gallery page ----------------------------------------------------------------------------

/** The gallery's markup (tools/serve/gallery.ts) names a frame's steps, its status line and its replay button so. */
export const STEPS_ATTR = 'data-steps';
export const STATUS_ATTR = 'data-steps-status';
export const AGAIN_ATTR = 'data-steps-again';

/**
 * Plays each frame's steps once its page has loaded, telling progress or the failed step under the
 * frame; "Play again" loads the page afresh and plays them again (a toast, say, has gone by then).
 */
export function playFrames(gallery: Document): void {
  for (const frame of gallery.querySelectorAll<HTMLIFrameElement>(`iframe[${STEPS_ATTR}]`)) {
    const steps = JSON.parse(frame.getAttribute(STEPS_ATTR) ?? '[]') as PlayStep[];
    const figure = frame.closest('figure');
    const status = figure?.querySelector(`[${STATUS_ATTR}]`);
    const say = (text: string, failed = false) => {
      if (!status) return;
      status.textContent = text;
      status.classList.toggle('failed', failed);
    };
    let current: AbortController | undefined;
    let armed = true;
    const play = () => {
      armed = false;
      const run = new AbortController();
      current = run;
      const mine = () => !run.signal.aborted;
      playSteps(() => frame.contentDocument, steps, {
        signal: run.signal,
        onStep: (i, step) => mine() && say(`Step ${i} of ${steps.length}: ${step.says}…`),
      })
        .then(() => mine() && say(`Played ${steps.length} step${steps.length === 1 ? '' : 's'}.`))
        .catch((err: unknown) => mine() && say(err instanceof Error ? err.message : String(err), true));
    };
    frame.addEventListener('load', () => {
      if (armed) play();
    });
    figure?.querySelector(`[${AGAIN_ATTR}]`)?.addEventListener('click', () => {
      current?.abort();
      armed = true;
      say('Loading the page again…');
      frame.contentWindow?.location.reload();
    });
    // A frame that loaded before this script ran has had its load event.
    const loaded = frame.contentDocument;
    if (loaded?.readyState === 'complete' && loaded.location.href !== 'about:blank') play();
  }
}
