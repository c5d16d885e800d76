// Serves the sandbox API (src/sandbox) to real HTTP requests: the dev server of `npm start` and the
// static server of the end-to-end tests both mount it, so a browser talks to it as to a backend.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getResponse } from 'msw';
import { handlers } from '../../src/sandbox/handlers/index.ts';
import { isHeld, scenarioResponse } from '../../src/sandbox/scenarios.ts';

const API_PREFIXES = ['/tender/', '/api/'];

function isApiPath(url: string): boolean {
  return API_PREFIXES.some((p) => url.startsWith(p));
}

async function readBody(req: IncomingMessage): Promise<ArrayBuffer | undefined> {
  if (req.method === 'GET' || req.method === 'HEAD') return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const all = Buffer.concat(chunks);
  return all.buffer.slice(all.byteOffset, all.byteOffset + all.byteLength) as ArrayBuffer;
}

export async function sandboxMiddleware(
  req: IncomingMessage,
  res: ServerResponse,
  next: () => void,
): Promise<void> {
  if (!req.url || !isApiPath(req.url)) return next();
  // A gallery frame showing a loading state: its request stays open until the frame goes.
  if (isHeld(req.headers.referer)) return;
  const origin = `http://${req.headers.host ?? 'localhost'}`;
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
  const body = await readBody(req);
  const url = new URL(req.url, origin);
  const ask = () => new Request(url, { method: req.method, headers, body });
  const answered = await getResponse(handlers, ask());
  // A gallery state's own answer (src/sandbox/scenarios/), laid over the sandbox's.
  const response = (await scenarioResponse(ask(), answered)) ?? answered;
  if (!response) {
    res.statusCode = 404;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ code: 404, message: `sandbox has no handler for ${req.method} ${req.url}` }));
    return;
  }
  res.statusCode = response.status;
  response.headers.forEach((value, key) => res.setHeader(key, value));
  res.end(Buffer.from(await response.arrayBuffer()));
}
