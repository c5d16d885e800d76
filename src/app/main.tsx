// Entry of the in-app pages, and of every page in the dev server (history routes), on React Router's
// data router: a route's loader starts the screen's opening request at navigation (src/app/routes.tsx).
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { captureSession } from '../platform/base/session';
import { installNativeBack } from '../platform/bridge';
import { routes, routeTitles } from './routes';
import { appRouteTree } from './shared/router';
import { mount, pathKey } from './base/hydration';
import { openingsAnswered } from '../runtime/opening/routing';
import { onceRouted } from './shared/onceRouted';

// A campaign link opened on the root (/#/downloadTemplate?…) belongs to the promotion funnel; the
// prerendered root page sends it on in src/app/boot.ts, this covers every other page and the dev server.
if (window.location.hash.startsWith('#/')) {
  window.location.replace(`/promo/${window.location.hash}`);
} else {
  captureSession();
  installNativeBack();
  const root = document.getElementById('root');
  const router = createBrowserRouter(appRouteTree(routes, routeTitles));
  const key = pathKey(window.location.pathname);
  const start = () => root && mount(root, <RouterProvider router={router} />, key);
  // The page's prerendered shell already shows its skeleton: React takes over once the router holds
  // the screen's code and answer, and renders the screen once. Mounted earlier, it rendered that same
  // skeleton again, and the screen only after its answer and React's Suspense reveal throttle.
  if (root?.dataset.shell === key)
    onceRouted(router, (state) => void openingsAnswered(state.loaderData).then(start));
  else start();
}
