// The promotion funnel's hash routes (CONTRACT.md section 2).
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppShell } from './AppShell';
import NotFound from '../screens/common/NotFound';

const Landing = lazy(() => import('../screens/funnel/Landing'));
const Download = lazy(() => import('../screens/funnel/Download'));
const Agreement = lazy(() => import('../screens/funnel/Agreement'));

export function PromoRoutes() {
  return (
    <AppShell>
      <Routes>
        <Route path="/" element={<Landing />} />
        <Route path="/register" element={<Landing />} />
        <Route path="/downloadTemplate" element={<Download />} />
        <Route path="/agreementTemplate" element={<Agreement />} />
        <Route path="*" element={<NotFound />} />
      </Routes>
    </AppShell>
  );
}
