import { useSyncExternalStore } from 'react';

/** Whether a media query matches (false where `matchMedia` does not exist, e.g. tests). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** The desktop breakpoint (docs/architecture.md "Design": ≥1280 the side menu is a rail). */
export const DESKTOP_QUERY = '(min-width: 1280px)';
