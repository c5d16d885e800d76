// The router's side of an opening: the route loader starts the request at navigation, in parallel
// with the screen's code, and hands it over unawaited so the address changes at once.
import type { LoaderFunctionArgs } from 'react-router-dom';
import { openScreen, type OpenDeclaration, type Opening } from './openScreen';

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
