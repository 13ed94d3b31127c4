import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespace } from '@gamehall/i18n';
import { HOME_PATH, RequireSession } from '@gamehall/shell';
import { MEMBER_PAGES, lazyComponent } from './pages';
import { memberPaths } from './paths';

/**
 * The MemberCenter chunk (spec §7 lazy page groups): the layout (menu, member summary, page
 * frame) with the `member` i18n namespace, both awaited before it renders.
 */
const MemberLayout = lazyComponent(
  () => Promise.all([import('./layout/MemberLayout'), loadNamespace('member')]).then(([module]) => module),
  (module) => module.MemberLayout,
);
/** The `/member` index: the page list on phones, the first page on desktop (same chunk as the layout). */
const MemberIndex = lazyComponent(() => import('./layout/MemberLayout'), (module) => module.MemberIndex);

/** Shown while the member centre's chunk loads on the first navigation. */
function PageLoading() {
  return <div aria-busy="true" style={{ minBlockSize: '60vh' }} />;
}

/**
 * The member centre's routes, children of the app's layout route (spec §2 `/member` and its
 * pages): `/member` (the layout; its index lists the pages on phones and opens the first page
 * on desktop) with one child route per page of {@link MEMBER_PAGES} (`/member/depositv2`,
 * `/member/transactionHistory`, …). Only real accounts enter (spec §6; shell's `RequireSession
 * requires="realAccount"`): a visitor goes to `/` with the login popup, a trial account to `/`
 * with in_need_true_account; a stored session is restored first. The guard runs before any
 * member centre chunk loads. The layout, its `member` texts and each page are lazy chunks of the
 * MemberCenter group with the 120 s chunk time-out (spec §7, §9); a chunk that fails throws the
 * shell's `ChunkLoadError` to the app's error element (chunk_timeout with a retry).
 */
export const memberCentreRoutes: RouteObject[] = [
  {
    path: memberPaths.root,
    element: (
      <RequireSession requires="realAccount" redirectTo={HOME_PATH} openLogin>
        <Suspense fallback={<PageLoading />}>
          <MemberLayout />
        </Suspense>
      </RequireSession>
    ),
    children: [
      { index: true, element: <MemberIndex /> },
      ...MEMBER_PAGES.map((page): RouteObject => ({ path: page.path, element: <page.Page /> })),
    ],
  },
];
