// The company-site part of the route table (CONTRACT.md section 2, src/app/routeTable.ts): the pages
// prerendered at build time. Kept apart from the in-app routes so the site's own entry (src/app/site.tsx)
// carries only these.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { siteTable } from '../routeTable';
import { screens } from 'virtual:routes/site';

export type Screen = LazyExoticComponent<ComponentType>;

export interface AppRoute {
  path: string;
  Component: Screen;
}

/** Each site screen's code (tools/bundle/routesPlugin.ts, from the table). A site page is plain HTML and CSS, no antd-mobile. */
export const siteRoutes: AppRoute[] = siteTable.map(({ path, screen }) => ({
  path,
  Component: lazy(screens[screen]),
}));
