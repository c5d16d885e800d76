// A screen's opening request as its schema declares it (`open`): the payload it sends for a page's
// query, and how often it is tried. The app's opening (src/runtime/opening/openScreen.ts) and the boot script of a
// prerendered in-app page (src/app/boot.ts), which sends the request before the app has arrived, both
// build it here: the app takes boot's answer over only when the two requests are the same, so a
// second way of building it would send the request twice. It imports nothing that runs (boot is a
// bundle of its own).
import type { Opening } from '../config/generated/screen';
import type { Payload } from '../platform/wire';
import { pageParamsOf } from './shared/pageParams';
import { resolve } from './base/template';

/** What of a screen's `open` makes its payload. */
export type OpeningPayloadDeclaration = Pick<Opening, 'params' | 'required' | 'fixed'>;

/**
 * Waits before the second and third try of an opening request that could not reach the server: so
 * one open sends the request at most 1 + `retryDelaysMs.length` times. A test may shorten them; the
 * app never changes them.
 */
export const retryDelaysMs: number[] = [600, 1800];

/**
 * The opening request's payload for the page query `search`: the declaration's fixed values, then each
 * of its params filled from the page's parameters (`{page.orderId}`), under its field name; one left
 * empty is not sent. None when a required parameter is absent (there is nothing to open). The page's
 * address is all there is to fill from: the request goes out before anything else is known.
 */
export function openingPayload(declaration: OpeningPayloadDeclaration, search: string): Payload | undefined {
  const params = pageParamsOf(search);
  if ((declaration.required ?? []).some((name) => !params.get(name))) return undefined;
  const page = Object.fromEntries([...params.keys()].map((name) => [name, params.get(name)]));
  const data: Payload = { ...declaration.fixed };
  for (const [field, written] of Object.entries(declaration.params ?? {})) {
    const value = resolve(written, { page });
    if (typeof value === 'string' && value !== '') data[field] = value;
  }
  return data;
}
