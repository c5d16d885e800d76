// Entry of the in-app pages, and of every page in the dev server (history routes), on React Router:
// the first page's code and opening request start before React does (src/app/routes.tsx).
import { BrowserRouter } from 'react-router-dom';
import { captureSession } from '../platform/base/session';
import { installNativeBack } from '../platform/bridge';
import { routes } from './routes';
import { AppRoutes, preparePage } from './shared/router';
import { mount } from './base/hydration';
import { pathKey } from './base/pathKey';

// A campaign link opened on the root (/#/downloadTemplate?…) belongs to the promotion funnel; the
// prerendered root page sends it on in src/app/boot.ts, this covers every other page and the dev server.
if (window.location.hash.startsWith('#/')) {
  window.location.replace(`/promo/${window.location.hash}`);
} else {
  captureSession();
  installNativeBack();
  const root = document.getElementById('root');
  const { pathname, search } = window.location;
  const key = pathKey(pathname);
  const ready = preparePage(routes, pathname, search);
  // Each page renders once: a navigation commits at once, its skeleton showing while it comes.
  const app = (
    <BrowserRouter useTransitions={false}>
      <AppRoutes routes={routes} />
    </BrowserRouter>
  );
  const start = () => root && mount(root, app, key);
  // The page's prerendered shell already shows its skeleton: React takes over once the screen's
  // code and answer are in, and renders the screen once. Mounted earlier, it rendered that same
  // skeleton again, and the screen only after its answer and React's Suspense reveal throttle.
  if (root?.dataset.shell === key) void ready.then(start);
  else start();
}
