// The team studio's request pipeline, the same for every route: the Host must be the studio's own; a
// request that changes state must come from the studio's own page (Origin), carry a body within the
// limit, a live session and that session's CSRF token; the account must have a role the route's action
// allows (permissions.ts). Only then does the route run. Every refusal is `{ error: "<sentence>" }`.
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { CSRF_HEADER } from '../../shared/teamProtocol.ts';
import { HttpError } from '../http.ts';
import { clearedCookie, tokenOf } from './cookies.ts';
import { checkHost, checkOrigin } from './origins.ts';
import { allowed, forbidden, type Action } from './permissions.ts';
import { clientAddress, overTls, type ProxyTrust } from './proxy.ts';
import { Refusal } from './refusal.ts';
import { checkDeclaredSize, readJsonBody, secureHeaders, sendJson, sendRefusal } from './requests.ts';
import { csrfOf } from './sessions.ts';
import type { SignIn, SignedIn } from './signIn.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Context {
  req: IncomingMessage;
  res: ServerResponse;
  params: Record<string, string>;
  query: URLSearchParams;
  address: string;
  secure: boolean;
  /** The session's token, for routes that hand out the CSRF token. */
  token: string | undefined;
  body: () => Promise<Record<string, unknown>>;
}

export interface SignedInContext extends Context {
  who: SignedIn;
  token: string;
}

export type Route =
  | { method: Method; path: string; action: 'public'; handle: (ctx: Context) => Promise<unknown> }
  | {
      method: Method;
      path: string;
      /** 'signedIn': any account; else the action whose roles may. */
      action: Action | 'signedIn';
      handle: (ctx: SignedInContext) => Promise<unknown>;
    };

/** An answer with another status than 200. */
export class Answer {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {}
}

/** The route's parameters if `path` fits its pattern ('/api/changes/:id'), else undefined. */
function fit(pattern: string, path: string): Record<string, string> | undefined {
  const want = pattern.split('/');
  const have = path.split('/');
  if (want.length !== have.length) return undefined;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = have[i]!;
    if (part.startsWith(':')) {
      let decoded: string;
      try {
        decoded = decodeURIComponent(value);
      } catch {
        return undefined;
      }
      if (!decoded || decoded.includes('/')) return undefined;
      params[part.slice(1)] = decoded;
    } else if (part !== value) return undefined;
  }
  return params;
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export interface RouterOptions {
  routes: Route[];
  signIn: SignIn;
  trust: ProxyTrust;
  origins: () => string[];
  log: (line: string) => void;
}

export function router(options: RouterOptions) {
  const { routes, signIn, trust, origins, log } = options;

  async function run(req: IncomingMessage, res: ServerResponse): Promise<void> {
    checkHost(req, origins());
    const url = new URL(req.url ?? '/', 'http://studio.invalid');
    const method = req.method ?? 'GET';
    const fits = routes.flatMap((r) => {
      const params = fit(r.path, url.pathname);
      return params ? [{ route: r, params }] : [];
    });
    if (!fits.length) throw new Refusal(404, `The studio has no page or action at ${url.pathname}.`);
    const found = fits.find((f) => f.route.method === method);
    if (!found) {
      res.setHeader('allow', [...new Set(fits.map((f) => f.route.method))].join(', '));
      throw new Refusal(405, `The address ${url.pathname} does not take ${method}.`);
    }
    const { route, params } = found;
    const changes = method !== 'GET';
    if (changes) {
      checkOrigin(req, origins());
      checkDeclaredSize(req);
    }
    const secure = overTls(req, trust);
    const token = tokenOf(req, secure);
    const ctx: Context = {
      req,
      res,
      params,
      query: url.searchParams,
      address: clientAddress(req, trust),
      secure,
      token,
      body: () => readJsonBody(req),
    };
    let result: unknown;
    if (route.action === 'public') result = await route.handle(ctx);
    else {
      const who = signIn.who(token);
      if (!who || !token) {
        if (token) res.setHeader('set-cookie', clearedCookie(secure));
        throw new Refusal(401, token ? 'Your session has ended. Sign in again.' : 'Sign in first.');
      }
      if (changes && !sameText(String(req.headers[CSRF_HEADER] ?? ''), csrfOf(token)))
        throw new Refusal(
          403,
          'This request lacks the studio’s safety token for your session, so it was refused. Reload the page.',
        );
      if (route.action !== 'signedIn' && !allowed(who.account.roles, route.action))
        throw new Refusal(403, forbidden(route.action));
      result = await route.handle({ ...ctx, who, token });
    }
    if (result instanceof Answer) sendJson(res, result.status, result.body);
    else sendJson(res, 200, result);
  }

  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    secureHeaders(res);
    try {
      await run(req, res);
    } catch (err) {
      if (res.headersSent) return void res.destroy();
      if (err instanceof Refusal) sendRefusal(res, err);
      else if (err instanceof HttpError) sendJson(res, err.status, err.body);
      else {
        log(
          `studio: ${req.method} ${req.url}: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
        );
        sendJson(res, 500, { error: 'The studio failed to answer; its log says why.' });
      }
    }
  };
}
