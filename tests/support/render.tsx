// Renders the real app (router, route table, shell, lazy screens, opening requests) at an address, as
// the webview would open it. `router.state.location` tells where the app is now; `router.navigate`
// moves it.
import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import {
  MemoryRouter,
  useLocation,
  useNavigate,
  type Location,
  type NavigateFunction,
} from 'react-router-dom';
import { routes } from '../../src/app/routes';
import { AppRoutes, type AppRoute } from '../../src/app/shared/router';
import { promoRoutes } from '../../src/app/promoRoutes';
import { captureSession } from '../../src/platform/base/session';

interface Seen {
  location?: Location;
  navigate?: NavigateFunction;
}

/** Keeps what the router says after each of its renders. */
function Probe({ seen }: { seen: Seen }) {
  const location = useLocation();
  const navigate = useNavigate();
  useLayoutEffect(() => {
    seen.location = location;
    seen.navigate = navigate;
  });
  return null;
}

function renderTree(url: string, tree: AppRoute[]) {
  const seen: Seen = {};
  const view = render(
    // As the entries run it (src/app/main.tsx): a navigation commits at once.
    <MemoryRouter initialEntries={[url]} useTransitions={false}>
      <Probe seen={seen} />
      <AppRoutes routes={tree} />
    </MemoryRouter>,
  );
  const router = {
    get state() {
      if (!seen.location) throw new Error('the router has not rendered');
      return { location: seen.location };
    },
    navigate: ((...args: Parameters<NavigateFunction>) => {
      if (!seen.navigate) throw new Error('the router has not rendered');
      return seen.navigate(...args);
    }) as NavigateFunction,
  };
  return { ...view, router };
}

export function renderRoute(url: string) {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  captureSession(search);
  return renderTree(url, routes);
}

/** The promotion funnel at a hash route such as `/register?id=7`. */
export function renderPromo(hashPath: string) {
  return renderTree(hashPath, promoRoutes);
}
