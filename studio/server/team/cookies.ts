// The session cookie: HttpOnly (no script reads it), SameSite=Strict (no other site's page sends it),
// Path=/, and Secure with the __Host- prefix when the studio is reached over TLS.
import type { IncomingMessage } from 'node:http';

export const cookieName = (secure: boolean) => (secure ? '__Host-studio' : 'studio');

export function sessionCookie(token: string, secure: boolean, maxAgeMs: number): string {
  return [
    `${cookieName(secure)}=${token}`,
    'HttpOnly',
    'SameSite=Strict',
    'Path=/',
    `Max-Age=${Math.floor(maxAgeMs / 1000)}`,
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export const clearedCookie = (secure: boolean) =>
  [
    `${cookieName(secure)}=`,
    'HttpOnly',
    'SameSite=Strict',
    'Path=/',
    'Max-Age=0',
    ...(secure ? ['Secure'] : []),
  ].join('; ');

/** The session token a request carries, or undefined. */
export function tokenOf(req: IncomingMessage, secure: boolean): string | undefined {
  const name = cookieName(secure);
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim() || undefined;
  }
  return undefined;
}
