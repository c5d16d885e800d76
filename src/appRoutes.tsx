// A route table under the app shell; any other path is the not-found screen.
import { Route, Routes } from 'react-router-dom';
import type { AppRoute } from './siteRoutes';
import NotFound from './screens/common/NotFound';
import { AppShell } from './AppShell';

export function AppRoutes({ routes }: { routes: AppRoute[] }) {
  return (
    <AppShell>
      <Routes>
        {routes.map(({ path, Component }) => (
          <Route key={path} path={path} element={<Component />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Routes>
    </AppShell>
  );
}
