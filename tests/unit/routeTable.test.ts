// The route table (src/app/routeTable.ts) is the one list of addresses: the routers, the build's
// prerendered pages and the tests' list of every address are derived from it, so a route added to
// the table is routed, prerendered and listed with no other edit.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { inAppTable, promoTable, sitePaths, siteTable } from '../../src/app/routeTable';
import { inAppPages, inAppPagesOf, routes } from '../../src/app/routes';
import { siteRoutes } from '../../src/app/base/siteRoutes';
import { addressesOf, routes as listedAddresses } from '../e2e/routeList';
import orderDetails from '../../schemas/screens/orderDetails.json';

const pathsOf = (table: readonly { path: string }[]) => table.map((r) => r.path);
const tables = { site: siteTable, inApp: inAppTable, promo: promoTable };

describe('the route table', () => {
  it('is what the in-app router routes: the company site, then the in-app pages', () => {
    expect(routes.map((r) => r.path)).toEqual([...pathsOf(siteTable), ...pathsOf(inAppTable)]);
    expect(pathsOf(siteRoutes)).toEqual(pathsOf(siteTable));
  });

  it('is what the build prerenders: a document per site page, a shell per in-app page', () => {
    expect(sitePaths).toEqual(pathsOf(siteTable));
    expect(pathsOf(inAppPages)).toEqual(pathsOf(inAppTable));
    // tools/bundle/prerender.ts takes its site pages from the table, not from a list of its own.
    const prerender = readFileSync(join(import.meta.dirname, '../../tools/bundle/prerender.ts'), 'utf8');
    expect(prerender).toMatch(
      /import \{ sitePaths as SITE_PAGES[^}]*\} from '\.\.\/\.\.\/src\/app\/routeTable\.ts'/,
    );
    expect(prerender).not.toMatch(/SITE_PAGES = \[/);
  });

  it('is what the tests list as every address, each route at least once', () => {
    const listed = new Set(listedAddresses.map((a) => a.split('?')[0]));
    for (const path of [...pathsOf(siteTable), ...pathsOf(inAppTable)]) expect(listed).toContain(path);
    for (const path of pathsOf(promoTable)) expect(listed).toContain(`/promo/#${path}`);
    expect(listedAddresses).toEqual(addressesOf(tables));
  });

  it('routes, prerenders and lists a new route with no other edit', () => {
    const added = {
      path: '/orderDetailsV4',
      screen: 'src/screens/loan/OrderDetails.tsx',
      schema: 'orderDetails',
    } as const;
    const pages = inAppPagesOf([...inAppTable, added]);
    const page = pages.find((p) => p.path === added.path);
    // Its shell shows the screen's title, and its loader opens the screen's data.
    expect(page).toMatchObject({ screen: added.screen, title: orderDetails.title, open: orderDetails.open });
    expect(addressesOf({ ...tables, inApp: [...inAppTable, added] })).toContain(added.path);
    expect(addressesOf({ ...tables, site: [...siteTable, { path: '/Careers', screen: 'x' }] })).toContain(
      '/Careers',
    );
    expect(addressesOf({ ...tables, promo: [...promoTable, { path: '/welcome', screen: 'x' }] })).toContain(
      '/promo/#/welcome',
    );
  });
});
