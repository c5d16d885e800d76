import { lazy } from 'react';
import { createHashRouter, Outlet, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import NotFound from './screens/common/NotFound';

const Landing = lazy(() => import('./screens/funnel/Landing'));
const Download = lazy(() => import('./screens/funnel/Download'));
const Agreement = lazy(() => import('./screens/funnel/Agreement'));

export const promoRouteObjects: RouteObject[] = [
  {
    element: (
      <AppShell>
        <Outlet />
      </AppShell>
    ),
    children: [
      { path: '/', element: <Landing /> },
      { path: '/register', element: <Landing /> },
      { path: '/downloadTemplate', element: <Download /> },
      { path: '/agreementTemplate', element: <Agreement /> },
      { path: '*', element: <NotFound /> },
    ],
  },
];

export function createPromoRouter() {
  return createHashRouter(promoRouteObjects);
}
