// The in-app route tree for React Router's data router: every page under the app shell, the
// not-found screen for any other address, and a plain message if a route cannot load at all (its
// code could not be fetched, say), never React Router's developer page.
import { Outlet, useLocation, useNavigation, type RouteObject } from 'react-router-dom';
import { message } from '../../config';
import { browser } from '../../platform/browser';
import { CurrentPath } from '../../runtime/base/currentPath';
import { OpeningSkeleton } from '../../runtime/shared/OpeningSkeleton';
import NotFound from './NotFound';
import { AppShell } from '../base/AppShell';
import { pathKey } from '../base/hydration';

/** Page titles by path, for the skeleton shown the moment another page is asked for. */
type Titles = Record<string, string | undefined>;

function Layout({ titles }: { titles: Titles }) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  // The next page's code (and the router's loader call) take a moment: its skeleton shows at once,
  // over the page being left, which stays mounted in case the navigation does not complete.
  const next = navigation.location?.pathname;
  const pending = next !== undefined && next !== pathname;
  return (
    <CurrentPath value={pathKey(pending ? next : pathname)}>
      <AppShell>
        {pending ? <OpeningSkeleton title={titles[pathKey(next)] ?? ''} /> : null}
        <div className={pending ? 'route route--leaving' : 'route'}>
          <Outlet />
        </div>
      </AppShell>
    </CurrentPath>
  );
}

function RouteError() {
  return (
    <main className="page page--center" role="alert">
      <h1>{message('crashTitle')}</h1>
      <p>{message('crashText')}</p>
      <button type="button" className="btn btn--primary" onClick={() => browser.reload()}>
        {message('retry')}
      </button>
    </main>
  );
}

export function appRouteTree(routes: RouteObject[], titles: Titles = {}): RouteObject[] {
  return [
    {
      element: <Layout titles={titles} />,
      ErrorBoundary: RouteError,
      children: [...routes, { path: '*', Component: NotFound }],
    },
  ];
}
