// The promotion funnel's hash routes (CONTRACT.md section 2, src/app/routeTable.ts).
import { lazy, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppShell } from './AppShell';
import { promoTable, type PromoScreen } from './routeTable';
import NotFound from '../screens/common/NotFound';

/** Each funnel screen's code; the compiler holds this to the screens the table names. */
const screens: Record<PromoScreen, ComponentType> = {
  'src/screens/funnel/Landing.tsx': lazy(() => import('../screens/funnel/Landing')),
  'src/screens/funnel/Download.tsx': lazy(() => import('../screens/funnel/Download')),
  'src/screens/funnel/Agreement.tsx': lazy(() => import('../screens/funnel/Agreement')),
};

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
