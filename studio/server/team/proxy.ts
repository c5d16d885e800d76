// Who is asking and over what: the socket's address, unless it is a trusted proxy (nginx on this
// machine), whose X-Forwarded-For and X-Forwarded-Proto are believed. From anyone else those headers
// are ignored, so a visitor cannot pose as another address or as TLS.
import type { IncomingMessage } from 'node:http';

export interface ProxyTrust {
  /** Addresses of the proxies in front of the studio; none by default. */
  trustedProxies: string[];
  /** Whether the studio is always reached over TLS (--secure). */
  secure: boolean;
}

const plain = (address: string) => address.replace(/^::ffff:/, '');

const fromTrusted = (req: IncomingMessage, trust: ProxyTrust) =>
  trust.trustedProxies.map(plain).includes(plain(req.socket.remoteAddress ?? ''));

/**
 * The address of the person asking: behind trusted proxies, the last address of X-Forwarded-For that
 * is not one of them (each proxy appends the address it was reached from; what is left of it, the
 * browser may have written itself).
 */
export function clientAddress(req: IncomingMessage, trust: ProxyTrust): string {
  const socket = plain(req.socket.remoteAddress ?? 'unknown');
  if (!fromTrusted(req, trust)) return socket;
  const trusted = trust.trustedProxies.map(plain);
  const forwarded = String(req.headers['x-forwarded-for'] ?? '')
    .split(',')
    .map((a) => plain(a.trim()))
    .filter(Boolean);
  return forwarded.reverse().find((a) => !trusted.includes(a)) ?? socket;
}

/** Whether the request reached the studio over TLS. */
export function overTls(req: IncomingMessage, trust: ProxyTrust): boolean {
  if (trust.secure) return true;
  return (
    fromTrusted(req, trust) &&
    String(req.headers['x-forwarded-proto'] ?? '')
      .split(',')[0]
      ?.trim() === 'https'
  );
}
