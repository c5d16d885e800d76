// The one way a screen opens on its data: the screen schema declares the request (`open`:
// an endpoint of src/platform/endpoints.ts and the page parameters it takes), the route's loader
// starts it at navigation, in parallel with the screen's code, and this runtime owns what is shown
// meanwhile (a skeleton of the screen) and after a failure (one message with Retry). The screen
// renders only once its data has come back valid.
import {
  createContext,
  Suspense,
  use,
  useContext,
  useEffect,
  useMemo,
  useRef,
  type ComponentType,
} from 'react';
import { useLoaderData, useLocation, useRevalidator, type LoaderFunctionArgs } from 'react-router-dom';
import { message } from '../config';
import type { Opening as OpeningSchema } from '../config/generated/screen';
import { callEndpoint, isEndpointName, isMutating, type EndpointName } from '../platform/endpoints';
import { isOffline, type ApiResult } from '../platform/http';
import { toast } from '../platform/notify';
import { AppLink } from './AppLink';
import { named } from './failLoudly';
import { openingPayload, retryDelaysMs } from './openingRequest';

export { retryDelaysMs };

/** What a screen schema's `open` says, as generated from schemas/meta/screen.schema.json. */
export type OpenDeclaration = OpeningSchema;

export type OpeningFailure = 'offline' | 'timeout' | 'network' | 'answer';

export type Opening =
  | { state: 'ready'; data: unknown }
  | { state: 'missing' }
  | { state: 'failed'; failure: OpeningFailure; message: string };

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

function failureOf(result: ApiResult<unknown>): OpeningFailure {
  if (result.failure !== 'network') return 'answer';
  return result.cause ?? 'network';
}

/** The message a failure page shows: the server's words for an answer, plain words for the rest. */
function failureMessage(failure: OpeningFailure, result?: ApiResult<unknown>): string {
  if (failure === 'offline') return message('openOffline');
  if (failure === 'timeout') return message('openTimeout');
  if (failure === 'network') return message('openNetwork');
  return result?.message || message('badResponse');
}

/** Which endpoint an `open` names, refusing a name the catalogue lacks or a call that changes data. */
export function openingEndpoint(declaration: OpenDeclaration): EndpointName {
  const name = declaration.endpoint;
  if (!isEndpointName(name)) throw new Error(`open names no endpoint of the catalogue: ${name}`);
  if (isMutating(name)) throw new Error(`open names ${name}, which changes data and cannot open a screen`);
  return name;
}

/**
 * Makes the opening request of a screen for the page query `search`. A request that cannot reach
 * the server is tried up to twice more, after a wait; an answer (even a failed one) and a timeout
 * are final; without a connection nothing is sent and the page says so.
 */
export async function openScreen(
  declaration: OpenDeclaration,
  search: string,
  signal?: AbortSignal,
): Promise<Opening> {
  const name = openingEndpoint(declaration);
  const data = openingPayload(declaration, search);
  if (!data) return { state: 'missing' };
  for (let attempt = 0; ; attempt += 1) {
    if (isOffline()) return { state: 'failed', failure: 'offline', message: failureMessage('offline') };
    const result = await callEndpoint(name, data, { toastOnFailure: false });
    if (result.success) return { state: 'ready', data: result.data };
    const failure = failureOf(result);
    const delay = retryDelaysMs[attempt];
    if (failure === 'network' && delay !== undefined && !signal?.aborted) {
      await wait(delay, signal);
      continue;
    }
    if (declaration.toastOnFailure) toast(result.message || message('badResponse'));
    return { state: 'failed', failure, message: failureMessage(failure, result) };
  }
}

/**
 * The route loader of a screen that declares `open`. It hands the request over unawaited, so the
 * address changes at once and the screen shows its skeleton while the answer comes.
 */
export function openingLoader(declaration: OpenDeclaration) {
  return ({ request }: LoaderFunctionArgs): { opening: Promise<Opening> } => {
    const url = new URL(request.url);
    return { opening: readableAtOnce(openScreen(declaration, url.search, request.signal)) };
  };
}

/** Settles once every opening request among a router's loader data has its answer. */
export function openingsAnswered(loaderData: Record<string, unknown>): Promise<unknown> {
  const openings = Object.values(loaderData).flatMap((data) =>
    data && typeof data === 'object' && 'opening' in data && data.opening instanceof Promise
      ? [data.opening]
      : [],
  );
  return Promise.allSettled(openings);
}

