// Entry of the prerendered company-site pages (tools/prerender.ts names it in their data-app): the
// site's routes only, so a visitor of the site never loads the in-app route table.
import { siteRoutes } from './siteRoutes';
import { startHistoryApp } from './startHistoryApp';

startHistoryApp(siteRoutes);
