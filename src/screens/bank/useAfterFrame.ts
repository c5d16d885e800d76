// Keeping the bank draft writes every field as JSON into storage: work that grows with the form and
// need not stand between a keystroke and its frame. The latest value is written in the
// first task after the next frame (a burst of keys in one frame is written once), and at once when
// the page is hidden, left or unmounted, so a reload or a closing webview still finds it.
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

export function useAfterFrame<T>(write: (value: T) => void): (value: T) => void {
  const pending = useRef<{ value: T } | null>(null);
  const latest = useRef(write);
  useLayoutEffect(() => {
    latest.current = write;
  });
  const flush = useCallback(() => {
    const next = pending.current;
    pending.current = null;
    if (next) latest.current(next.value);
  }, []);
  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onHidden);
    return () => {
      removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onHidden);
      flush();
    };
  }, [flush]);
  return useCallback(
    (value: T) => {
      const scheduled = pending.current !== null;
      pending.current = { value };
      if (!scheduled) requestAnimationFrame(() => setTimeout(flush));
    },
    [flush],
  );
}
