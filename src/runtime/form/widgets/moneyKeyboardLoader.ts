// When the money keyboard's code (antd-mobile, about 42 KB gz) comes: not with the form's first
// load, but from the first touch or key anywhere on the page, so that by the time a person reaches
// the amount it is usually there; a first tap on the amount itself starts it at pointerdown.
import type { ComponentType } from 'react';
import type { MoneyKeyboardProps } from './MoneyKeyboard';

type Keyboard = ComponentType<MoneyKeyboardProps>;

let loaded: Keyboard | undefined;
let loading: Promise<Keyboard> | undefined;

/** The keyboard once its code has arrived, for a widget that mounts after that. */
export const loadedMoneyKeyboard = (): Keyboard | undefined => loaded;

/** One download for every money field; a failed one (a dropped connection) is tried again next time. */
export function loadMoneyKeyboard(): Promise<Keyboard> {
  loading ??= import('./MoneyKeyboard').then(
    (module) => (loaded = module.default),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/** Nothing to tell anyone of a failed download yet: the amount field tries again when it opens. */
const loadQuietly = () => void loadMoneyKeyboard().catch(() => undefined);

/**
 * Whether a person has touched the page since the form's code arrived, and how many money fields wait
 * for that touch. Kept here rather than read from navigator.userActivation, which a browser may
 * report true for a page it opened itself (a test browser does), and which WebKit before iOS 16.4
 * lacks.
 */
let touched = false;
let waiting = 0;
function onTouch() {
  touched = true;
  FIRST_TOUCH.forEach((type) => document.removeEventListener(type, onTouch, true));
  if (waiting > 0) loadQuietly();
}
if (typeof document !== 'undefined')
  FIRST_TOUCH.forEach((type) => document.addEventListener(type, onTouch, { capture: true, passive: true }));

/**
 * Starts the download at the page's first touch, key or focus, or at once when a person has already
 * touched the page (a money field shown by a tab switch); returns how to stop waiting for it.
 */
export function loadOnFirstTouch(): () => void {
  if (loaded) return () => undefined;
  if (touched) {
    loadQuietly();
    return () => undefined;
  }
  waiting += 1;
  let stopped = false;
  return () => {
    if (!stopped) waiting -= 1;
    stopped = true;
  };
}
