// The team studio's HTTP API as the page calls it: JSON both ways, the session's CSRF token on every
// request that changes something, and the server's own sentence when it refuses.
import { CSRF_HEADER } from '../../shared/teamProtocol';

export class TeamApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown>,
  ) {
    super(message);
  }
}

let csrf = '';
let sessionEnded: (sentence: string) => void = () => {};

/** Told when the server no longer knows the page's session, so the page can ask to sign in again. */
export const onSessionEnded = (listener: (sentence: string) => void) => {
  sessionEnded = listener;
};

/** Where the page signs in, finds its session and signs out. */
export const SESSION = '/api/session';

/** The token of the session the page signed in with (or found). */
export const setCsrf = (token: string) => {
  csrf = token;
};

/** The headers a request that changes something carries: the session's CSRF token. */
export const csrfHeaders = (): Record<string, string> => (csrf ? { [CSRF_HEADER]: csrf } : {});

export async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (method !== 'GET') Object.assign(headers, csrfHeaders());
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers,
      credentials: 'same-origin',
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    throw new TeamApiError(0, 'The studio did not answer. Check the connection and try again.', {});
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const sentence =
      typeof answer.error === 'string' ? answer.error : `The studio answered ${response.status}.`;
    // A 401 on the sign-in itself is a wrong name or password, not an ended session.
    if (response.status === 401 && path !== SESSION) sessionEnded(sentence);
    throw new TeamApiError(response.status, sentence, answer);
  }
  return answer as T;
}

/** A query string part, escaped. */
export const q = (value: string) => encodeURIComponent(value);
