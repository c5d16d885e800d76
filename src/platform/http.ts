// The one way the app talks to its backend (SPEC.md section 7, CONTRACT.md section 4): base path,
// session parameters in every query string, form-encoded bodies, envelope checks, response shapes,
// a toast of the server message on failure and an optional loading indicator.
import axios from 'redaxios';
import { config, message } from '../config';
import { headerValues, sessionParams } from './base/session';
import { loadCheck, readChecked } from './responseShape';
import { showLoading, toast } from './base/notify';
import { onTheWire, type Client, type Payload } from './wire';

export type { Client, Payload } from './wire';
export type SuccessCode = 0 | '00' | '0';

export interface HttpRequest {
  path: string;
  method?: 'GET' | 'POST';
  data?: Payload | FormData;
  /** Shows a loading indicator with this text while the request is in flight. */
  loadingText?: string;
  /** The code that means success for this endpoint; the shared helper's is the integer 0. */
  successCode?: SuccessCode;
  /** Name of the schema in schemas/api/ that the envelope's data must match. */
  schema?: string;
  /** Where the envelope keeps its data: `data`, or `attach` for the /gopia calls. */
  dataKey?: 'data' | 'attach';
  /** Prefix the path with the configured base path (/tender). */
  underBasePath?: boolean;
  client?: Client;
  /** Show the failure message as a toast (default). Screens that map codes themselves turn it off. */
  toastOnFailure?: boolean;
  /** Let the request outlive the page (fetch's keepalive): a tracking call on a tap that leaves it. */
  keepalive?: boolean;
}

export interface ApiResult<T> {
  success: boolean;
  code: string | number | undefined;
  message: string;
  data: T | undefined;
  raw: unknown;
  /** Why the call failed before reaching a server answer: `network`, `shape`, or undefined. */
  failure?: 'network' | 'shape';
  /** What a network failure was, where the browser can tell: no connection, or no answer in time. */
  cause?: 'offline' | 'timeout';
}

/** A browser that knows it has no connection says so; one that cannot tell is taken to be online. */
export const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

function causeOf(error: unknown): ApiResult<unknown>['cause'] {
  // The fetch rejects with the signal's reason, a DOMException named TimeoutError.
  if (typeof error === 'object' && error !== null && 'name' in error && error.name === 'TimeoutError')
    return 'timeout';
  return isOffline() ? 'offline' : undefined;
}

function apiOrigin(): string {
  return config.apiBase || window.location.origin;
}

/** The full address of an API path. */
function apiUrl(path: string, underBasePath: boolean): string {
  return new URL((underBasePath ? config.basePath : '') + path, apiOrigin()).toString();
}

/**
 * The address of a GET the page loads itself (an <img>) rather than calls: a request of the app like
 * the others, so the session parameters are in its query (CONTRACT.md section 3).
 */
export function loadedAddress(path: string, underBasePath: boolean, query: Payload): string {
  const address = apiUrl(path, underBasePath);
  return onTheWire({
    method: 'GET',
    address,
    client: 'shared',
    data: query,
    session: sessionParams(),
    headerValues: {},
  }).url;
}

/** The values of a client's header parameters, read from the page's address. */
const clientHeaderValues = (client: Client): Record<string, string> =>
  client === 'shared' ? {} : headerValues(config.headerParams[client]);

const timedFetch: typeof fetch = (input, init) =>
  globalThis.fetch(input, { ...init, signal: AbortSignal.timeout(config.httpTimeoutMs) });
const keptFetch: typeof fetch = (input, init) => timedFetch(input, { ...init, keepalive: true });

/**
 * The answer to this very request when a prerendered page's boot script already sent it (see
 * src/app/boot.ts): taken once, so one open of a page makes one request. Any other request, or one
 * that differs in method, address or body, goes out as usual.
 */
function takeEarly(key: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined;
  const early = window.lenderOpening;
  // Another request first (a tracking call, say) leaves the early one for its own request.
  if (early && early.key !== key) return undefined;
  // Taken, or none: a boot script that runs after the app has started starts nothing.
  window.lenderOpening = null;
  return early?.response;
}

async function readEarly(response: Promise<Response>): Promise<unknown> {
  const text = await (await response).text();
  // As redaxios reads an answer: JSON when it parses, the text otherwise.
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

interface Envelope {
  code: string | number;
  message?: unknown;
  [key: string]: unknown;
}

// A message of null is a PHP backend saying "no message", as it says so of any field (responseShape.ts).
function isEnvelope(body: unknown): body is Envelope {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const { code, message: msg } = body as Envelope;
  return (typeof code === 'number' || typeof code === 'string') && (msg == null || typeof msg === 'string');
}

export async function request<T = unknown>(options: HttpRequest): Promise<ApiResult<T>> {
  const {
    path,
    method = 'POST',
    data,
    loadingText,
    successCode = 0,
    schema,
    dataKey = 'data',
    underBasePath = true,
    client = 'shared',
    toastOnFailure = true,
    keepalive = false,
  } = options;
  const { url, body, headers, key } = onTheWire({
    method,
    address: apiUrl(path, underBasePath),
    client,
    data,
    session: sessionParams(),
    headerValues: clientHeaderValues(client),
  });

  // The answer's check is fetched while the request is out, not after the answer is in. A check
  // that cannot be fetched fails the call like the network would; until then it is awaited below.
  const check = schema ? loadCheck(schema) : undefined;
  check?.catch(() => undefined);
  const hideLoading = loadingText ? showLoading(loadingText) : undefined;
  const fail = (msg: string, rest: Partial<ApiResult<T>>): ApiResult<T> => {
    if (toastOnFailure && msg) toast(msg);
    return { success: false, code: undefined, message: msg, data: undefined, raw: undefined, ...rest };
  };
  let raw: unknown;
  const early = key === undefined ? undefined : takeEarly(key);
  try {
    if (early) raw = await readEarly(early);
    else {
      const response = await axios(url, {
        method,
        data: body,
        headers,
        fetch: keepalive ? keptFetch : timedFetch,
        validateStatus: () => true,
      });
      raw = response.data;
    }
  } catch (error) {
    hideLoading?.();
    return fail(message('networkError'), { failure: 'network', cause: causeOf(error) });
  }
  hideLoading?.();
  if (!isEnvelope(raw)) return fail(message('badResponse'), { raw, failure: 'shape' });
  const serverMessage = typeof raw.message === 'string' ? raw.message : '';
  let payload = raw[dataKey] as T | undefined;
  if (raw.code !== successCode) {
    return fail(serverMessage || message('badResponse'), {
      code: raw.code,
      raw,
      data: payload,
      message: serverMessage,
    });
  }
  if (schema) {
    let loaded: Awaited<typeof check>;
    try {
      loaded = await check;
    } catch (error) {
      return fail(message('networkError'), { failure: 'network', cause: causeOf(error) });
    }
    const { data: tidied, problem } = loaded
      ? readChecked(loaded, payload)
      : { data: payload, problem: `no response schema named ${schema}` };
    if (problem) {
      console.warn(`response of ${path} does not match ${schema}: ${problem}`);
      return fail(message('badResponse'), { code: raw.code, raw, failure: 'shape' });
    }
    payload = tidied as T;
  }
  return { success: true, code: raw.code, message: serverMessage, data: payload, raw };
}

/** The same result with its data reshaped (a screen's view of an answer), when the call succeeded. */
export function mapData<T, U>(result: ApiResult<T>, reshape: (data: T) => U): ApiResult<U> {
  return { ...result, data: result.success && result.data ? reshape(result.data) : undefined };
}
