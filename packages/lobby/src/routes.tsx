import type { RouteObject } from 'react-router';
import { loadNamespace } from '@gamehall/i18n';
import { HOME_PATH, RequireSession, withChunkTimeout } from '@gamehall/shell';
import { HomePage } from './components/HomePage/HomePage';
import { ACCOUNT_GAME_TYPES, GAME_CENTRE_TYPES, GAME_LIST_TYPES, lobbyPaths } from './paths';

/** The GameListCenter chunk (spec §7 lazy page groups), loaded on the first game list page. */
const loadGameListCenter = withChunkTimeout(() => import('./components/GameListPage/GameListPage'));
/** The GameCenter chunk (spec §7 lazy page groups), loaded on the first game centre page. */
const loadGameCenter = withChunkTimeout(() => import('./components/GameCentrePage/GameCentrePage'));

/**
 * The AccountGame chunk (spec §2 `/:type = favorite, recent`) and the `play` texts (their own
 * chunk per language), loaded on the first account game page.
 */
const loadAccountGame = withChunkTimeout(() =>
  Promise.all([import('./components/AccountGamePage/AccountGamePage'), loadNamespace('play')]).then(([module]) => module),
);

/** Shown while a lazy page chunk loads on the first navigation. */
function PageLoading() {
  return <div aria-busy="true" style={{ minBlockSize: '60vh' }} />;
}

/**
 * The lobby's routes, children of the app's layout route (spec §2 "Routes"): the home lobby at
 * `/` (index), `/index`, `/index.html` and `/home`; `/help` (home with the help modal, topic
 * from the hash); the lazy group GameListCenter (`/live /fish /rng /pvp`) and the lazy group
 * GameCenter (`/sports /esports /lott /elott /cockfight`), so the home page loads no game list
 * or game centre code; and the lazy group AccountGame (`/favorite`, `/recent`), for real
 * accounts only (shell's `RequireSession requires="realAccount"`: a visitor goes to `/` with the
 * login popup, a trial account to `/` with in_need_true_account; a stored session is restored
 * first). A chunk that fails or takes over 120 s rejects with the shell's `ChunkLoadError` (the
 * app's error element shows chunk_timeout with a retry).
 */
export const lobbyRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  ...lobbyPaths.homeAliases.map((path): RouteObject => ({ path, element: <HomePage /> })),
  { path: lobbyPaths.help, element: <HomePage openHelp /> },
  ...GAME_LIST_TYPES.map(
    (gameType): RouteObject => ({
      path: lobbyPaths.gameList[gameType],
      hydrateFallbackElement: <PageLoading />,
      lazy: async () => {
        const { GameListPage } = await loadGameListCenter();
        return { element: <GameListPage key={gameType} gameType={gameType} /> };
      },
    }),
  ),
  ...GAME_CENTRE_TYPES.map(
    (gameType): RouteObject => ({
      path: lobbyPaths.gameCentre[gameType],
      hydrateFallbackElement: <PageLoading />,
      lazy: async () => {
        const { GameCentrePage } = await loadGameCenter();
        return { element: <GameCentrePage key={gameType} gameType={gameType} /> };
      },
    }),
  ),
  ...ACCOUNT_GAME_TYPES.map(
    (type): RouteObject => ({
      path: lobbyPaths.accountGame[type],
      hydrateFallbackElement: <PageLoading />,
      lazy: async () => {
        const { AccountGamePage } = await loadAccountGame();
        return {
          element: (
            <RequireSession requires="realAccount" redirectTo={HOME_PATH} openLogin>
              <AccountGamePage key={type} type={type} />
            </RequireSession>
          ),
        };
      },
    }),
  ),
];
