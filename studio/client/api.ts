// The studio's one door to its server (studio/server/): every request of the browser side goes
// through here, with the shapes of the wire protocol (studio/shared/protocol.ts), so a test can stand
// in for the server at this one layer.
import {
  API,
  type AnswerOf,
  type Problem,
  type Refusal,
  type RequestOf,
  type Route,
} from '../shared/protocol';

/** A refusal of the server, with the check's problems when it gave them. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

/**
 * Asks the server one route (`METHOD name`): a GET sends its request as the query, a POST as a JSON
 * body.
 */
async function call<R extends Route>(route: R, request: RequestOf<R>): Promise<AnswerOf<R>> {
  const [method, name] = route.split(' ') as ['GET' | 'POST', string];
  const post = method === 'POST';
  const query = Object.entries(post ? {} : request)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  const response = await fetch(`${API}/${name}${query ? `?${query}` : ''}`, {
    method,
    headers: post ? { 'content-type': 'application/json' } : undefined,
    body: post ? JSON.stringify(request) : undefined,
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const refusal = (body && typeof body === 'object' ? body : {}) as Refusal;
    const problems = Array.isArray(refusal.problems) ? refusal.problems : [];
    const said =
      typeof refusal.error === 'string'
        ? refusal.error
        : problems.length
          ? `the check found ${problems.length === 1 ? 'a mistake' : `${problems.length} mistakes`}: ${problems
              .map((p) => `${p.file}:${p.line} ${p.reason}`)
              .join(' ')}`
          : text.slice(0, 200);
    throw new ApiError(said || `The studio's server answered ${response.status}.`, response.status, problems);
  }
  return body as AnswerOf<R>;
}

export const api = {
  catalogue: () => call('GET catalogue', {}),
  file: (path: string) => call('GET file', { path }),
  draft: (path: string, text: string) => call('POST draft', { path, text }),
  save: (path: string, text: string) => call('POST save', { path, text }),
  changes: () => call('GET changes', {}),
  handoverAvailable: () => call('GET handover', {}),
  handover: (message: string, branch?: string) =>
    call('POST handover', branch ? { message, branch } : { message }),
  /** The rule lists of the file's current draft, with each row's reach (helper "rules"). */
  rules: (path: string) => call('GET rules', { path }),
  /** The preview address of the state in which a rule row wins. */
  show: (path: string, pointer: string, row: number) => call('POST show', { path, pointer, row }),
};
