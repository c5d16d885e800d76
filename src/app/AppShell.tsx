// What every entry shares: the theme colour, a boundary against render errors and a loading state
// while a lazy screen arrives. antd-mobile is set up by the screens that use it (routes.tsx).
import { Suspense, type ReactNode } from 'react';
import { config } from '../config';
import { ErrorBoundary } from '../screens/common/ErrorBoundary';
import { Loading } from '../screens/common/Loading';
import '../styles.css';

// Theme colours are configuration; antd-mobile reads them as CSS variables, also in its popups.
if (typeof document !== 'undefined') {
  const rootStyle = document.documentElement.style;
  rootStyle.setProperty('--adm-color-primary', config.themeColor);
  rootStyle.setProperty('--theme-color', config.themeColor);
  rootStyle.setProperty('--theme-font-color', config.fontColor);
  rootStyle.setProperty('--disabled-color', config.disabledButtonColor);
}

export function AppShell({ children }: { children: ReactNode }) {
  return (
    <ErrorBoundary>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}
