// Starts an app of history routes (the company site, the in-app pages) on #root.
import { BrowserRouter } from 'react-router-dom';
import { captureSession } from './platform/session';
import { installNativeBack } from './platform/bridge';
import type { AppRoute } from './siteRoutes';
import { AppRoutes } from './appRoutes';
import { mount, pathKey } from './hydration';

export function startHistoryApp(routes: AppRoute[]): void {
  // A campaign link opened on the root (/#/downloadTemplate?…) belongs to the promotion funnel.
  if (window.location.hash.startsWith('#/')) {
    window.location.replace(`/promo/${window.location.hash}`);
    return;
  }
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
