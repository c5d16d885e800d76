// The route table of CONTRACT.md section 2 (src/app/routeTable.ts), for React Router. Each in-app
// screen is its own chunk, fetched when first visited; a screen whose schema declares `open` starts
// its opening request as its page is shown, while its code is still on the way.
import { Loading } from '../ui/base/Loading';
import { markPageLook } from '../ui/base/pageLook';
import type { OpenDeclaration } from '../runtime/opening/openScreen';
import { OpeningSkeleton } from '../runtime/shared/OpeningSkeleton';
import { CodeRoute, screenCode } from '../runtime/shared/screenCode';
import { openedRoute } from '../runtime/opening/openedRoute';
import type { AppRoute } from './shared/router';
import { siteRoutes } from './base/siteRoutes';
import { inAppTable, screenMetaKey, type InAppScreen, type RouteEntry } from './routeTable';
// Each screen's code, and what the table's pages read of their screen files (not the whole files).
import { metas, screens } from 'virtual:routes/in-app';

interface InAppPage {
  path: string;
  /** The screen's module, by its path: its shell preloads the chunks that hold it (tools/bundle/prerender.ts). */
  screen: string;
  load: ScreenLoader;
  /** The screen's title: the skeleton shows it while the code and the data come. */
  title?: string;
  texts?: Record<string, string>;
  /** Where the screen's `open` names failure words among its messages. */
  messages?: Record<string, string>;
  open?: OpenDeclaration;
}

/** An in-app page takes the page look (src/ui/base/pageLook.ts) as its code loads. */
const inAppCode = (load: ScreenLoader) =>
  screenCode(() => {
    markPageLook();
    return load().then((m) => m.default);
  });

function inApp({ path, load, title, texts, messages, open }: InAppPage): AppRoute {
  const code = inAppCode(load);
  if (!open || !title) {
    const fallback = title ? <OpeningSkeleton title={title} /> : <Loading />;
    return { path, element: <CodeRoute code={code} fallback={fallback} />, handle: { prepare: code } };
  }
  const { Route, prepare } = openedRoute(code, { title, texts, messages, open });
  return { path, element: <Route />, handle: { prepare } };
}

/** The in-app pages of a route table: each address with its screen's code and schema. */
export const inAppPagesOf = (table: readonly (RouteEntry & { screen: InAppScreen })[]): InAppPage[] =>
  table.map((entry) => {
    const key = screenMetaKey(entry);
    return { path: entry.path, screen: entry.screen, load: screens[entry.screen], ...(key && metas[key]) };
  });

export const inAppPages: InAppPage[] = inAppPagesOf(inAppTable);

/** Every route under the app shell: the company-site pages, then the in-app pages. */
export const routes: AppRoute[] = [
  ...siteRoutes.map(({ path, Component }) => ({ path, Component })),
  ...inAppPages.map(inApp),
];
