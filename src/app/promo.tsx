// Entry of the promotion funnel (hash routes), its own small bundle.
import { HashRouter } from 'react-router-dom';
import { captureSession } from '../platform/session';
import { PromoRoutes } from './promoRoutes';
import { mount } from './hydration';

captureSession();
const root = document.getElementById('root');
// The landing page is prerendered for `#/` and `#/register`; other funnel screens render afresh.
const hashPath = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
const key = hashPath === '/register' ? '/' : hashPath;
if (root)
  mount(
    root,
    <HashRouter>
      <PromoRoutes />
    </HashRouter>,
    key,
  );
