// Which addresses of the app's own pages exist: the route table (src/app/routeTable.ts) is the one
// list, so a page a screen file or a Markdown link names must be one of its routes. Shared by the
// screen-file check (names.ts) and the Markdown check (markdown.ts).
import { inAppTable, promoTable, siteTable } from '../../src/app/routeTable.ts';
import { didYouMean } from './common.ts';

const PROMO = '/promo/';
const pagePaths: string[] = [...siteTable, ...inAppTable].map((r) => r.path);
const promoPaths: string[] = promoTable.map((r) => r.path);

/** Every address a staff file may name, as it would be written: for "did you mean". */
export const knownAddresses: string[] = [
  ...new Set([...pagePaths, ...promoPaths, ...promoPaths.map((p) => `${PROMO}#${p}`)]),
];

/** An address with a scheme (https:, mailto:, tel:) leaves the app. */
export const isOutside = (address: string) => /^[a-z][a-z\d+.-]*:/i.test(address);

/**
 * Whether an in-app address (a path starting with /) is a route. The query and a hash route's query
 * are the page's parameters, so they are not looked at; a path with a {placeholder} cannot be judged.
 * The funnel's own pages name its hash routes as plain paths (/downloadTemplate), so those count too.
 */
export function isRoute(address: string): boolean {
  if (address.startsWith(PROMO) || address === '/promo') {
    const hash = address.split('#')[1] ?? '/';
    return promoPaths.includes(hash.split('?')[0] || '/');
  }
  const path = address.split(/[?#]/)[0] as string;
  if (path.includes('{')) return true;
  return pagePaths.includes(path) || promoPaths.includes(path);
}

/** " Did you mean …?" for an address that is no route, comparing paths without their queries. */
export function nearAddress(address: string): string {
  return didYouMean(address.split('?')[0] as string, knownAddresses);
}
