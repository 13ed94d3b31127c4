import { act, renderHook } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import { useMediaQuery } from './useMediaQuery';

/** A `matchMedia` whose answers the test sets, telling the subscribed listeners. */
function fakeMatchMedia(initial: Record<string, boolean>) {
  const state = { ...initial };
  const listeners = new Map<string, Set<() => void>>();
  const matchMedia = vi.fn(
    (query: string) =>
      ({
        get matches() {
          return state[query] ?? false;
        },
        media: query,
        addEventListener: (_: string, listener: () => void) => {
          listeners.set(query, (listeners.get(query) ?? new Set()).add(listener));
        },
        removeEventListener: (_: string, listener: () => void) => listeners.get(query)?.delete(listener),
      }) as unknown as MediaQueryList,
  );
  const set = (query: string, matches: boolean) => {
    state[query] = matches;
    for (const listener of listeners.get(query) ?? []) listener();
  };
  return { matchMedia, set, listeners };
}

afterEach(() => vi.unstubAllGlobals());

it('answers whether the query matches and follows its changes', () => {
  const fake = fakeMatchMedia({ '(min-width: 1280px)': false });
  vi.stubGlobal('matchMedia', fake.matchMedia);
  const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 1280px)'));
  expect(result.current).toBe(false);
  act(() => fake.set('(min-width: 1280px)', true));
  expect(result.current).toBe(true);
  unmount();
  expect(fake.listeners.get('(min-width: 1280px)')?.size).toBe(0);
});

it('subscribes again only when the query changes', () => {
  const fake = fakeMatchMedia({ '(min-width: 600px)': true });
  vi.stubGlobal('matchMedia', fake.matchMedia);
  const { result, rerender } = renderHook(({ query }) => useMediaQuery(query), { initialProps: { query: '(min-width: 600px)' } });
  expect(result.current).toBe(true);
  rerender({ query: '(min-width: 600px)' });
  expect(fake.listeners.get('(min-width: 600px)')?.size).toBe(1);
  rerender({ query: '(min-width: 1280px)' });
  expect(result.current).toBe(false);
  expect(fake.listeners.get('(min-width: 600px)')?.size).toBe(0);
  expect(fake.listeners.get('(min-width: 1280px)')?.size).toBe(1);
});

it('answers false where matchMedia does not exist', () => {
  vi.stubGlobal('matchMedia', undefined);
  const { result } = renderHook(() => useMediaQuery('(min-width: 1280px)'));
  expect(result.current).toBe(false);
});
