// The page-wide look of the in-app pages and the company site: what antd-mobile's global stylesheet
// gave them while they loaded its styles (13-px text in its font and colour, links in the theme
// colour, no tap highlight). antd-mobile is off their first load now, so pageLook.css keeps
// that look, under <html data-page-look>: tools/bundle/prerender.ts puts it on the in-app shells and the site
// pages, and the app sets it when an in-app page's code loads. The promotion funnel never had it.
import './pageLook.css';

export function markPageLook(): void {
  if (typeof document !== 'undefined') document.documentElement.dataset.pageLook = '';
}
