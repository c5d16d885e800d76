// Build-time rendering of the public pages (company site, promotion landing) to HTML, so a visitor
// reads them before any JavaScript runs; the client entries then hydrate. Never shipped to browsers.
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './appRoutes';
import { siteRoutes } from './siteRoutes';
import { PromoRoutes } from './promoRoutes';
import { OpeningSkeleton } from '../runtime/opening';
import { Loading } from '../ui/Loading';

async function toHtml(app: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(app);
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

export const renderSitePage = (path: string) =>
  toHtml(
    <StaticRouter location={path}>
      <AppRoutes routes={siteRoutes} />
    </StaticRouter>,
  );

export const renderPromoLanding = () =>
  toHtml(
    <StaticRouter location="/">
      <PromoRoutes />
    </StaticRouter>,
  );

export { inAppPages } from './routes';

/** An in-app page's shell: its title and skeleton, painted before any script runs (issue 10). */
export const renderInAppShell = (title: string | undefined) =>
  toHtml(title ? <OpeningSkeleton title={title} /> : <Loading />);
