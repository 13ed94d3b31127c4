import { lazy, Suspense, useState } from 'react';
import { loadNamespace } from '@gamehall/i18n';
import { type RootState, useAppSelector } from '@gamehall/shell';
import type { GameSessionState } from '@gamehall/play';
import type { PlayState } from './playSlice';

/** The popups' chunk and the `play` texts (their own chunk per language), both before the popups render. */
const PlayPopups = lazy(() => Promise.all([import('./PlayPopups'), loadNamespace('play')]).then(([m]) => ({ default: m.PlayPopups })));

/**
 * Whether a popup is shown: the vendor game list (lobby's `play` slice) or a game session of
 * surface `popup` (`@gamehall/play`'s `gameSession` slice). Read without the slices' modules:
 * their sagas' chunks inject them, so the home page's first load carries neither reducer (JS
 * budget).
 */
const selectShown = (state: RootState & { play?: PlayState; gameSession?: GameSessionState }) =>
  Boolean(state.play?.vendorList) || state.gameSession?.session?.surface === 'popup';

/**
 * The lobby's play popups (spec §2 "Modals: game popup (iframe, also the vendor game list)"):
 * renders nothing until a popup is first shown, then loads the popups' chunk and
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
