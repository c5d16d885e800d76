// Renders the real app (data router, route table with its loaders, shell, lazy screens) at an
// address, as the webview would open it. `router.state.location` tells where the app is now;
// `router.navigate` moves it.
import { render } from '@testing-library/react';
import {
  createMemoryRouter,
  RouterProvider,
  type Location,
  type NavigateFunction,
  type RouteObject,
} from 'react-router-dom';
import { routes, routeTitles } from '../../src/app/routes';
import { appRouteTree } from '../../src/app/shared/router';
import { promoRoutes } from '../../src/app/promoRoutes';
import { captureSession } from '../../src/platform/base/session';

interface RouterProbe {
  state: { location: Location };
  navigate: NavigateFunction;
}

function renderTree(url: string, tree: RouteObject[]) {
  const router = createMemoryRouter(tree, { initialEntries: [url] });
  // Where the app is: a page asked for is where it is going, though its code may still be on the way.
  const probe: RouterProbe = {
    get state() {
      return { location: router.state.navigation.location ?? router.state.location };
    },
    navigate: router.navigate,
  };
  return { ...render(<RouterProvider router={router} />), router: probe };
}

export function renderRoute(url: string) {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  captureSession(search);
  return renderTree(url, appRouteTree(routes, routeTitles));
}

/** The promotion funnel at a hash route such as `/register?id=7`. */
export function renderPromo(hashPath: string) {
  return renderTree(hashPath, appRouteTree(promoRoutes));
}
