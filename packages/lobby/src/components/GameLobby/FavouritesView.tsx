import { lazy, Suspense } from 'react';
import { FavouritesSkeleton } from './FavouritesSkeleton';

const FavouritesViewContent = lazy(() => import('./FavouritesViewContent').then((m) => ({ default: m.FavouritesViewContent })));

/**
 * The FAV tab's content (spec §2, §4; §9 favourite fetch 999): all of a real member's
 * favourites, newest first, in one grid; skeletons while loading (and while a stored session
 * is restored), the error with a retry, in_no_data with a hint when there are none. Its code is
 * its own chunk, loaded the first time FAV is shown (visitors and trial accounts never get it).
 */
export function FavouritesView() {
  return (
    <Suspense fallback={<FavouritesSkeleton />}>
      <FavouritesViewContent />
    </Suspense>
  );
}
