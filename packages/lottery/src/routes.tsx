import { lazy, Suspense, type ReactNode } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespace } from '@gamehall/i18n';
import { LOGIN_PATH, RequireSession, lotteryPaths, withChunkTimeout } from '@gamehall/shell';
import { LOTTERY_PAGE_PATHS } from './paths';

/**
 * A page chunk together with its texts, all awaited before the page renders: the `lottery` i18n
 * namespace and `play` (the game frame's texts, shared with the game popup), each its own chunk
 * per language.
 */
const withTexts = <T,>(page: Promise<T>): Promise<T> =>
  Promise.all([page, loadNamespace('lottery'), loadNamespace('play')]).then(([module]) => module);

/** The Lottery chunk (spec §7 lazy page groups) and its texts, loaded on the first lottery page. */
const loadLottery = withChunkTimeout(() => withTexts(import('./components/LotteryPage/LotteryPage')));
/** The Seamless chunk (spec §7 lazy page groups) and its texts, loaded on the first visit of `/seamless`. */
const loadSeamless = withChunkTimeout(() => withTexts(import('./components/SeamlessPage/SeamlessPage')));

const LotteryPage = lazy(() => loadLottery().then((module) => ({ default: module.LotteryPage })));
const SeamlessPage = lazy(() => loadSeamless().then((module) => ({ default: module.SeamlessPage })));

/** Shown while a lazy page chunk loads on the first navigation. */
function PageLoading() {
  return <div aria-busy="true" style={{ minBlockSize: '60vh' }} />;
}

/**
 * A page that needs login (spec §2 "need login, otherwise redirect to /login"; §6): the shell's
 * guard first, so a visitor is sent to `/login` without loading the page's chunk.
 */
function Guarded({ children }: { children: ReactNode }) {
  return (
    <RequireSession redirectTo={LOGIN_PATH}>
      <Suspense fallback={<PageLoading />}>{children}</Suspense>
    </RequireSession>
  );
}

/**
 * The lottery package's routes, children of the app's layout route (spec §2 "Routes"):
 * `/lottery`, `/seaLottery`, `/vnLottery` and the named `/lottert`, `/vnlottery`, `/sealottery`
 * (the same three pages; query `gameCode`) in the lazy group Lottery, and `/seamless` in the
 * lazy group Seamless. Paths match case-sensitively (`/vnLottery` and `/vnlottery` are both
 * named). Every route needs login: a visitor (or a session that could not be restored) is
 * replaced to `/login`, which opens the login popup over home; a trial account may enter but
 * launches nothing (in_need_true_account). Each page renders once its chunk and the `lottery`
 * and `play` i18n namespaces (for the current language) have loaded. A chunk that fails or takes over 120 s
 * throws the shell's `ChunkLoadError` to the route's error element (chunk_timeout with a retry).
 */
export const lotteryRoutes: RouteObject[] = [
  ...LOTTERY_PAGE_PATHS.map(
    ([path, kind]): RouteObject => ({
      path,
      caseSensitive: true,
      element: (
        <Guarded>
          <LotteryPage key={kind} kind={kind} />
        </Guarded>
      ),
    }),
  ),
  {
    path: lotteryPaths.seamless,
    caseSensitive: true,
    element: (
      <Guarded>
        <SeamlessPage />
      </Guarded>
    ),
  },
];
