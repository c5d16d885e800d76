// What every entry shares: the theme colour, a boundary against render errors, a loading state
// while a lazy screen arrives, and the store of the state that outlives a screen (src/runtime/state/).
// antd-mobile is set up by the two kit pieces that still use it (src/platform/antdSetup.ts).
import { Provider as StateProvider } from 'jotai';
import { Suspense, type ReactNode } from 'react';
import { config } from '../../config';
import { ErrorBoundary } from '../../ui/base/ErrorBoundary';
import { Loading } from '../../ui/base/Loading';
import '../../styles.css';

// Theme colours are configuration; antd-mobile reads them as CSS variables, also in its popups.
if (typeof document !== 'undefined') {
  const rootStyle = document.documentElement.style;
  rootStyle.setProperty('--adm-color-primary', config.themeColor);
  rootStyle.setProperty('--theme-color', config.themeColor);
  rootStyle.setProperty('--theme-font-color', config.fontColor);
  rootStyle.setProperty('--disabled-color', config.disabledButtonColor);
}

export function AppShell({ children }: { children: ReactNode }) {
  // One store per mounted app: what it holds is read from storage when first used, so a webview
  // opened afresh (or a test's new render) starts from storage alone.
  return (
    <StateProvider>
      <ErrorBoundary>
        <Suspense fallback={<Loading />}>{children}</Suspense>
      </ErrorBoundary>
    </StateProvider>
  );
}
