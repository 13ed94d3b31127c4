import type { MenuEntry } from '@gamehall/shell';
import { MEMBER_ROOT, memberPath } from './memberRoot';

/**
 * The menu entries the member centre provides (docs/architecture.md "Menus list only
 * destinations that exist"; spec §2 "Header, footer, side menu"):
 * - `account` (the logged-in header's buttons beside the balance): deposit → `/member/depositv2`
 *   (order 1), withdraw → `/member/withdraw` (order 2);
 * - `sideMenu` (logged in): deposit and withdraw (orders 10, 20, before the lobby's entries);
 * - `avatar` (logged in): my account → `/member` (order 100, before the lobby's favourites at 300),
 *   betting record → `/member/personalHistoryCopy` (order 105, spec §2 avatar menu),
 *   transaction history → `/member/transactionHistory` (order 110) and platform messages →
 *   `/member/messageV2` (order 120, with the unread messages badge).
 *
 * Labels are core i18n keys (`deposit`, `withdraw`, `my_account`, `betting_record`, `transaction_history`, `platform_messages`): the
 * header renders them on every page, before the member centre's own texts load.
 */
export const memberCentreMenuEntries: MenuEntry[] = [
  { id: 'member.deposit', area: 'account', labelKey: 'deposit', to: memberPath('depositv2'), order: 1, requiresLogin: true },
  { id: 'member.withdraw', area: 'account', labelKey: 'withdraw', to: memberPath('withdraw'), order: 2, requiresLogin: true },
  { id: 'member.side.deposit', area: 'sideMenu', labelKey: 'deposit', to: memberPath('depositv2'), order: 10, requiresLogin: true },
  { id: 'member.side.withdraw', area: 'sideMenu', labelKey: 'withdraw', to: memberPath('withdraw'), order: 20, requiresLogin: true },
  { id: 'member.account', area: 'avatar', labelKey: 'my_account', to: MEMBER_ROOT, order: 100, requiresLogin: true },
  { id: 'member.personalHistoryCopy', area: 'avatar', labelKey: 'betting_record', to: memberPath('personalHistoryCopy'), order: 105, requiresLogin: true },
  { id: 'member.transactionHistory', area: 'avatar', labelKey: 'transaction_history', to: memberPath('transactionHistory'), order: 110, requiresLogin: true },
  { id: 'member.messageV2', area: 'avatar', labelKey: 'platform_messages', to: memberPath('messageV2'), order: 120, requiresLogin: true, badge: 'unreadMessages' },
];
