// The company-site part of the route table (CONTRACT.md section 2): the pages prerendered at build
// time. Kept apart from the in-app routes so the site's own entry (src/site.tsx) carries only these.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export type Screen = LazyExoticComponent<ComponentType>;
export type Loader = () => Promise<{ default: ComponentType }>;

export interface AppRoute {
  path: string;
  Component: Screen;
}

/** A company-site page: plain HTML and CSS, no antd-mobile. */
const screen = (load: Loader): Screen => lazy(load);

export const siteRoutes: AppRoute[] = [
  { path: '/', Component: screen(() => import('../screens/site/Home')) },
  { path: '/About', Component: screen(() => import('../screens/site/About')) },
  { path: '/User', Component: screen(() => import('../screens/site/User')) },
  { path: '/Policy', Component: screen(() => import('../screens/site/Policy')) },
  { path: '/Loan', Component: screen(() => import('../screens/site/Loan')) },
  { path: '/Contact', Component: screen(() => import('../screens/site/Contact')) },
];
