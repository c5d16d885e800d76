// The studio's one door to its server (studio/server/): every request of the browser side goes
// through here, with the shapes of the wire protocol (studio/shared/protocol.ts), so a test can stand
// in for the server at this one layer.
import { createContext, useContext } from 'react';
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

/** Where the routes are answered, and any headers a POST must carry there (a session's CSRF token). */
export interface ApiPlace {
  base: string;
  postHeaders?: () => Record<string, string>;
}

/**
 * Asks the server one route (`METHOD name`): a GET sends its request as the query, a POST as a JSON
 * body.
 */
async function call<R extends Route>(place: ApiPlace, route: R, request: RequestOf<R>): Promise<AnswerOf<R>> {
  const [method, name] = route.split(' ') as ['GET' | 'POST', string];
  const post = method === 'POST';
  const query = Object.entries(post ? {} : request)
    .map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`)
    .join('&');
  const response = await fetch(`${place.base}/${name}${query ? `?${query}` : ''}`, {
    method,
    headers: post ? { 'content-type': 'application/json', ...place.postHeaders?.() } : undefined,
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

/** The routes as answered at `place`: the dev server's studio, or a change's in the team studio. */
export const studioApi = (place: ApiPlace) => ({
  catalogue: () => call(place, 'GET catalogue', {}),
  file: (path: string) => call(place, 'GET file', { path }),
  draft: (path: string, text: string) => call(place, 'POST draft', { path, text }),
  save: (path: string, text: string, savedText?: string) =>
    call(place, 'POST save', savedText === undefined ? { path, text } : { path, text, savedText }),
  changes: () => call(place, 'GET changes', {}),
  handoverAvailable: () => call(place, 'GET handover', {}),
  handover: (message: string, branch?: string) =>
    call(place, 'POST handover', branch ? { message, branch } : { message }),
  /** The rule lists of the file's current draft, with each row's reach (helper "rules"). */
  rules: (path: string) => call(place, 'GET rules', { path }),
  /** The preview address of the state in which a rule row wins. */
  show: (path: string, pointer: string, row: number) => call(place, 'POST show', { path, pointer, row }),
});

export type StudioApiClient = ReturnType<typeof studioApi>;

export const api = studioApi({ base: API });

/** The API the editor's parts talk to: the dev server's, unless a page puts a change's in its place. */
export const ApiContext = createContext<StudioApiClient>(api);
export const useApi = () => useContext(ApiContext);
