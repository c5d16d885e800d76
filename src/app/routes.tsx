// The route table of CONTRACT.md section 2 (src/app/routeTable.ts), for React Router's data router.
// Each in-app screen is its own chunk, fetched when first visited; a screen whose schema declares
// `open` has a loader that starts its opening request at navigation, while its code is still on the
// way.
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { Loading } from '../ui/base/Loading';
import { markPageLook } from '../ui/base/pageLook';
import type { OpenDeclaration } from '../runtime/opening/openScreen';
import { openingLoader } from '../runtime/opening/routing';
import { OpeningSkeleton } from '../runtime/shared/OpeningSkeleton';
import { withOpening } from '../runtime/opening/withOpening';
import { siteRoutes } from './base/siteRoutes';
import { inAppTable, screenMetaKey, type InAppScreen, type RouteEntry } from './routeTable';
// Each screen's code, and what the table's pages read of their screen files (not the whole files).
import { metas, screens } from 'virtual:routes/in-app';

interface InAppPage {
  path: string;
  /** The screen's module, by its path: its shell preloads the chunks that hold it (tools/prerender.ts). */
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
const inAppCode = (load: ScreenLoader) => () => {
  markPageLook();
  return load().then((m) => m.default);
};

function inApp({ path, load, title, texts, messages, open }: InAppPage): RouteObject {
  const code = inAppCode(load);
  const Fallback = () => (title ? <OpeningSkeleton title={title} /> : <Loading />);
  if (!open || !title)
    return { path, HydrateFallback: Fallback, lazy: async () => ({ Component: await code() }) };
  const meta = { title, texts, messages, open };
  return {
    path,
    HydrateFallback: Fallback,
    // Static, so the router calls it at once, in parallel with `lazy`.
    loader: openingLoader(open),
    lazy: async () => ({ Component: withOpening((await code()) as ComponentType, meta) }),
  };
}

/** The in-app pages of a route table: each address with its screen's code and schema. */
export const inAppPagesOf = (table: readonly (RouteEntry & { screen: InAppScreen })[]): InAppPage[] =>
  table.map((entry) => {
    const key = screenMetaKey(entry);
    return { path: entry.path, screen: entry.screen, load: screens[entry.screen], ...(key && metas[key]) };
  });

export const inAppPages: InAppPage[] = inAppPagesOf(inAppTable);

/** Every route under the app shell: the company-site pages, then the in-app pages. */
export const routes: RouteObject[] = [
  ...siteRoutes.map(({ path, Component }) => ({ path, Component })),
  ...inAppPages.map(inApp),
];

/** The title of each in-app page that has one, for the skeleton shown while it comes. */
export const routeTitles: Record<string, string | undefined> = Object.fromEntries(
  inAppPages.map((p) => [p.path, p.title]),
);
