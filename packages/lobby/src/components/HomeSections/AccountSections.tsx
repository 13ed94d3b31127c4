import { lazy, Suspense } from 'react';
import { useMemberAccount } from '../../favourites/useFavourites';

const RecentSectionContent = lazy(() => import('./AccountSectionsContent').then((m) => ({ default: m.RecentSectionContent })));
const FavouriteSectionContent = lazy(() => import('./AccountSectionsContent').then((m) => ({ default: m.FavouriteSectionContent })));

/**
 * RECENT on home (spec §2 "RECENT (logged in and non-empty)", §9 home recent 12): for a
 * logged-in real member, their last 12 games with More to `/recent` (hidden while loading and
 * when there are none; the error with a retry). Nothing for visitors and trial accounts, whose
 * home page loads none of its code (its own chunk, with FAV's).
 */
export function RecentSection() {
  const account = useMemberAccount();
  if (!account) return null;
  return (
    <Suspense fallback={null}>
      <RecentSectionContent />
    </Suspense>
  );
}

/**
 * FAV on home (spec §2 home sections; §9 favourite fetch 999): for a logged-in real member,
 * their favourites as one row with vendor filter chips and More to `/favorite` (skeletons while
 * loading, the error with a retry, hidden when there are none). Nothing for visitors and trial
 * accounts (its code is not loaded for them).
 */
export function FavouriteSection() {
  const account = useMemberAccount();
  if (!account) return null;
  return (
    <Suspense fallback={null}>
      <FavouriteSectionContent />
    </Suspense>
  );
}
