// Renders the real app (route table, shell, lazy screens) at an address, as the webview would open it.
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { routeObjects } from '../../src/appRouter';
import { promoRouteObjects } from '../../src/promoRouter';
import { captureSession } from '../../src/platform/session';

export function renderRoute(url: string) {
  const search = url.includes('?') ? url.slice(url.indexOf('?')) : '';
  captureSession(search);
  const router = createMemoryRouter(routeObjects, { initialEntries: [url] });
  const utils = render(<RouterProvider router={router} />);
  return { ...utils, router };
}

/** The promotion funnel at a hash route such as `/register?id=7`. */
export function renderPromo(hashPath: string) {
  const router = createMemoryRouter(promoRouteObjects, { initialEntries: [hashPath] });
  const utils = render(<RouterProvider router={router} />);
  return { ...utils, router };
}
