// The visit's session parameters (CONTRACT.md section 3) as a screen sees them. They stay in
// src/platform/session.ts because the http client reads them outside React; screens read and set them
// through here.
import { captureSession, sessionParams } from '../platform/session';

/** The session parameters this visit has, by name. */
export const sessionValues = (): Readonly<Record<string, string>> => ({ ...sessionParams() });

/**
 * Makes the configured session parameters among `values` this visit's (an empty value keeps the one
 * the visit has); other names in `values` are not session parameters and are left out.
 */
export function adoptSession(values: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return { ...captureSession(`?${new URLSearchParams(values).toString()}`) };
}
