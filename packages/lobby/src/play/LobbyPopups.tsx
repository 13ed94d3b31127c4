import { lazy, Suspense, useState } from 'react';
import { loadNamespace } from '@gamehall/i18n';
import { type RootState, useAppSelector } from '@gamehall/shell';
import type { PlayState } from './playSlice';

/** The popups' chunk and the `play` texts (their own chunk per language), both before the popups render. */
const PlayPopups = lazy(() => Promise.all([import('./PlayPopups'), loadNamespace('play')]).then(([m]) => ({ default: m.PlayPopups })));

/**
 * Whether the play slice shows a popup. Read without the slice's module: only the game-launch
 * saga opens popups, and its chunk injects the slice, so the home page's first load carries no
 * play reducer (JS budget).
 */
const selectShown = (state: RootState & { play?: PlayState }) => Boolean(state.play?.popup ?? state.play?.vendorList);

/**
 * The lobby's play popups (spec §2 "Modals: game popup (iframe, also the vendor game list)"):
 * renders nothing until the play slice first shows a popup, then loads the popups' chunk and
 * the `play` i18n namespace (`React.lazy`) and keeps it mounted. The app mounts it once, in its layout route.
 *
 * @example
 * ```tsx
 * <AppLayout>...</AppLayout>
 * <LobbyPopups />
 * ```
 */
export function LobbyPopups() {
  const shown = useAppSelector(selectShown);
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PlayPopups />
    </Suspense>
  );
}
