/** What a banner click does (spec §2 "A banner click opens what it links to"; §3 Banner). */
import { useCallback } from 'react';
import type { Banner } from '@gamehall/api-client';
import { shellApi } from '../../api/shellApi';
import { useAppNavigate } from '../../navigation/useAppNavigate';
import { useAppDispatch } from '../../store/hooks';
import { gameLaunchRequested } from '../../store/playActions';

/** A GAME banner's linkage: the game's nodeId. */
const NODE_ID = /^[1-9]\d{0,9}$/;
/** A PROMOTION banner's linkage: the promotion announcement's id. */
const ANNOUNCEMENT_ID = /^\d{1,10}$/;

/**
 * The click handler of banners: ROUTE navigates in the app (a path starting with `/`), URL
 * opens a new tab without opener (http and https only), GAME fetches the game by its nodeId
 * (the game list's `nodeId` filter) and dispatches `gameLaunchRequested`, so the normal launch
 * flow starts it (spec §4: login popup for a visitor, in_need_true_account for a trial account),
 * PROMOTION calls `openPromotion` with the announcement id (no promotions page yet), NONE does
 * nothing. A malformed linkage does nothing.
 *
 * @param openPromotion - shows the promotion announcement with this id
 * @returns `(banner) => void`
 */
export function useBannerLinkage(openPromotion: (announcementId: number) => void): (banner: Banner) => void {
  const navigate = useAppNavigate();
  const dispatch = useAppDispatch();
  return useCallback(
    (banner: Banner) => {
      switch (banner.linkageType) {
        case 'ROUTE':
          if (banner.linkage.startsWith('/') && !banner.linkage.startsWith('//')) navigate(banner.linkage);
          break;
        case 'URL':
          if (/^https?:\/\//i.test(banner.linkage)) window.open(banner.linkage, '_blank', 'noopener,noreferrer');
          break;
        case 'GAME':
          if (NODE_ID.test(banner.linkage)) {
            void dispatch(shellApi.endpoints.getGameByNodeId.initiate(banner.linkage, { subscribe: false })).then(({ data: game }) => {
              if (game) dispatch(gameLaunchRequested({ game }));
            });
          }
          break;
        case 'PROMOTION':
          if (ANNOUNCEMENT_ID.test(banner.linkage)) openPromotion(Number(banner.linkage));
          break;
        default:
          break;
      }
    },
    [navigate, dispatch, openPromotion],
  );
}
