// The route tree of every entry, for React Router's declarative router: every page under the app
// shell, the not-found screen for any other address, and a plain message with a reload if a page
// cannot show at all (its code could not be fetched, say). A route may say how to prepare its page
// before the first render: its code, and its opening request where it has one.
import { useMemo } from 'react';
import { matchRoutes, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { browser } from '../../platform/browser';
import { CurrentPath } from '../../runtime/base/currentPath';
import { ErrorBoundary } from '../../ui/base/ErrorBoundary';
import NotFound from './NotFound';
import { AppShell } from '../base/AppShell';
import { pathKey } from '../base/pathKey';

export type AppRoute = RouteObject & {
  /** Starts what the page needs at `search`; settles once it is there. */
  handle?: { prepare(search: string): Promise<unknown> };
};

function Layout() {
  const path = pathKey(useLocation().pathname);
  return (
    <CurrentPath value={path}>
      <AppShell>
        <ErrorBoundary key={path} retry={() => browser.reload()}>
          <Outlet />
        </ErrorBoundary>
      </AppShell>
    </CurrentPath>
  );
}

const tree = (routes: AppRoute[]): RouteObject[] => [
  { element: <Layout />, children: [...routes, { path: '*', Component: NotFound }] },
];

/** The app at the router's address. */
export function AppRoutes({ routes }: { routes: AppRoute[] }) {
  return useRoutes(useMemo(() => tree(routes), [routes]));
}

/** Starts what the page at `pathname` needs before the first render; settles once it is there. */
export function preparePage(routes: AppRoute[], pathname: string, search: string): Promise<unknown> {
  const route = matchRoutes(tree(routes), pathname)?.at(-1)?.route as AppRoute | undefined;
  return route?.handle?.prepare(search) ?? Promise.resolve();
}
