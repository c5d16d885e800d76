// A resend countdown (SMS code, legacy repayment code): ticks each second and ends by itself. It
// counts down to a deadline on the clock rather than counting ticks: a webview's timers stop while
// the borrower is away reading the SMS, and on return the seconds shown must be the real ones.
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
    const deadline = Date.now() + seconds * 1000;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      // Rounded, so a tick a few milliseconds early or late still shows the second it stands for.
      const left = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) stop();
    }, 1000);
  }, [seconds]);

  useEffect(() => stop, []);
  return { remaining, running: remaining > 0, start };
}
