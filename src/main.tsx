// Entry of the company site and the in-app pages (history routes).
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { captureSession } from './platform/session';
import { installNativeBack } from './platform/bridge';
import { createAppRouter } from './appRouter';

// A campaign link opened on the root (/#/downloadTemplate?…) belongs to the promotion funnel.
if (window.location.hash.startsWith('#/')) {
  window.location.replace(`/promo/${window.location.hash}`);
} else {
  captureSession();
  installNativeBack();
  const root = document.getElementById('root');
  if (root) createRoot(root).render(<RouterProvider router={createAppRouter()} />);
}
