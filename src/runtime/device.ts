// The device's position for a screen that asks for it (the test preview's get-location button):
// what is known so far as state, and one call to ask. The platform's device module talks to the
// browser; a screen never does.
import { useCallback, useEffect, useRef, useState } from 'react';
import { currentPosition } from '../platform/device';

export type PositionState =
  | { state: 'unknown' }
  | { state: 'locating' }
  | { state: 'found'; latitude: number; longitude: number }
  | { state: 'failed'; reason: string };

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
