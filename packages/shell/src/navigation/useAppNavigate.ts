/** Navigation that ignores a navigation to the current location (spec §2 "Navigation rules"). */
import { useCallback } from 'react';
import { type NavigateOptions, type To, createPath, resolvePath, useLocation, useNavigate } from 'react-router';

/**
 * `navigate(to, options?)` from react-router, except that navigating to the location already
 * shown (same path, query and hash) does nothing (spec §2: "A navigation to the same route is
 * silently ignored"). Numeric history moves (`navigate(-1)`) are not offered.
 *
 * @returns the navigate function
 * @example
 * ```tsx
 * const navigate = useAppNavigate();
 * <button onClick={() => navigate(gameTypePath('RNG'))}>Slots</button>
 * ```
 */
export function useAppNavigate(): (to: To, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  const location = useLocation();
  return useCallback(
    (to: To, options?: NavigateOptions) => {
      const target = resolvePath(to, location.pathname);
      const current = createPath({ pathname: location.pathname, search: location.search, hash: location.hash });
      if (createPath(target) === current) return;
      void navigate(to, options);
    },
    [navigate, location.pathname, location.search, location.hash],
  );
}
