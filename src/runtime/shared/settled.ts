// What a page waits for (its code, its opening answer), read without suspending: a promise already
// settled renders at once, one still out renders its placeholder and the page again once it settles.
// Not React's `use` with Suspense: that reveals content no sooner than 300 ms after the placeholder.
import { useEffect, useReducer } from 'react';

type Marked<T> = Promise<T> & { status?: 'fulfilled' | 'rejected'; value?: T; reason?: unknown };

/** Marks `promise` with its outcome once it settles, so a render can read it. */
export function readable<T>(promise: Promise<T>): Promise<T> {
  const marked: Marked<T> = promise;
  // The handlers return nothing: returning `marked` would make this chain fail with it again, unhandled.
  marked.then(
    (value) => {
      Object.assign(marked, { status: 'fulfilled', value });
    },
    (reason: unknown) => {
      Object.assign(marked, { status: 'rejected', reason });
    },
  );
  return marked;
}

/** The value of a `readable` promise, or undefined while it is out; its failure is thrown to the nearest boundary. */
export function useSettled<T>(promise: Promise<T>): T | undefined {
  const marked: Marked<T> = promise;
  const seen = marked.status;
  const [, settle] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (marked.status !== seen) settle();
    else if (!seen) {
      let live = true;
      const renderAgain = () => live && settle();
      marked.then(renderAgain, renderAgain);
      return () => {
        live = false;
      };
    }
  }, [marked, seen]);
  if (marked.status === 'rejected') throw marked.reason;
  return marked.status === 'fulfilled' ? marked.value : undefined;
}
