// The HTTP pieces of the team studio: JSON bodies with a size limit, JSON answers with the headers
// every answer carries, refusals as `{ error: "<sentence>" }`.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Refusal } from './refusal.ts';

/** The largest body the studio takes: a staff file is well under it. */
export const BODY_LIMIT = 256 * 1024;

const TOO_LARGE = `This request is larger than the studio takes (${BODY_LIMIT / 1024} KiB); nothing was changed.`;

/** Refuses a body its Content-Length already says is too large, before reading it. */
export function checkDeclaredSize(req: IncomingMessage): void {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > BODY_LIMIT) throw new Refusal(413, TOO_LARGE);
}

/** The request's JSON body, an object; a 415, 413 or 400 refusal otherwise. */
export async function readJsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
    throw new Refusal(415, 'The studio takes JSON only (Content-Type: application/json).');
  checkDeclaredSize(req);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    // Past the limit the rest is read and dropped, so the answer reaches a sender still sending.
    if (size <= BODY_LIMIT) chunks.push(chunk);
  }
  if (size > BODY_LIMIT) throw new Refusal(413, TOO_LARGE);
  let body: unknown;
  try {
    body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new Refusal(400, 'The request is not JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new Refusal(400, 'The request must be a JSON object.');
  return body as Record<string, unknown>;
}

/** A text field of a body, trimmed if asked; a 400 naming it otherwise. */
export function textField(
  body: Record<string, unknown>,
  name: string,
  options: { optional?: boolean; max?: number } = {},
): string {
  const value = body[name];
  if (value === undefined && options.optional) return '';
  if (typeof value !== 'string') throw new Refusal(400, `"${name}" must be a text.`);
  if (options.max !== undefined && value.length > options.max)
    throw new Refusal(400, `"${name}" may have at most ${options.max} characters.`);
  return value;
}

/** Headers on every answer: never cached, never sniffed, never framed, no referrer sent on. */
export function secureHeaders(res: ServerResponse): void {
  res.setHeader('cache-control', 'no-store');
  res.setHeader('x-content-type-options', 'nosniff');
  res.setHeader('referrer-policy', 'no-referrer');
  res.setHeader('x-frame-options', 'DENY');
  res.setHeader('content-security-policy', "default-src 'none'; frame-ancestors 'none'");
  res.setHeader('cross-origin-resource-policy', 'same-origin');
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

export function sendRefusal(res: ServerResponse, refusal: Refusal): void {
  const retry = refusal.details.retryAfterSeconds;
  if (typeof retry === 'number') res.setHeader('retry-after', String(retry));
  sendJson(res, refusal.status, { error: refusal.message, ...refusal.details });
}
