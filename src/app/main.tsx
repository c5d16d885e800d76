// Entry of the in-app pages, and of every page in the dev server (history routes).
import { BrowserRouter } from 'react-router-dom';
import { captureSession } from '../platform/session';
import { installNativeBack } from '../platform/bridge';
import { routes } from './routes';
import { AppRoutes } from './appRoutes';
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
      <BrowserRouter>
        <AppRoutes routes={routes} />
      </BrowserRouter>,
      pathKey(window.location.pathname),
    );
}
