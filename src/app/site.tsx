// Entry of the prerendered company-site pages (tools/bundle/prerender.ts names it in their data-app). Each
// site page is its own prerendered document and its links load the next one, so this entry only
// hydrates the page it stands on: no router, no in-app route table on a visitor's first load. A static
// host's history fallback serves the root page for every other address; there the whole app starts,
// which knows the in-app routes and the not-found screen.
import { captureSession } from '../platform/base/session';
import { siteRoutes } from './base/siteRoutes';
import { SitePage } from './base/SitePage';
import { mount } from './base/hydration';
import { pathKey } from './base/pathKey';

const path = pathKey(window.location.pathname);
const page = siteRoutes.find((route) => route.path === path);
const root = document.getElementById('root');
if (!page) {
  void import('./main');
} else if (root) {
  captureSession();
  mount(root, <SitePage path={path} Screen={page.Component} />, path);
}
