// Helpers that every sandbox handler shares: envelopes with the endpoint's success code, reading
// form-encoded bodies, and a small network delay so loading states are visible in `npm start`.
import { HttpResponse, delay } from 'msw';

type Code = number | string;

export function envelope(
  code: Code,
  data: unknown,
  message = 'success',
  dataKey: 'data' | 'attach' = 'data',
) {
  return HttpResponse.json({ code, message, [dataKey]: data });
}

/** A success answer of the shared helper (integer 0). */
export const helperSuccess = (data: unknown) => envelope(0, data);
/** A success answer of the endpoints whose success code is the string '00'. */
export const code00Success = (data: unknown) => envelope('00', data);
/** An answer of the form client's calls, which keep their data under `attach` (/gopia paths). */
export const attachAnswer = (code: string, attach: unknown, message = 'success') =>
  envelope(code, attach, message, 'attach');

async function formBody(request: Request): Promise<Record<string, string>> {
  const text = await request.clone().text();
  return Object.fromEntries(new URLSearchParams(text));
}

export function queryOf(request: Request): Record<string, string> {
  return Object.fromEntries(new URL(request.url).searchParams);
}

/** Body fields for POST, query fields for GET: the handler does not care how the client sent them. */
export async function paramsOf(request: Request): Promise<Record<string, string>> {
  return request.method === 'GET' ? queryOf(request) : { ...queryOf(request), ...(await formBody(request)) };
}

/** A short realistic latency, skipped in tests (where it would only slow the suite). */
export async function latency(): Promise<void> {
  if (typeof process !== 'undefined' && process.env.VITEST) return;
  await delay(250);
}
