import { Suspense, lazy } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespace } from '@gamehall/i18n';
import { HOME_PATH, RequireSession, withChunkTimeout } from '@gamehall/shell';
import { MEMBER_ROOT } from './memberRoot';

/**
 * The MemberCenter chunk (spec §7 lazy page groups) with the `member` i18n namespace (and
 * `account`, the unread badge's), all
 * awaited before it renders, with the shell's 120 s chunk time-out (spec §9).
 */
const loadMemberCentre = withChunkTimeout(() => Promise.all([import('./layout/MemberCentre'), loadNamespace('member'), loadNamespace('account')]).then(([module]) => module));
const MemberCentre = lazy(() => loadMemberCentre().then((module) => ({ default: module.MemberCentre })));

/** Shown while the member centre's chunk loads on the first navigation. */
function PageLoading() {
  return <div aria-busy="true" style={{ minBlockSize: '60vh' }} />;
}

/**
 * The member centre's routes, children of the app's layout route (spec §2 `/member` and its
 * pages): `/member/*`, whose element is the MemberCenter chunk; inside it, descendant routes
 * give `/member` (the page list on phones, the first page on desktop) and one route per page
 * (`/member/depositv2`, `/member/withdraw`, `/member/transactionHistory`, `/member/messageV2`),
 * each page a chunk of its own. The page list lives in that chunk, so the home page carries
 * only this route. Only real accounts enter (spec §6; shell's `RequireSession
 * requires="realAccount"`): a visitor goes to `/` with the login popup, a trial account to `/`
 * with in_need_true_account; a stored session is restored first. The guard runs before any
 * member centre chunk loads. A chunk that fails or takes over 120 s throws the shell's
 * `ChunkLoadError` to the app's error element (chunk_timeout with a retry).
 */
export const memberCentreRoutes: RouteObject[] = [
  {
    path: `${MEMBER_ROOT}/*`,
    element: (
      <RequireSession requires="realAccount" redirectTo={HOME_PATH} openLogin>
        <Suspense fallback={<PageLoading />}>
          <MemberCentre />
        </Suspense>
      </RequireSession>
    ),
  },
];
