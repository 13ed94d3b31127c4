/**
 * Member centre pages another app composes in its own frame (issue 13: agent-web's /agentHome
 * lists deposit, withdraw and platform messages, spec §2 "/agentHome left navigation"). The
 * pages do not depend on their path; each is a lazy chunk of its own, loaded with the `member`
 * and `account` texts (awaited before it renders, 120 s chunk time-out), and reads its lists
 * again when a live notification arrives, as under `/member`.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadNamespace } from '@gamehall/i18n';
import { withChunkTimeout } from '@gamehall/shell';
import type { MemberPageId } from './paths';

/** The member centre pages another app may compose: deposit, withdraw, platform messages. */
export type ComposablePageId = Extract<MemberPageId, 'depositv2' | 'withdraw' | 'messageV2'>;

/**
 * A lazy page with the member centre's texts and live refresh.
 *
 * @param load - the page module's import
 * @param pick - the page component of the module
 * @returns the lazy component
 */
function composable<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  const loadAll = withChunkTimeout(() => Promise.all([load(), import('./layout/LiveRefresh'), loadNamespace('member'), loadNamespace('account')]));
  return lazy(() =>
    loadAll().then(([module, { withLiveRefresh }]) => ({ default: withLiveRefresh(pick(module)) })),
  );
}

/**
 * The member centre's pages for another app's frame, by spec route name (its label is the core
 * i18n key `deposit`, `withdraw` or `platform_messages`). Render one inside `Suspense` under the
 * app's store, router and i18n providers; the app guards the session (real accounts only).
 * The calls are marked pure, so an app that does not use them (player-web) bundles none of it.
 */
export const memberCentrePages: Record<ComposablePageId, LazyExoticComponent<ComponentType>> = {
  depositv2: /* @__PURE__ */ composable(() => import('./depositv2/DepositPage'), (m) => m.DepositPage),
  withdraw: /* @__PURE__ */ composable(() => import('./withdraw/WithdrawPage'), (m) => m.WithdrawPage),
  messageV2: /* @__PURE__ */ composable(() => import('./messages/MessagesPage'), (m) => m.MessagesPage),
};
