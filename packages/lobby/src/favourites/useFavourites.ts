/**
 * Hooks over the favourites cache for tiles and lists (spec §2 game tile favourite toggle, FAV,
 * RECENT; §6 favourites and recent games are a real account's).
 */
import { useMemo } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { selectIsLogin, selectIsTrial, selectMember, useAppSelector } from '@gamehall/shell';
import { useGetFavouriteIdsQuery } from './favouritesApi';

/**
 * The account of the logged-in real member (not a visitor, not a trial account, spec §6), whose
 * favourites and recent games may be queried.
 *
 * @returns the member's `account` (the cache key of {@link favouritesApi}), or null
 */
export function useMemberAccount(): string | null {
  const isLogin = useAppSelector(selectIsLogin);
  const isTrial = useAppSelector(selectIsTrial);
  const member = useAppSelector(selectMember);
  return isLogin && !isTrial && member ? member.account : null;
}

/**
 * The member's favourite game ids (MCSFE_getFavoriteGames, one cache entry shared by every
 * tile; optimistic while a toggle is in flight).
 *
 * @returns the ids as a set, or undefined for visitors and trial accounts and until they load
 */
export function useFavouriteIds(): ReadonlySet<number> | undefined {
  const account = useMemberAccount();
  const { data } = useGetFavouriteIdsQuery(account ? { account } : skipToken);
  return useMemo(() => (data && account ? new Set(data.favGameIds) : undefined), [data, account]);
}
