import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PAGE_QUIET_MAX_WAIT_MS, PAGE_QUIET_WINDOW_MS, TEXT_FIELD_QUIET_MS, VISITOR_QUIET_MS, resetVisitorActivity, usePageIdle, visitorBusyFor } from './usePageIdle';

beforeEach(() => {
  vi.useFakeTimers();
  resetVisitorActivity();
});
afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

/** The visitor has the focus in a search field and has just typed into it. */
function typeInSearchField(): void {
  const input = document.createElement('input');
  input.type = 'search';
  document.body.append(input);
  input.focus();
  window.dispatchEvent(new Event('input'));
}

describe('usePageIdle (issue 14: deferred work starts when the page is idle after load)', () => {
  it('turns true after load and an idle moment, without any interaction', async () => {
    const { result } = renderHook(() => usePageIdle());
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(true);
  });

  it('waits for the load event when the document is still loading', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const { result } = renderHook(() => usePageIdle());
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current).toBe(false);
    readyState.mockReturnValue('complete');
    await act(async () => {
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(100);
    });
    expect(result.current).toBe(true);
    readyState.mockRestore();
  });

  it('with untilVisitorQuiet, waits while the visitor taps and types, then turns true once they stop', async () => {
    const { result } = renderHook(() => usePageIdle({ untilVisitorQuiet: true }));
    window.dispatchEvent(new Event('pointerdown'));
    await act(() => vi.advanceTimersByTimeAsync(VISITOR_QUIET_MS - 500));
    expect(result.current).toBe(false);
    window.dispatchEvent(new Event('keydown'));
    await act(() => vi.advanceTimersByTimeAsync(VISITOR_QUIET_MS - 500));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(result.current).toBe(true);
  });

  it('gives a visitor with the focus in a text field a longer pause', async () => {
    typeInSearchField();
    expect(visitorBusyFor()).toBeGreaterThan(VISITOR_QUIET_MS);
    const { result } = renderHook(() => usePageIdle({ untilVisitorQuiet: true }));
    await act(() => vi.advanceTimersByTimeAsync(VISITOR_QUIET_MS + 500));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(TEXT_FIELD_QUIET_MS));
    expect(result.current).toBe(true);
  });

  it('waits until the network has been quiet for the quiet window (a resource that just finished keeps the page busy)', async () => {
    const finished = performance.now();
    const entries = vi.spyOn(performance, 'getEntriesByType').mockReturnValue([{ responseEnd: finished } as PerformanceResourceTiming]);
    const { result } = renderHook(() => usePageIdle());
    await act(() => vi.advanceTimersByTimeAsync(PAGE_QUIET_WINDOW_MS - 300));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(result.current).toBe(true);
    entries.mockRestore();
  });

  it('on a page that never quiets (a resource finishes every half second), turns true once the longest wait has passed', async () => {
    const entries = vi.spyOn(performance, 'getEntriesByType').mockImplementation(() => [{ responseEnd: performance.now() - 500 } as PerformanceResourceTiming]);
    const { result } = renderHook(() => usePageIdle());
    await act(() => vi.advanceTimersByTimeAsync(PAGE_QUIET_MAX_WAIT_MS - 500));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(PAGE_QUIET_WINDOW_MS + 100));
    expect(result.current).toBe(true);
    entries.mockRestore();
  });

  it('schedules nothing while disabled', async () => {
    const { result, rerender } = renderHook(({ enabled }) => usePageIdle({ enabled }), { initialProps: { enabled: false } });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(result.current).toBe(false);
    rerender({ enabled: true });
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(result.current).toBe(true);
  });

  it('runs nothing once unmounted (after the load event too)', async () => {
    typeInSearchField();
    // The visitor is busy: the hook keeps re-checking until they stop; unmounted, it must stop.
    const { unmount } = renderHook(() => usePageIdle({ untilVisitorQuiet: true }));
    await act(() => vi.advanceTimersByTimeAsync(10));
    unmount();
    // Nothing of the hook runs any more: no re-check schedules another wait.
    const scheduled = vi.spyOn(window, 'setTimeout');
    await vi.advanceTimersByTimeAsync(TEXT_FIELD_QUIET_MS * 2);
    expect(scheduled).not.toHaveBeenCalled();
    scheduled.mockRestore();
  });
});
