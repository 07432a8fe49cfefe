import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useNow } from './use-now.ts';

const START = new Date('2026-03-09T23:58:00');

/** The page hidden, then shown again after `ms`, with no timer tick in between. */
function comeBackAfter(ms: number) {
  vi.setSystemTime(new Date(Date.now() + ms));
  Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'visible' });
  act(() => {
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

describe('useNow', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(START);
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('moves on every minute while the screen stays open', () => {
    const { result } = renderHook(() => useNow());
    expect(result.current).toEqual(START);
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(result.current).toEqual(new Date('2026-03-09T23:59:00'));
  });

  it('takes another interval when told', () => {
    const { result } = renderHook(() => useNow({ intervalMs: 1_000 }));
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(result.current).toEqual(new Date('2026-03-09T23:58:01'));
  });

  it('waits for the next tick when the app comes back, unless told to refresh when shown', () => {
    const { result } = renderHook(() => useNow());
    comeBackAfter(30_000);
    expect(result.current).toEqual(START);
  });

  it('with refreshWhenShown, moves on as soon as the app comes back to the screen', () => {
    const { result } = renderHook(() => useNow({ refreshWhenShown: true }));
    comeBackAfter(30_000);
    expect(result.current).toEqual(new Date('2026-03-09T23:58:30'));
  });
});
