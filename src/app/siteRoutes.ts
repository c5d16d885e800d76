// The company-site part of the route table (CONTRACT.md section 2, src/app/routeTable.ts): the pages
// prerendered at build time. Kept apart from the in-app routes so the site's own entry (src/site.tsx)
// carries only these.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { siteTable, type SiteScreen } from './routeTable';

export type Screen = LazyExoticComponent<ComponentType>;
export type Loader = () => Promise<{ default: ComponentType }>;

export interface AppRoute {
  path: string;
  Component: Screen;
}

/** A company-site page: plain HTML and CSS, no antd-mobile. */
const screen = (load: Loader): Screen => lazy(load);

/** Each site screen's code; the compiler holds this to the screens the table names. */
const screens: Record<SiteScreen, Screen> = {
  'src/screens/site/Home.tsx': screen(() => import('../screens/site/Home')),
  'src/screens/site/About.tsx': screen(() => import('../screens/site/About')),
  'src/screens/site/User.tsx': screen(() => import('../screens/site/User')),
  'src/screens/site/Policy.tsx': screen(() => import('../screens/site/Policy')),
  'src/screens/site/Loan.tsx': screen(() => import('../screens/site/Loan')),
  'src/screens/site/Contact.tsx': screen(() => import('../screens/site/Contact')),
};

export const siteRoutes: AppRoute[] = siteTable.map(({ path, screen: module }) => ({
  path,
  Component: screens[module],
}));
