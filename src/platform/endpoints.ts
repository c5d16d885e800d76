// The endpoint catalogue (endpointCatalogue.ts) and the one way to call an endpoint by its name.
import { endpoints, type AnswerOf, type Endpoint, type EndpointName } from './endpointCatalogue';
import type { ApiResult, Payload } from './http';

export {
  endpointPath,
  endpointPattern,
  endpoints,
  isEndpointName,
  isMutating,
  type AnswerOf,
  type Endpoint,
  type EndpointName,
} from './endpointCatalogue';

/**
 * Calls an endpoint through the http engine. The engine is imported when first called, so the
 * sandbox (which runs in Node without the build's compiled validators) can read the catalogue.
 */
export async function callEndpoint<N extends EndpointName, T = AnswerOf<N>>(
  name: N,
  data?: Payload | FormData,
  options: { loadingText?: string; toastOnFailure?: boolean } = {},
): Promise<ApiResult<T>> {
  const { request } = await import('./http');
  const { tracking = false, ...endpoint }: Endpoint = endpoints[name];
  return request<T>({ ...endpoint, data, toastOnFailure: !tracking, keepalive: tracking, ...options });
}
