import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { getLanguage, useTranslation } from '@gamehall/i18n';
import { Marquee, useFirstInteraction } from '@gamehall/ui-kit';
import { type AppStore, NoticeDialog, SITE_ANNOUNCEMENTS_ARGS, SiteBanners, helpModalOpened, useAppDispatch, useGetAnnouncementsQuery, withChunkTimeout } from '@gamehall/shell';
import type { ValueOf } from '@gamehall/api-client';
import { lobbyApi } from '../../api/lobbyApi';
import { lobbyPaths } from '../../paths';
import { GameLobby } from '../GameLobby/GameLobby';
import styles from './HomePage.module.css';

/**
 * The announcements call of the home page (spec §7: types B,PL,PU,PR with execution B): shell's
 * {@link SITE_ANNOUNCEMENTS_ARGS}, the same cache entry as the banners of every group.
 */
export const HOME_ANNOUNCEMENTS_ARGS = SITE_ANNOUNCEMENTS_ARGS;

/**
 * On the home page's paths (`/`, its aliases and `/help`, spec §2), gets HOT's games before the
 * first render (an app calls it once its store and i18n are ready), into the cache entry the
 * lobby's HOT reads (`{ language }`): `hotGames`, the platform's inline answer (shell's
 * `seedBootData` returns it, in the language the client renders in), is put there at once, so
 * the first render shows the tiles; without it, the request leaves about half a second earlier
 * than from the lobby's first commit, whose effects then find it under way (issue 14: a store
 * update and a synchronous re-render of the first screen less). Elsewhere a no-op.
 * @param store the app's store
 * @param pathname the page's path, `location.pathname`
 * @param hotGames the inline `hotGames` answer (`{ list }`), if the page had one
 */
export function prefetchHomePage(store: AppStore, pathname: string, hotGames?: ValueOf<'hotGames'>): void {
  if (pathname !== lobbyPaths.home && pathname !== lobbyPaths.help && !(lobbyPaths.homeAliases as readonly string[]).includes(pathname)) return;
  const language = getLanguage();
  store.dispatch(
    hotGames
      ? lobbyApi.util.upsertQueryEntries([{ endpointName: 'getHotGames', arg: { language }, value: hotGames }])
      : lobbyApi.util.prefetch('getHotGames', { language }, {}),
  );
}

/**
 * The winner board, below the lobby: a chunk of its own, loaded at the player's first
 * interaction (a scroll, a touch, a key), like the banner carousel's swiper, so the home page
 * ships no more than its JS budget before interaction; 120 s chunk time-out (spec §9).
 */
const WinnerBoardPanel = lazy(withChunkTimeout(() => import('../WinnerBoardPanel/WinnerBoardPanel').then((m) => ({ default: m.WinnerBoardPanel }))));

/**
 * One element for every render: the announcements answer (banners, notices) and the first
 * interaction re-render the page, not the whole lobby under it (issue 14 "Renders").
 */
const LOBBY = <GameLobby />;

/** Props of {@link HomePage}. */
export interface HomePageProps {
  /** Opens the help modal on mount (the `/help` route, spec §2), with the URL hash as topic tag. */
  openHelp?: boolean;
}

/**
 * The home lobby page (spec §2 `/`, `/index`, `/index.html`, `/home`, `/help`): the banners of
 * group w_home (shell's `SiteBanners`: a click follows the linkage; ROUTE navigates, URL opens a
 * new tab with noopener, GAME starts the game through the launch flow, PROMOTION shows the
 * promotion, NONE does nothing), the player notice marquee (a click opens the notice in a
 * dialog), the game lobby and the winner board (its own chunk, from the first interaction).
 */
export function HomePage({ openHelp = false }: HomePageProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { hash } = useLocation();
  const [noticeId, setNoticeId] = useState<number | null>(null);
  const { data } = useGetAnnouncementsQuery(HOME_ANNOUNCEMENTS_ARGS);
  const interacted = useFirstInteraction();

  useEffect(() => {
    if (openHelp) dispatch(helpModalOpened(hash.replace(/^#/, '') || undefined));
  }, [openHelp, hash, dispatch]);

  const notices = data?.notices ?? [];
  const notice = notices.find((n) => n.id === noticeId);

  return (
    <div className={styles.page}>
      <h1 className={styles.visuallyHidden}>{t('home')}</h1>
      <SiteBanners group="w_home" reserveSpace />
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
      {LOBBY}
      {interacted ? (
        <Suspense fallback={<div className={styles.winnerSpace} aria-hidden="true" />}>
          <WinnerBoardPanel />
        </Suspense>
      ) : (
        <div className={styles.winnerSpace} aria-hidden="true" />
      )}
      {notice ? <NoticeDialog notice={notice} onClose={() => setNoticeId(null)} /> : null}
    </div>
  );
}
