// Entry of the in-app pages, and of every page in the dev server (history routes), on React Router's
// data router: a route's loader starts the screen's opening request at navigation (src/app/routes.tsx).
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { captureSession } from '../platform/session';
import { installNativeBack } from '../platform/bridge';
import { routes, routeTitles } from './routes';
import { appRouteTree } from './router';
import { mount, pathKey } from './hydration';

// A campaign link opened on the root (/#/downloadTemplate?…) belongs to the promotion funnel; the
// prerendered root page sends it on in src/app/boot.ts, this covers every other page and the dev server.
if (window.location.hash.startsWith('#/')) {
  window.location.replace(`/promo/${window.location.hash}`);
} else {
  captureSession();
  installNativeBack();
  const root = document.getElementById('root');
  if (root)
    mount(
      root,
      <RouterProvider router={createBrowserRouter(appRouteTree(routes, routeTitles))} />,
      pathKey(window.location.pathname),
    );
}
