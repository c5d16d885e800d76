// Entry of the promotion funnel (hash routes), its own small bundle, on the app's router.
import { HashRouter } from 'react-router-dom';
import { captureSession } from '../platform/base/session';
import { installNativeBack } from '../platform/bridge';
import { promoRoutes } from './promoRoutes';
import { AppRoutes, preparePage } from './shared/router';
import { mount } from './base/hydration';

captureSession();
installNativeBack();
const root = document.getElementById('root');
// Hosts send every /promo/… address to this page, but only /promo/ is the funnel: under any other
// path (/promo/nope) each hash route is an unknown address, and shows as one.
const funnel = /^\/promo\/?(index\.html)?$/.test(window.location.pathname);
const routes = funnel ? promoRoutes : [];
// The landing page is prerendered for `#/` and `#/register`; other funnel screens render afresh.
const { pathname: hashPath, search } = new URL(
  window.location.hash.replace(/^#/, '') || '/',
  window.location.origin,
);
const key = hashPath === '/register' ? '/' : hashPath;
const app = (
  <HashRouter useTransitions={false}>
    <AppRoutes routes={routes} />
  </HashRouter>
);
const start = () => root && mount(root, app, funnel ? key : window.location.pathname);
if (funnel && root?.dataset.prerendered === key) void preparePage(routes, hashPath, search).then(start);
else start();
