/**
 * The member centre's pages, one list for the layout's menu and the routes (spec §2 "Member
 * centre pages"). Adding a page is one entry here: its path, label, icon, lazy page component
 * and, for pages with a count (spec §2: "Badge counts appear on mission, message and reward
 * items"), a lazy badge component.
 *
 * This module belongs to the member centre's chunk (its page for a path and its menu are
 * built from it there), so the home page carries none of it; each page and badge is a
 * chunk of its own, loaded when shown.
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { withChunkTimeout } from '@gamehall/shell';
import { type MemberPageId, memberPaths } from './paths';

/** One member centre page. */
export interface MemberPage {
  /** The page's spec route name, e.g. `depositv2`; also picks its icon in the menu. */
  id: MemberPageId;
  /** Its full path, e.g. `/member/depositv2` ({@link memberPaths}). */
  path: string;
  /** i18n key of its label in the menu and its heading (a core key: the header menus show it too). */
  labelKey: string;
  /** The page itself, a lazy chunk of the MemberCenter group (120 s time-out, spec §7, §9). */
  Page: LazyExoticComponent<ComponentType>;
  /** A count beside the label (e.g. unread messages), a lazy component rendering the badge or nothing. */
  Badge?: LazyExoticComponent<ComponentType>;
}

/**
 * A lazy page or badge component from a module's named export, with the shell's chunk
 * time-out (a chunk that fails or takes over 120 s throws `ChunkLoadError` to the route's error
 * element).
 *
 * @param load - the module's import, e.g. `() => import('./depositv2/DepositPage')`
 * @param pick - the component of the module
 * @returns the lazy component
 */
export function lazyComponent<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  const loadWithTimeout = withChunkTimeout(load);
  return lazy(() => loadWithTimeout().then((module) => ({ default: pick(module) })));
}

/**
 * The member centre's pages in menu order: the spec's (§2 "Member centre pages") that exist,
 * in its order (platform messages with the unread messages badge), then responsible gaming.
 */
export const MEMBER_PAGES: readonly MemberPage[] = [
  {
    id: 'securityCenter',
    path: memberPaths.securityCenter,
    labelKey: 'security_center',
    Page: lazyComponent(() => import('./securityCenter/SecurityCenterPage'), (m) => m.SecurityCenterPage),
  },
  {
    id: 'transferFund',
    path: memberPaths.transferFund,
    labelKey: 'transfer_fund',
    Page: lazyComponent(() => import('./transferFund/TransferFundPage'), (m) => m.TransferFundPage),
  },
  {
    id: 'depositv2',
    path: memberPaths.depositv2,
    labelKey: 'deposit',
    Page: lazyComponent(() => import('./depositv2/DepositPage'), (m) => m.DepositPage),
  },
  {
    id: 'withdraw',
    path: memberPaths.withdraw,
    labelKey: 'withdraw',
    Page: lazyComponent(() => import('./withdraw/WithdrawPage'), (m) => m.WithdrawPage),
  },
  {
    id: 'transferUpline',
    path: memberPaths.transferUpline,
    labelKey: 'transfer_upline',
    Page: lazyComponent(() => import('./transferUpline/TransferUplinePage'), (m) => m.TransferUplinePage),
  },
  {
    id: 'personalHistoryCopy',
    path: memberPaths.personalHistoryCopy,
    labelKey: 'betting_record',
    Page: lazyComponent(() => import('./personalHistoryCopy/BettingRecordPage'), (m) => m.BettingRecordPage),
  },
  {
    id: 'transactionHistory',
    path: memberPaths.transactionHistory,
    labelKey: 'transaction_history',
    Page: lazyComponent(() => import('./transactionHistory/TransactionHistoryPage'), (m) => m.TransactionHistoryPage),
  },
  {
    id: 'personalProfit',
    path: memberPaths.personalProfit,
    labelKey: 'personal_profit',
    Page: lazyComponent(() => import('./personalProfit/PersonalProfitPage'), (m) => m.PersonalProfitPage),
  },
  {
    id: 'bonusDetails',
    path: memberPaths.bonusDetails,
    labelKey: 'bonus_details',
    Page: lazyComponent(() => import('./bonusDetails/BonusDetailsPage'), (m) => m.BonusDetailsPage),
  },
  {
    id: 'messageV2',
    path: memberPaths.messageV2,
    labelKey: 'platform_messages',
    Page: lazyComponent(() => import('./messages/MessagesPage'), (m) => m.MessagesPage),
    Badge: lazyComponent(() => import('./messages/MessagesBadge'), (m) => m.MessagesBadge),
  },
  {
    id: 'manualRebate',
    path: memberPaths.manualRebate,
    labelKey: 'manual_rebate',
    Page: lazyComponent(() => import('./manualRebate/ManualRebatePage'), (m) => m.ManualRebatePage),
  },
  {
    id: 'responsibleGaming',
    path: memberPaths.responsibleGaming,
    labelKey: 'responsible_gaming_page',
    Page: lazyComponent(() => import('./responsibleGaming/ResponsibleGamingPage'), (m) => m.ResponsibleGamingPage),
  },
];
