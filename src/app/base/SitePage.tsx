// A company-site page as its own document: the shell around the one screen, with no router. The build
// prerenders exactly this tree (src/app/prerender.tsx) and the site's entry (src/app/site.tsx) hydrates
// it, so the two always agree.
import type { ComponentType } from 'react';
import { CurrentPath } from '../../runtime/base/currentPath';
import { AppShell } from './AppShell';

export function SitePage({ path, Screen }: { path: string; Screen: ComponentType }) {
  return (
    <CurrentPath value={path}>
      <AppShell>
        <Screen />
      </AppShell>
    </CurrentPath>
  );
}
