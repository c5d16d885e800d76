// A route table under the app shell; any other path is the not-found screen.
import { Route, Routes, useLocation } from 'react-router-dom';
import type { AppRoute } from './siteRoutes';
import NotFound from '../screens/common/NotFound';
import { AppShell } from './AppShell';
import { CurrentPath } from '../runtime/currentPath';
import { pathKey } from './hydration';

export function AppRoutes({ routes }: { routes: AppRoute[] }) {
  const { pathname } = useLocation();
  return (
    <CurrentPath value={pathKey(pathname)}>
      <AppShell>
        <Routes>
          {routes.map(({ path, Component }) => (
            <Route key={path} path={path} element={<Component />} />
          ))}
          <Route path="*" element={<NotFound />} />
        </Routes>
      </AppShell>
    </CurrentPath>
  );
}
