import { lazy, Suspense } from 'react';
import { loadNamespace } from '@gamehall/i18n';
import { useAppSelector } from '@gamehall/shell';

/** The notice's body and the `play` texts (their own chunk per language), both before it renders. */
const FavouriteNoticeContent = lazy(() =>
  Promise.all([import('./FavouriteNoticeContent'), loadNamespace('play')]).then(([m]) => ({ default: m.FavouriteNoticeContent })),
);

/**
 * The notice of a favourite toggle that failed (spec §4 favourite toggle; the server refused it
 * or did not answer, and the heart and lists went back): "Couldn't add … to your favourites" (or
 * remove) with the reason, at the bottom of the screen, announced to screen readers
 * (`role="alert"`), dismissed by its close button or after `durationMs` (default
 * {@link FAVOURITE_NOTICE_MS}; the timer pauses while the pointer or focus is on it). Render it once per app (next to the
 * announcement popup). It reads the favourites slice without importing it (the slice arrives
 * with the favourites saga's chunk), and its own code and the `play` texts load the first time it
 * shows.
 */
export function FavouriteNotice({ durationMs = FAVOURITE_NOTICE_MS }: FavouriteNoticeProps) {
  const failure = useAppSelector((state) => state.favourites?.failure ?? null);
  if (!failure) return null;
  return (
    <Suspense fallback={null}>
      <FavouriteNoticeContent key={failure.id} failure={failure} durationMs={durationMs} />
    </Suspense>
  );
}

/** Props of {@link FavouriteNotice}. */
export interface FavouriteNoticeProps {
  /** How long the notice stays without the pointer or focus on it, in ms (default {@link FAVOURITE_NOTICE_MS}). */
  durationMs?: number;
}

/** How long the notice stays without the pointer or focus on it (ms). */
export const FAVOURITE_NOTICE_MS = 6000;
