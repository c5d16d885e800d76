import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight, type FlightEnd } from '../../src/runtime/shared/useSingleFlight';

function deferred() {
  let resolve: (end: FlightEnd) => void = () => undefined;
  const promise = new Promise<FlightEnd>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('useSingleFlight', () => {
  it('drops a task started while another runs, then opens again', async () => {
    const { result } = renderHook(() => useSingleFlight());
    const first = deferred();
    let started = 0;
    const task = () => {
      started += 1;
      return first.promise;
    };
    let running: Promise<void> = Promise.resolve();
    act(() => {
      running = result.current.run(task);
    });
    expect(result.current.busy).toBe(true);
    await act(() => result.current.run(task));
    expect(started).toBe(1);
    await act(async () => {
      first.resolve(undefined);
      await running;
    });
    expect(result.current.busy).toBe(false);
    await act(() => result.current.run(async () => undefined));
    expect(result.current.isBusy()).toBe(false);
  });

  it('stays shut after a task that leaves the page, until the page is shown again from the cache', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(() => result.current.run(async () => 'leaving'));
    expect(result.current.busy).toBe(true);
    let started = 0;
    await act(() =>
      result.current.run(async () => {
        started += 1;
      }),
    );
    expect(started).toBe(0);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: false }));
    });
    expect(result.current.isBusy()).toBe(true);
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(result.current.busy).toBe(false);
  });

  it('opens again when a task throws', async () => {
    const { result } = renderHook(() => useSingleFlight());
    await act(() =>
      expect(
        result.current.run(async () => {
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom'),
    );
    expect(result.current.busy).toBe(false);
  });
});
