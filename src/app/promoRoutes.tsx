// The promotion funnel's hash routes (CONTRACT.md section 2, src/app/routeTable.ts), on the same
// router as the in-app pages (src/app/shared/router.tsx): each screen's code is its own chunk, fetched
// when the route is first visited.
import { CodeRoute, screenCode } from '../runtime/shared/screenCode';
import { Loading } from '../ui/base/Loading';
import type { AppRoute } from './shared/router';
import { promoTable } from './routeTable';
import { screens } from 'virtual:routes/promo';

export const promoRoutes: AppRoute[] = promoTable.map(({ path, screen }) => {
  const code = screenCode(() => screens[screen]().then((m) => m.default));
  return { path, element: <CodeRoute code={code} fallback={<Loading />} />, handle: { prepare: code } };
});
