import { useCallback, useSyncExternalStore } from 'react';

function matchesNow(query: string): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(query).matches;
}

/**
 * Whether a CSS media query matches now, re-rendering the caller when that changes (a window
 * resized across a breakpoint, a user preference switched). Answers `false` where `matchMedia`
 * does not exist (server rendering, test environments without it).
 *
 * @param query - a media query, e.g. `'(min-width: 1280px)'`
 * @returns whether the query matches
 * @example
 * ```tsx
 * const desktop = useMediaQuery('(min-width: 1280px)');
 * ```
 */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => {
        list.removeEventListener('change', onChange);
      };
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchesNow(query),
    () => false,
  );
}

/** Whether the user asked for reduced motion (`prefers-reduced-motion: reduce`). */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
