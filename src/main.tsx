// Entry of the company site and the in-app pages (history routes).
import { BrowserRouter } from 'react-router-dom';
import { captureSession } from './platform/session';
import { installNativeBack } from './platform/bridge';
import { AppRoutes } from './appRoutes';
import { mount, pathKey } from './hydration';

// A campaign link opened on the root (/#/downloadTemplate?…) belongs to the promotion funnel.
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
        <AppRoutes />
      </BrowserRouter>,
      pathKey(window.location.pathname),
    );
}
