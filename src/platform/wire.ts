// How a request of the app goes on the wire (CONTRACT.md section 4): the session parameters in the
// query (a GET's payload beside them), the body each client sends and its headers. One function for
// src/platform/http.ts and for the boot script of a prerendered in-app page (src/app/boot.ts), which
// sends the screen's opening request before the app has arrived: the app takes that answer over only
// when its own request is the same, which their `key`s say. It imports nothing: boot is a bundle of
// its own.

/** shared: the shared helper; json / form: the two other clients with their query-derived headers. */
export type Client = 'shared' | 'json' | 'form';
export type Payload = Record<string, string | number | boolean | null | undefined>;

export interface WireRequest {
  url: string;
  method: 'GET' | 'POST';
  body: string | FormData | undefined;
  headers: Record<string, string>;
  /** Method, address and body: two requests with one key are the same request. None for a multipart body. */
  key: string | undefined;
}

/** A payload as query or form fields; absent values are not sent. */
export function toParams(data: Payload | undefined): URLSearchParams {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(data ?? {}))
    if (v !== undefined && v !== null) params.append(k, String(v));
  return params;
}

export function onTheWire({
  method,
  address,
  client,
  data,
  session,
  headerValues,
}: {
  method: 'GET' | 'POST';
  /** The endpoint's full address, without a query. */
  address: string;
  client: Client;
  data?: Payload | FormData;
  /** The visit's session parameters: in the query of every request. */
  session: Record<string, string>;
  /** The values of the client's header parameters, read from the page's address. */
  headerValues: Record<string, string>;
}): WireRequest {
  const isMultipart = typeof FormData !== 'undefined' && data instanceof FormData;
  const fields = isMultipart ? undefined : (data as Payload | undefined);
  const query = new URLSearchParams(session);
  if (method === 'GET') toParams(fields).forEach((v, k) => query.set(k, v));
  const url = `${address}${query.size ? `?${query.toString()}` : ''}`;
  const headers: Record<string, string> =
    client === 'json' ? { 'X-Requested-With': 'XMLHttpRequest', ...headerValues } : { ...headerValues };
  let body: WireRequest['body'];
  if (method === 'GET') body = undefined;
  // The browser writes a multipart body's content type, with its boundary.
  else if (isMultipart) body = data;
  else if (client === 'json') {
    body = JSON.stringify(fields ?? {});
    headers['content-type'] = 'application/json';
  } else {
    body = toParams(fields).toString();
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
  }
  const key = isMultipart ? undefined : `${method} ${url}\n${typeof body === 'string' ? body : ''}`;
  return { url, method, body, headers, key };
}
