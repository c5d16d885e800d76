// The small HTTP pieces of the studio's API: who may ask, reading a JSON body, answering JSON.
import type { IncomingMessage, ServerResponse } from 'node:http';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);
const LOCAL_HOSTS = /^(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/;

/**
 * Whether a request comes from this machine, to this machine: the studio writes staff files, so a
 * request from elsewhere on the network (or a page elsewhere that names this server by another host
 * name, DNS rebinding) is refused even when the server listens wider than 127.0.0.1.
 */
export const isLocal = (req: IncomingMessage): boolean =>
  LOOPBACK.has(req.socket.remoteAddress ?? '') &&
  LOCAL_HOSTS.test(req.headers.host ?? '') &&
  // A page elsewhere in this machine's browser sends its own origin: only local pages may ask.
  (req.headers.origin === undefined || LOCAL_HOSTS.test(req.headers.origin.replace(/^https?:\/\//, '')));

/** An answer with a status other than 200, thrown by a handler and sent by the router. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(typeof body.error === 'string' ? body.error : `HTTP ${status}`);
  }
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('content-type', 'application/json; charset=utf-8');
  res.setHeader('cache-control', 'no-store');
  res.end(JSON.stringify(body));
}

/**
 * The request's JSON body (a staff file is small; a body past 5 MB is refused). Only as JSON: a form
 * or a plain-text request, which any page can send without asking, is refused.
 */
export async function readJson(req: IncomingMessage): Promise<unknown> {
  if (!/^application\/json\b/i.test(req.headers['content-type'] ?? ''))
    throw new HttpError(415, { error: 'The studio takes JSON only.' });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > 5_000_000) throw new HttpError(413, { error: 'This request is too large.' });
    chunks.push(chunk);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, { error: 'The request is not JSON.' });
  }
}

/** A text field of a JSON body, or a 400. */
export function textField(body: unknown, name: string): string {
  const value = (body as Record<string, unknown> | null)?.[name];
  if (typeof value !== 'string') throw new HttpError(400, { error: `"${name}" must be a text.` });
  return value;
}
