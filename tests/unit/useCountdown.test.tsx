import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from '../../src/ui/shared/useCountdown';

afterEach(() => {
  vi.useRealTimers();
});

describe('resend countdown', () => {
  it('ticks once a second down to zero, then ends', () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    expect(result.current).toMatchObject({ remaining: 60, running: true });
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(59);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.remaining).toBe(0);
  });

  it("shows the real seconds left after the page's timers were suspended", () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const { result } = renderHook(() => useCountdown(60));
    act(() => result.current.start());
    // The webview is in the background for 30 s: the clock moves on, no timer fires.
    vi.setSystemTime(Date.now() + 30_000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.remaining).toBe(29);
    // Back after the deadline: the first tick ends the countdown.
    vi.setSystemTime(Date.now() + 60_000);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current).toMatchObject({ remaining: 0, running: false });
  });
});
