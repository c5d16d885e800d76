// The promotion funnel's hash routes (CONTRACT.md section 2, src/app/routeTable.ts), on the same data
// router as the in-app pages (src/app/shared/router.tsx): each screen's code is its own chunk, fetched when the
// route is first visited.
import type { RouteObject } from 'react-router-dom';
import { promoTable } from './routeTable';
import { screens } from 'virtual:routes/promo';

export const promoRoutes: RouteObject[] = promoTable.map(({ path, screen }) => ({
  path,
  lazy: async () => ({ Component: (await screens[screen]()).default }),
}));
