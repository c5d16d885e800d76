// Renders the real app (route table, shell, lazy screens) at an address, as the webview would open it.
// `router.state.location` tells where the app is now; `router.navigate` moves it, like the tests of a
// data router would.
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { AppRoutes } from '../../src/app/appRoutes';
import { routes } from '../../src/app/routes';
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
  return renderAt(url, <AppRoutes routes={routes} />);
}

/** The promotion funnel at a hash route such as `/register?id=7`. */
export function renderPromo(hashPath: string) {
  return renderAt(hashPath, <PromoRoutes />);
}