/**
 * Marks `promise` with its outcome once it settles, the way React's `use` reads a promise it has
 * seen before: a screen whose answer is already there renders on it at once, where an unmarked
 * promise would make it suspend, show its skeleton, and reveal the screen only after React's
 * throttle for Suspense (300 ms from the skeleton).
 */
function readableAtOnce<T>(promise: Promise<T>): Promise<T> {
  const marked = promise as Promise<T> & { status?: string; value?: T; reason?: unknown };
  marked.then(
    (value) => Object.assign(marked, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(marked, { status: 'rejected', reason }),
  );
  return marked;
}

const OpenedData = createContext<{ data: unknown } | undefined>(undefined);

/** The validated answer of the screen's opening request. Only a screen opened by the runtime has one. */
export function useOpeningData<T>(): T {
  const opened = useContext(OpenedData);
  if (!opened) throw new Error('useOpeningData is for screens whose schema declares open');
  // The answer was checked against the endpoint's schema in schemas/api/ before it got here.
  return opened.data as T;
}

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

/** Grey blocks in the places of the screen's content, under its title, while its data comes. */
export function OpeningSkeleton({ title }: { title: string }) {
  return (
    <main className="page opening" aria-busy="true">
      <title>{title}</title>
      {/* Not yet the page's heading: that comes with the screen, so nothing waits on this one. */}
      <p className="opening__title" aria-hidden="true">
        {title}
      </p>
      <div className="opening__skeleton" role="status" aria-label={message('loading')}>
        <span className="opening__block opening__block--tall" />
        <span className="opening__block" />
        <span className="opening__block" />
        <span className="opening__block opening__block--short" />
      </div>
    </main>
  );
}

function OpeningFailed({
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
  // read through a ref, so a re-render of the page (a new `retry`) never starts a second load.
  const latestRetry = useRef(retry);
  useEffect(() => {
    latestRetry.current = retry;
  });
  useEffect(() => {
    if (failure !== 'offline') return;
    const load = () => latestRetry.current();
    if (!isOffline()) {
      load();
      return;
    }
    window.addEventListener('online', load, { once: true });
    return () => window.removeEventListener('online', load);
  }, [failure]);
  // A failure already toasted is not said twice on the page.
  const showText = !(meta.open.toastOnFailure && failure === 'answer');
  return (
    <main className="page opening">
      <title>{meta.title}</title>
      <h1 className="opening__title">{meta.title}</h1>
      <div className="card opening__failure" role="alert">
        <p>{meta.texts?.loadFailed ?? message('openFailed')}</p>
        {showText ? <p role="status">{failureText(meta, failure, text)}</p> : null}
        <button type="button" className="btn btn--primary" onClick={retry}>
          {message('retry')}
        </button>
      </div>
    </main>
  );
}

function OpeningMissing({ meta }: { meta: ScreenMeta }) {
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

/** Each opening its own number: a new one gets a fresh boundary, so a Retry shows the skeleton. */
const openingIds = new WeakMap<Promise<Opening>, number>();
let lastId = 0;
const idOf = (opening: Promise<Opening>) => {
  if (!openingIds.has(opening)) openingIds.set(opening, (lastId += 1));
  return openingIds.get(opening);
};

function OpenedBody({
  Screen,
  meta,
  opening,
}: {
  Screen: ComponentType;
  meta: ScreenMeta;
  opening: Promise<Opening>;
}) {
  const result = use(opening);
  const revalidator = useRevalidator();
  const { key } = useLocation();
  const value = useMemo(() => (result.state === 'ready' ? { data: result.data } : undefined), [result]);
  if (result.state === 'missing') return <OpeningMissing meta={meta} />;
  if (result.state === 'failed')
    return (
      <OpeningFailed
        meta={meta}
        failure={result.failure}
        text={result.message}
        retry={() => void revalidator.revalidate()}
      />
    );
  return (
    <OpenedData.Provider value={value}>
      <Screen key={key} />
    </OpenedData.Provider>
  );
}

/** The route component of a screen that declares `open`: skeleton, failure or the screen on its data. */
export function withOpening(Screen: ComponentType, meta: ScreenMeta): ComponentType {
  function Opened() {
    const { opening } = useLoaderData() as { opening: Promise<Opening> };
    return (
      <Suspense key={idOf(opening)} fallback={<OpeningSkeleton title={meta.title} />}>
        <OpenedBody Screen={Screen} meta={meta} opening={opening} />
      </Suspense>
    );
  }
  Opened.displayName = `Opened(${meta.title})`;
  return Opened;
}
