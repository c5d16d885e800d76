// Build-time rendering of the public pages (company site, promotion landing) to HTML, so a visitor
// reads them before any JavaScript runs; the client entries then hydrate. Never shipped to browsers.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createPath, Router, type Navigator } from 'react-router';
import { SitePage } from './base/SitePage';
import { siteRoutes } from './base/siteRoutes';
import { promoRoutes } from './promoRoutes';
import { AppRoutes, preparePage } from './shared/router';
import type { OpenDeclaration } from '../runtime/opening/openScreen';
import { OpeningSkeleton } from '../runtime/shared/OpeningSkeleton';
import { config } from '../config';
import { endpointPath, endpoints, isEndpointName, type Endpoint } from '../platform/endpoints';
import type { OpeningPayloadDeclaration } from '../runtime/openingRequest';
import { Loading } from '../ui/base/Loading';

async function toHtml(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export function renderSitePage(path: string): Promise<string> {
  const page = siteRoutes.find((route) => route.path === path);
  if (!page) throw new Error(`no company-site page at ${path}`);
  return toHtml(<SitePage path={path} Screen={page.Component} />);
}

const refuse = () => {
  throw new Error('a page rendered at build time cannot navigate');
};

/**
 * Links as the funnel's HashRouter writes them (`#/agreementTemplate`): hydration keeps the hrefs it
 * finds, and a link tapped before the scripts are in must stay on the funnel's page.
 */
const hashLinks: Navigator = {
  createHref: (to) => `#${typeof to === 'string' ? to : createPath(to)}`,
  go: refuse,
  push: refuse,
  replace: refuse,
};

/** The promotion landing on the funnel's own route tree, as its entry renders it. */
export async function renderPromoLanding(): Promise<string> {
  await preparePage(promoRoutes, '/', '');
  return toHtml(
    <Router location="/" navigator={hashLinks} static useTransitions={false}>
      <AppRoutes routes={promoRoutes} />
    </Router>,
  );
}

export { inAppPages } from './routes';

/** An in-app page's shell: its title and skeleton, painted before any script runs. */
export const renderInAppShell = (title: string | undefined) =>
  toHtml(title ? <OpeningSkeleton title={title} /> : <Loading />);

/**
 * What a prerendered in-app page's boot script needs to send the screen's opening request itself,
 * before the app arrives (src/app/boot.ts): the endpoint's method, address and client, the payload's
 * part of the screen's `open` (built by the app's own function, src/runtime/openingRequest.ts), and
 * where the session parameters come from. The app takes the answer over only when it would have sent
 * exactly the same request (src/platform/http.ts).
 */
export function openingRequestSpec(open: OpenDeclaration | undefined) {
  if (!open || !isEndpointName(open.endpoint)) return undefined;
  const endpoint: Endpoint = endpoints[open.endpoint];
  const { params, required, fixed } = open;
  return {
    method: endpoint.method,
    path: endpointPath(open.endpoint),
    apiBase: config.apiBase,
    client: endpoint.client,
    headerParams: endpoint.client === 'shared' ? [] : [...config.headerParams[endpoint.client]],
    open: { params, required, fixed } satisfies OpeningPayloadDeclaration,
    sessionParams: [...config.sessionParams],
    sessionKey: config.storageKeys.session,
    timeoutMs: config.httpTimeoutMs,
  };
}

export type OpeningRequestSpec = NonNullable<ReturnType<typeof openingRequestSpec>>;
