// Entry of the promotion funnel (hash routes), its own small bundle, on the app's data router.
import { createHashRouter, RouterProvider } from 'react-router-dom';
import { captureSession } from '../platform/base/session';
import { promoRoutes } from './promoRoutes';
import { appRouteTree } from './shared/router';
import { mount } from './base/hydration';
import { onceRouted } from './shared/onceRouted';

captureSession();
const root = document.getElementById('root');
// Hosts send every /promo/… address to this page, but only /promo/ is the funnel: under any other
// path (/promo/nope) each hash route is an unknown address, and shows as one.
const funnel = /^\/promo\/?(index\.html)?$/.test(window.location.pathname);
// The landing page is prerendered for `#/` and `#/register`; other funnel screens render afresh.
const hashPath = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
const key = hashPath === '/register' ? '/' : hashPath;
const router = createHashRouter(appRouteTree(funnel ? promoRoutes : []));
const start = () =>
  root && mount(root, <RouterProvider router={router} />, funnel ? key : window.location.pathname);
if (funnel && root?.dataset.prerendered === key) onceRouted(router, start);
else start();
