import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Resets the window's scroll to the top when the route path changes (spec §2 "scroll resets
 * when the route name changes"); a query or hash change on the same path keeps the position.
 * Renders nothing.
 */
export function ScrollManager() {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    window.scrollTo({ top: 0, left: 0 });
  }, [pathname]);
  return null;
}
