// What of the outside world a screen may use besides its actions: this visit's session parameters, the
// device's position and a passing message (a toast). Each lives in src/platform/ (session.ts,
// device.ts, notify.tsx), where the http client and the browser reach them; screens import no
// platform module, so they come through here, as the screens need them.
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentPosition } from '../../platform/base/device';
import { captureSession, sessionParams } from '../../platform/base/session';

// A page outside the router (the company site's documents) has no action environment to toast with.
export { toast } from '../../platform/base/notify';

/** The session parameters this visit has, by name. */
export const sessionValues = (): Readonly<Record<string, string>> => ({ ...sessionParams() });

/**
 * Makes the configured session parameters among `values` this visit's (an empty value keeps the one
 * the visit has); other names in `values` are not session parameters and are left out.
 */
export function adoptSession(values: Readonly<Record<string, string>>): Readonly<Record<string, string>> {
  return { ...captureSession(`?${new URLSearchParams(values).toString()}`) };
}

export type PositionState =
  | { state: 'unknown' }
  | { state: 'locating' }
  | { state: 'found'; latitude: number; longitude: number }
  | { state: 'failed'; reason: string };

/** The device's position as state, and one call to ask for it. */
export function useCurrentPosition(): { position: PositionState; locate: () => void } {
  const [position, setPosition] = useState<PositionState>({ state: 'unknown' });
  // An answer that comes after the screen has gone is dropped.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const locate = useCallback(() => {
    setPosition({ state: 'locating' });
    currentPosition().then(
      (p) => mounted.current && setPosition({ state: 'found', ...p }),
      (err: Error) => mounted.current && setPosition({ state: 'failed', reason: err.message }),
    );
  }, []);
  return { position, locate };
}
