// Build-time rendering of the public pages (company site, promotion landing) to HTML, so a visitor
// reads them before any JavaScript runs; the client entries then hydrate. Never shipped to browsers.
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RouteObject } from 'react-router-dom';
import { routeObjects } from './appRouter';
import { promoRouteObjects } from './promoRouter';

async function toHtml(routes: RouteObject[], path: string): Promise<string> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`prerender of ${path} answered a redirect`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // hydrate={false}: the router must not inline its state in a <script>; the CSP forbids inline scripts.
  const { prelude } = await prerenderToNodeStream(<StaticRouterProvider router={router} context={context} hydrate={false} />);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export const renderSitePage = (path: string) => toHtml(routeObjects, path);
export const renderPromoLanding = () => toHtml(promoRouteObjects, '/');

export { routes } from './routes';
