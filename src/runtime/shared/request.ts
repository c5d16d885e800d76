// A screen's own call of an endpoint of the catalogue (src/platform/endpoints.ts), for what a declared
// `request` action cannot say: a payload built by the screen (a bank form, a loan to push), a loading
// text, and the typed answer it reads. The catalogue says how the call is made (client, method,
// success code, answer schema); the screen names the endpoint and never a path or an http client.
import { callEndpoint, type AnswerOf, type EndpointName } from '../../platform/endpoints';
import type { ApiResult, HttpRequest, Payload } from '../../platform/http';

export type { ApiResult, EndpointName, Payload };

/** What a screen may say of its call; the catalogue says the rest (a silent endpoint never toasts). */
export type RequestOptions = Pick<HttpRequest, 'loadingText' | 'toastOnFailure'>;

/**
 * Calls `name` with `data`. The answer has been read against the endpoint's schema in schemas/api/
 * before it comes back, so its type is the one generated from that schema.
 */
export function requestEndpoint<N extends EndpointName, T = AnswerOf<N>>(
  name: N,
  data?: Payload | FormData,
  options: RequestOptions = {},
): Promise<ApiResult<T>> {
  // An option left unsaid must not reach the catalogue's call as `undefined`: it would override the
  // endpoint's own default (a silent endpoint would toast).
  const given: RequestOptions = {};
  if (options.loadingText !== undefined) given.loadingText = options.loadingText;
  if (options.toastOnFailure !== undefined) given.toastOnFailure = options.toastOnFailure;
  return callEndpoint<N, T>(name, data, given);
}
