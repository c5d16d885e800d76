// The company site and in-app pages under one shell; any other path is the not-found screen.
import { Route, Routes } from 'react-router-dom';
import { routes } from './routes';
import NotFound from './screens/common/NotFound';
import { AppShell } from './AppShell';

export function AppRoutes() {
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
