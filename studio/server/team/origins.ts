// The studio's own origin(s): the address its page is opened at. A request that changes anything must
// come from a page of that origin (its Origin header), and every request must name that host (its Host
// header), so a page elsewhere, or one that reaches this server under another name (DNS rebinding),
// gets nowhere.
import type { IncomingMessage } from 'node:http';
import { Refusal } from './refusal.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/**
 * The origins a browser may open the studio at: `--origin` when given (the public https:// address
 * behind a proxy), else the address it listens at (and `localhost` for 127.0.0.1).
 */
export function ownOrigins(host: string, port: number, given: string[]): string[] {
  if (given.length) return given.map((o) => new URL(o).origin);
  if (host === '0.0.0.0' || host === '::')
    throw new Error(
      `Listening on every address (${host}), the studio cannot tell its own address: give it with --origin https://studio.example.com.`,
    );
  const name = host.includes(':') ? `[${host}]` : host;
  const origins = [`http://${name}:${port}`];
  if (LOOPBACK.has(host)) origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  return [...new Set(origins)];
}

/** Whether the request's Host is one of the studio's own. */
export function checksHost(req: IncomingMessage, origins: string[]): boolean {
  const host = (req.headers.host ?? '').toLowerCase();
  return origins.some((o) => new URL(o).host === host);
}

/** Refuses a request whose Host is none of the studio's own. */
export function checkHost(req: IncomingMessage, origins: string[]): void {
  if (!checksHost(req, origins)) throw new Refusal(403, `This studio answers at ${origins[0]} only.`);
}

/** Refuses a state-changing request that does not come from a page of the studio's own origin. */
export function checkOrigin(req: IncomingMessage, origins: string[]): void {
  const origin = req.headers.origin;
  if (!origin || !origins.includes(origin))
    throw new Refusal(403, 'This request did not come from the studio’s own page, so it was refused.');
}
