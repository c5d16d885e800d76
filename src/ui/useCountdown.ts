// A resend countdown (SMS code, legacy repayment code): ticks each second and ends by itself.
import { useCallback, useEffect, useRef, useState } from 'react';

export function useCountdown(seconds: number): { remaining: number; running: boolean; start: () => void } {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  const stop = () => {
    if (timer.current !== undefined) clearInterval(timer.current);
    timer.current = undefined;
  };

  const start = useCallback(() => {
    stop();
    setRemaining(seconds);
    timer.current = setInterval(() => {
      setRemaining((r) => {
        if (r <= 1) {
          stop();
          return 0;
        }
        return r - 1;
      });
    }, 1000);
  }, [seconds]);

  useEffect(() => stop, []);
  return { remaining, running: remaining > 0, start };
}
