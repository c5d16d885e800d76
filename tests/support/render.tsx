// Renders the real app (data router, route table with its loaders, shell, lazy screens) at an
// address, as the webview would open it. `router.state.location` tells where the app is now;
// `router.navigate` moves it.
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import {
  createMemoryRouter,
  MemoryRouter,
  RouterProvider,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { routes, routeTitles } from '../../src/app/routes';
import { appRouteTree } from '../../src/app/router';
import { PromoRoutes } from '../../src/app/promoRoutes';
import { captureSession } from '../../src/platform/session';

interface RouterProbe {
  state: { location: Location };
  navigate: NavigateFunction;
}

function Probe({ probe }: { probe: { location?: Location; navigate?: NavigateFunction } }) {
  const location = useLocation();
  const navigate = useNavigate();
  probe.location = location;
  probe.navigate = navigate;
  useEffect(() => {
    probe.location = location;
  }, [location, probe]);
  return null;
}

function renderAt(url: string, tree: ReactNode) {
  const probe: { location?: Location; navigate?: NavigateFunction } = {};
  const utils = render(
    <MemoryRouter initialEntries={[url]}>
      <Probe probe={probe} />
      {tree}
    </MemoryRouter>,
  );
  const router: RouterProbe = {
    get state() {
      return { location: probe.location as Location };
    },
    navigate: ((to: never, options?: never) => probe.navigate?.(to, options)) as NavigateFunction,
  };
  return { ...utils, router };
}

export function renderRoute(url: string) {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  captureSession(search);
  const router = createMemoryRouter(appRouteTree(routes, routeTitles), { initialEntries: [url] });
  // Where the app is: a page asked for is where it is going, though its code may still be on the way.
  const probe: RouterProbe = {
    get state() {
      return { location: router.state.navigation.location ?? router.state.location };
    },
    navigate: router.navigate,
  };
  return { ...render(<RouterProvider router={router} />), router: probe };
}

/** The promotion funnel at a hash route such as `/register?id=7`. */
export function renderPromo(hashPath: string) {
  return renderAt(hashPath, <PromoRoutes />);
}
