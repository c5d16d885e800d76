// What kind of address the server gave, by the one safe-URL check (CONTRACT.md section 4), for a
// screen that decides something by it without following it: whether an agreement may be shown in a
// frame.
import { classifyUrl } from '../platform/safeUrl';

/** `web`: http(s), the browser may open or frame it; `app`: the app scheme; `unsafe`: anything else. */
export type AddressKind = 'web' | 'app' | 'unsafe';

export const addressKind = (url: unknown): AddressKind => classifyUrl(url);
