// The first load of a loan screen: its states, a retry, and the page shown while it is not ready
// (never blank: the title, and a message with Retry after a failure the http helper has toasted).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ApiResult } from '../../platform/http';
import { Retry } from '../../ui/Retry';

/** What a load call brought: its data on success, undefined (a failure already told) otherwise. */
export async function dataOf<T>(call: Promise<ApiResult<T>>): Promise<T | undefined> {
  const res = await call;
  return res.success ? (res.data ?? undefined) : undefined;
}

export type Load<T> = { state: 'missing' | 'loading' | 'failed' } | { state: 'ready'; value: T };

/** `fetcher` is undefined when the address lacks what the screen needs; it resolves undefined on failure. */
export function useScreenData<T>(fetcher: (() => Promise<T | undefined>) | undefined) {
  const [load, setLoad] = useState<Load<T>>({ state: fetcher ? 'loading' : 'missing' });
  const live = useRef(true);

  const run = useCallback(async () => {
    if (!fetcher) {
      setLoad({ state: 'missing' });
      return;
    }
    setLoad({ state: 'loading' });
    const value = await fetcher();
    if (live.current) setLoad(value === undefined ? { state: 'failed' } : { state: 'ready', value });
  }, [fetcher]);

  useEffect(() => {
    live.current = true;
    void run();
    return () => {
      live.current = false;
    };
  }, [run]);

  return { load, retry: () => void run() };
}

export function NotReady({
  title,
  state,
  missingText,
  failedText,
  onRetry,
}: {
  title: string;
  state: 'missing' | 'loading' | 'failed';
  missingText?: string;
  failedText: string;
  onRetry: () => void;
}) {
  return (
    <main className="page page--center loan">
      <title>{title}</title>
      <h1 className="loan__title">{title}</h1>
      {state === 'missing' ? <p>{missingText}</p> : null}
      {state === 'failed' ? (
        <>
          <p>{failedText}</p>
          <Retry onRetry={onRetry} />
        </>
      ) : null}
    </main>
  );
}
