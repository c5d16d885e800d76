// Entry of the promotion funnel (hash routes), its own small bundle.
import { RouterProvider } from 'react-router-dom';
import { captureSession } from './platform/session';
import { createPromoRouter } from './promoRouter';
import { mount } from './hydration';

captureSession();
const root = document.getElementById('root');
// The landing page is prerendered for `#/` and `#/register`; other funnel screens render afresh.
const hashPath = window.location.hash.replace(/^#/, '').split('?')[0] || '/';
const key = hashPath === '/register' ? '/' : hashPath;
if (root) mount(root, <RouterProvider router={createPromoRouter()} />, key);
