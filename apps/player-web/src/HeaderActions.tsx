/**
 * The header's `actions` slot: the shell's account bar with the auth feature's header login form
 * on wide screens (loaded only there).
 */
import { useSyncExternalStore } from 'react';
import { AccountBar } from '@gamehall/shell';
import { agentSiteUrl } from './agentUrl';
import { LazyHeaderLoginForm } from './lazyAuth';

/** Where the header has room for the inline login form (DESIGN.md desktop: ≥1280 px). */
const WIDE_QUERY = '(min-width: 1280px)';

function useWideScreen(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const query = window.matchMedia(WIDE_QUERY);
      query.addEventListener('change', onChange);
      return () => query.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(WIDE_QUERY).matches,
    () => false,
  );
}

/** AccountBar (login/register or balance and avatar menu), with the header login form on desktop. */
export function HeaderActions() {
  const wide = useWideScreen();
  return <AccountBar agentUrl={agentSiteUrl()} loginForm={wide ? <LazyHeaderLoginForm /> : undefined} />;
}
