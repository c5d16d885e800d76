import { useCallback, useEffect, useRef, useState } from 'react';
import type { Followed } from '../../platform/location';

/** What a task tells the lock when it ends: `'leaving'` keeps it shut while the page navigates away. */
export type FlightEnd = 'leaving' | void;

/**
 * A task that ends by following an address: the lock stays shut only if the page left. An address
 * handed to the native app opens over this page, which the person comes back to and must still use.
 */
export const endAfter = (followed: Followed): FlightEnd => (followed === 'left' ? 'leaving' : undefined);

/**
 * One tap, one request. A task started while another runs is dropped, whatever sent it (a double tap,
 * Enter in a field). A task that ends by leaving the page keeps the lock: a webview takes a moment to
 * navigate, and a tap in that moment must not send the request again. The lock opens when the page
 * is shown again from the back-forward cache.
 */
export function useSingleFlight() {
  const locked = useRef(false);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const reopen = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      locked.current = false;
      setBusy(false);
    };
    window.addEventListener('pageshow', reopen);
    return () => window.removeEventListener('pageshow', reopen);
  }, []);

  const run = useCallback(async (task: () => Promise<FlightEnd>): Promise<void> => {
    if (locked.current) return;
    locked.current = true;
    setBusy(true);
    let end: FlightEnd = undefined;
    try {
      end = await task();
    } finally {
      if (end !== 'leaving') {
        locked.current = false;
        setBusy(false);
      }
    }
  }, []);

  return { busy, run, isBusy: () => locked.current };
}
