// The page-wide look of the in-app pages: what antd-mobile's global stylesheet gave them while every
// in-app page loaded antd-mobile (13-px text in its font and colour, links in the theme colour, no tap
// highlight). Now that antd-mobile is off their first load (issue 10), inApp.css keeps that look. It
// applies under <html data-in-app>: the prerendered in-app shells carry it, and the app sets it when an
// in-app page's code loads, so the company-site pages, which never had antd-mobile, keep theirs.
import './inApp.css';

export function markInApp(): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.inApp = '';
}
