// A page's parameters, read through one place so that aliases such as product_id → productId are
// handled once. It imports nothing: the boot script of a prerendered page (src/app/boot.ts), a bundle
// of its own, reads them too.

/** Page parameters known by two names. */
export const PAGE_ALIASES: Record<string, string> = { product_id: 'productId' };

/** The page parameters of a query string, aliases resolved (the opening requests read them too). */
export function pageParamsOf(search: string): URLSearchParams {
  const params = new URLSearchParams(search);
  for (const [alias, name] of Object.entries(PAGE_ALIASES)) {
    const value = params.get(alias);
    if (value !== null && !params.has(name)) params.set(name, value);
  }
  return params;
}
