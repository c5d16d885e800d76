// What a page shows after its opening request failed (one message with Retry) and when it was opened
// without what it needs; while the request is out it shows its skeleton (OpeningSkeleton.tsx).
import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { message } from '../../config';
import { isOffline } from '../../platform/http';
import { toast } from '../../platform/base/notify';
import { AppLink } from '../shared/AppLink';
import { useSingleFlight } from '../shared/useSingleFlight';
import { named } from '../base/failLoudly';
import { toastsFailedAnswer, type OpenDeclaration, type OpeningFailure } from './openScreen';

export interface ScreenMeta {
  title: string;
  texts?: Record<string, string>;
  messages?: Record<string, string>;
  open: OpenDeclaration;
}

/**
 * What the failure page says of `failure`: the screen's own words when its `open` names them. A named
 * key the route did not hand over (its messages or texts) fails loudly rather than falling back.
 */
function failureText(meta: ScreenMeta, failure: OpeningFailure, said: string): string {
  const key = meta.open.failureMessages?.[failure];
  if (!key) return said;
  const words = { ...meta.texts, ...meta.messages };
  return named(words, key, 'message', `the "${meta.title}" screen's open.failureMessages.${failure}`) ?? said;
}

export function OpeningFailed({
  meta,
  failure,
  text,
  retry,
}: {
  meta: ScreenMeta;
  failure: OpeningFailure;
  text: string;
  retry: () => void;
}) {
  // Back online, the page loads by itself: once, also when the connection came back between this
  // page showing and its listener being set (the event is not sent again). The latest `retry` is
  // read through a ref, so a re-render of the page (a new `retry`) never starts a second load. One
  // load per failure shown: the card gives way to the skeleton once a load starts, so the lock stays
  // shut, as for a tap that leaves the page; two taps (or a tap and the connection coming back) can
  // land before it does.
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });
  const { run } = useSingleFlight();
  const load = useCallback(
    () =>
      void run(async () => {
        latestRetry.current();
        return 'leaving';
      }),
    [run],
  );
  useEffect(() => {
    if (failure !== 'offline') return;
    if (!isOffline()) {
      load();
      return;
    }
    window.addEventListener('online', load, { once: true });
    return () => window.removeEventListener('online', load);
  }, [failure, load]);
  // A screen that toasts a failed answer says it there, in the words the page would use, once for
  // each answer (a Retry's failure mounts this anew), and not again on the page. It is shown in the
  // commit that shows the card, so the two appear in the same frame and never one without the other.
  const toasted = toastsFailedAnswer(meta.open) && failure === 'answer';
  const words = failureText(meta, failure, text);
  useLayoutEffect(() => {
    if (toasted) toast(words);
  }, [toasted, words]);
  return (
    <main className="page opening">
      <title>{meta.title}</title>
      <h1 className="opening__title">{meta.title}</h1>
      <div className="card opening__failure" role="alert">
        <p>{meta.texts?.loadFailed ?? message('openFailed')}</p>
        {toasted ? null : <p role="status">{words}</p>}
        <button type="button" className="btn btn--primary" onClick={load}>
          {message('retry')}
        </button>
      </div>
    </main>
  );
}

export function OpeningMissing({ meta }: { meta: ScreenMeta }) {
  const key = meta.open.missingText;
  const link = meta.open.missingLink;
  return (
    <main className="page opening">
      <title>{meta.title}</title>
      <h1 className="opening__title">{meta.title}</h1>
      <p>{(key && meta.texts?.[key]) || message('openFailed')}</p>
      {link ? (
        <AppLink className="btn" to={link.to}>
          {named(meta.texts, link.text, 'text', `the "${meta.title}" screen's open.missingLink`)}
        </AppLink>
      ) : null}
    </main>
  );
}
