// An answer the page keeps asking the server for while it is not final (a build, a server starting):
// asked at once, then again after `againIn(answer)` milliseconds for as long as that gives a number.
import { useCallback, useEffect, useRef, useState } from 'react';

/** `ask` undefined: nothing is asked (yet). Keep `ask` and `againIn` stable between renders. */
export function usePolled<T>(
  ask: (() => Promise<T>) | undefined,
  againIn: (answer: T) => number | undefined,
) {
  const [value, setValue] = useState<T>();
  const [error, setError] = useState<string>();
  const askNow = useRef<() => void>(() => undefined);
  useEffect(() => {
    if (!ask) return;
    let timer: number | undefined;
    let gone = false;
    const run = () =>
      ask().then(
        (answer) => {
          if (gone) return;
          setValue(answer);
          const ms = againIn(answer);
          if (ms !== undefined) timer = window.setTimeout(run, ms);
        },
        (err: unknown) => !gone && setError(err instanceof Error ? err.message : String(err)),
      );
    askNow.current = () => {
      window.clearTimeout(timer);
      void run();
    };
    void run();
    return () => {
      gone = true;
      window.clearTimeout(timer);
      askNow.current = () => undefined;
    };
  }, [ask, againIn]);
  // One function for the page's life, so a listener added with it is removed with it.
  const now = useCallback(() => askNow.current(), []);
  return { value, error, askNow: now };
}
