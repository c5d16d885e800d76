// The studio's HTTP API (/studio/api/…): the Vite plugin (plugin.ts) hands it each request with the
// studio that answers it; the route's handler (routes.ts) gives the answer, sent as JSON, or a refusal
// (HttpError) with its status.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { HttpError, readJson, sendJson } from './http.ts';
import { isRoute, routes, type Asked } from './routes.ts';
import type { Studio } from './studio.ts';

/** Answers a request under /studio/api/ (`route` is the rest of its path). */
export async function answer(
  studio: Studio,
  req: IncomingMessage,
  res: ServerResponse,
  route: string,
): Promise<void> {
  try {
    const url = new URL(req.url ?? '', 'http://studio.invalid');
    const key = `${req.method ?? 'GET'} ${route}`;
    if (!isRoute(key)) throw new HttpError(404, { error: `The studio has no ${key}.` });
    const asked: Asked = { query: url.searchParams, body: () => readJson(req) };
    // One route's handler; the table's type has already held it to that route's answer.
    const handler = routes[key] as (studio: Studio, asked: Asked) => unknown;
    sendJson(res, 200, await handler(studio, asked));
  } catch (err) {
    if (err instanceof HttpError) sendJson(res, err.status, err.body);
    else sendJson(res, 500, { error: err instanceof Error ? err.message : String(err) });
  }
}
