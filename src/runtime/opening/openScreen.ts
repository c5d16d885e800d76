// The one way a screen opens on its data, without React: the screen schema declares the request
// (`open`: an endpoint of src/platform/endpoints.ts and the page parameters it takes), and this makes
// it, retrying what never reached the server, and says how it ended. The route glue (routing.ts)
// starts it at navigation; the views (views.tsx) show the skeleton, the failure and the screen.
import { message } from '../../config';
import type { Opening as OpeningSchema } from '../../config/generated/screen';
import { callEndpoint, isEndpointName, isMutating, type EndpointName } from '../../platform/endpoints';
import { isOffline, type ApiResult } from '../../platform/http';
import { openingPayload, retryDelaysMs } from '../openingRequest';

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

/** SPEC.md section 8 toasts every failed answer; a screen's `open` keeps it on the page with `false`. */
export const toastsFailedAnswer = (declaration: Pick<OpenDeclaration, 'toastOnFailure'>): boolean =>
  declaration.toastOnFailure !== false;

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
    return { state: 'failed', failure, message: failureMessage(failure, result) };
  }
}
