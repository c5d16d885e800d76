// The promotion funnel's hash routes (CONTRACT.md section 2, src/app/routeTable.ts).
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppShell } from './AppShell';
import { promoTable } from './routeTable';
import NotFound from '../screens/common/NotFound';
import { screens as loaders } from 'virtual:routes/promo';

/** Each funnel screen's code (tools/vite-plugin-routes.ts, from the table), one lazy component each. */
const screens = Object.fromEntries(
  Object.entries(loaders).map(([module, load]) => [module, lazy(load)]),
) as Record<keyof typeof loaders, ReturnType<typeof lazy>>;

export function PromoRoutes() {
  return (
    <AppShell>
      <Routes>
        {promoTable.map(({ path, screen }) => {
          const Screen = screens[screen];
          return <Route key={path} path={path} element={<Screen />} />;
        })}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </AppShell>
  );
}
