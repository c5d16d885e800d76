// The iOS back action (CONTRACT.md section 5): the native app calls window.onNativeBack(), and a
// mounted screen may take it over, e.g. to open a retention popup first. A screen says so with this
// hook; the bridge keeps the handlers and answers the app.
import { useEffect, useRef } from 'react';
import { onNativeBack } from '../platform/bridge';

/**
 * While the calling screen is mounted, `handle` is asked first on the native back action: true when
 * the screen handled it itself, false to let the app go back. The latest `handle` is the one asked,
 * so a screen may pass a new function on each render without losing its place among the handlers.
 */
export function useNativeBack(handle: () => boolean): void {
  const latest = useRef(handle);
  useEffect(() => {
    latest.current = handle;
  });
  useEffect(() => onNativeBack(() => latest.current()), []);
}
