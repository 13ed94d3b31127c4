import { Suspense, lazy, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { Banner } from '@gamehall/api-client';
import { useTranslation } from '@gamehall/i18n';
import { BannerCarousel, Marquee } from '@gamehall/ui-kit';
import { gameLaunchRequested, helpModalOpened, useAppDispatch, useAppNavigate, useGetAnnouncementsQuery, useImageUrl } from '@gamehall/shell';
import { lobbyApi } from '../../api/lobbyApi';
import { useLanguage } from '../../model/useLanguage';
import { GameLobby } from '../GameLobby/GameLobby';
import { WinnerBoardPanel } from '../WinnerBoardPanel/WinnerBoardPanel';
import styles from './HomePage.module.css';

const NoticeDialog = lazy(() => import('./NoticeDialog').then((module) => ({ default: module.NoticeDialog })));

/** The announcements call of the home page (spec §7: types B,PL,PU,PR with execution B). */
export const HOME_ANNOUNCEMENTS_ARGS = { types: 'B,PL,PU,PR', execution: 'B' } as const;

/** Props of {@link HomePage}. */
export interface HomePageProps {
  /** Opens the help modal on mount (the `/help` route, spec §2), with the URL hash as topic tag. */
  openHelp?: boolean;
}

/**
 * The home lobby page (spec §2 `/`, `/index`, `/index.html`, `/home`, `/help`): banners of
 * group w_home (click follows the linkage: ROUTE navigates, URL opens a new tab with
 * noopener, GAME starts the game through the launch flow, NONE does nothing), the player
 * notice marquee (a click opens the notice in a dialog), the game lobby and the winner board.
 */
export function HomePage({ openHelp = false }: HomePageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { hash } = useLocation();
  const imageUrl = useImageUrl();
  const [noticeId, setNoticeId] = useState<number | null>(null);
  const onBannerClick = useBannerLinkage(setNoticeId);
  const { data } = useGetAnnouncementsQuery(HOME_ANNOUNCEMENTS_ARGS);

  useEffect(() => {
    if (openHelp) dispatch(helpModalOpened(hash.replace(/^#/, '') || undefined));
  }, [openHelp, hash, dispatch]);

  const banners = (data?.banners ?? []).filter((banner) => banner.groupName === 'w_home');
  const notices = data?.notices ?? [];
  // The dialog shows a clicked notice, or the promotion a PROMOTION banner links to.
  const notice = [...notices, ...(data?.promotion ?? [])].find((n) => n.id === noticeId);

  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>{t('home')}</h1>
      {banners.length > 0 ? (
        <BannerCarousel
          banners={banners.map((banner) => ({ id: banner.id, imageUrl: imageUrl(banner.url), alt: banner.title, clickable: banner.linkageType !== 'NONE' }))}
          onBannerClick={(id) => {
            const banner = banners.find((b) => b.id === id);
            if (banner) onBannerClick(banner);
          }}
        />
      ) : (
        <div className={styles.bannerSpace} aria-hidden="true" />
      )}
      {notices.length > 0 ? (
        <Marquee
          ariaLabel={t('notice')}
          items={notices.map((n) => ({ id: n.id, text: n.title }))}
          onItemClick={(id) => setNoticeId(Number(id))}
        />
      ) : data ? null : (
        // Holds the marquee's place while the notices load, so the lobby below does not jump (CLS).
        <div className={styles.marqueeSpace} aria-hidden="true" />
      )}
      <GameLobby />
      <WinnerBoardPanel />
      {notice ? (
        <Suspense fallback={null}>
          <NoticeDialog notice={notice} onClose={() => setNoticeId(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}

/**
 * What a banner click does (spec §2 "clicking a banner opens its linked target"): ROUTE
 * navigates in the app, URL opens a new tab (noopener), GAME fetches the game by its nodeId and
 * starts it through the normal launch flow (`gameLaunchRequested`, spec §4: the login popup for
 * a visitor, in_need_true_account for a trial account), PROMOTION opens the linked promotion announcement in the notice dialog (no promotions page
 * yet), NONE is not clickable.
 */
function useBannerLinkage(openPromotion: (announcementId: number) => void): (banner: Banner) => void {
  const navigate = useAppNavigate();
  const dispatch = useAppDispatch();
  const language = useLanguage();
  return (banner) => {
    switch (banner.linkageType) {
      case 'ROUTE':
        if (banner.linkage.startsWith('/')) navigate(banner.linkage);
        break;
      case 'URL':
        if (/^https?:\/\//i.test(banner.linkage)) window.open(banner.linkage, '_blank', 'noopener,noreferrer');
        break;
      case 'GAME': {
        // The linkage is the game's nodeId; the game list answers that one game.
        if (!/^[1-9]\d{0,9}$/.test(banner.linkage)) break;
        const request = dispatch(lobbyApi.endpoints.getGameList.initiate({ nodeId: banner.linkage, language }, { subscribe: false }));
        void request.then(({ data }) => {
          const game = data?.games[0];
          if (game) dispatch(gameLaunchRequested({ game }));
        });
        break;
      }
      case 'PROMOTION':
        // No promotions page yet (member-centre issue): the linked promotion opens in the dialog.
        if (/^\d+$/.test(banner.linkage)) openPromotion(Number(banner.linkage));
        break;
      default:
        break;
    }
  };
}
