import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@gamehall/shell';
import { selectHasPlayPopup } from './playSlice';

const PlayPopups = lazy(() => import('./PlayPopups').then((m) => ({ default: m.PlayPopups })));

/**
 * The lobby's play popups (spec §2 "Modals: game popup (iframe, also the vendor game list)"):
 * renders nothing until the play slice first shows a popup, then loads the popups' chunk
 * (`React.lazy`) and keeps it mounted. The app mounts it once, in its layout route.
 *
 * @example
 * ```tsx
 * <AppLayout>...</AppLayout>
 * <LobbyPopups />
 * ```
 */
export function LobbyPopups() {
  const shown = useAppSelector(selectHasPlayPopup);
  const [wanted, setWanted] = useState(false);
  if (shown && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <PlayPopups />
    </Suspense>
  );
}
