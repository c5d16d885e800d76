import { createBrowserRouter, Outlet, type RouteObject } from 'react-router-dom';
import { routes } from './routes';
import NotFound from './screens/common/NotFound';
import { AppShell } from './AppShell';

export const routeObjects: RouteObject[] = [
  {
    element: (
      <AppShell>
        <Outlet />
      </AppShell>
    ),
    children: [...routes.map(({ path, Component }) => ({ path, element: <Component /> })), { path: '*', element: <NotFound /> }],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routeObjects);
}
