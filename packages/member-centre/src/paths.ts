/**
 * The member centre's route paths (spec §2 "Member centre pages", route names under `/member`).
 * Each page's path is listed below with its spec name; responsibleGaming is ours (issue 12), the
 * spec's member pages not listed (rewardCenter, referral, missionLeaderboard) come with their issues.
 */
import { MEMBER_ROOT } from './memberRoot';

/**
 * Every member centre path (spec §2 "Member centre pages"): `root` is `/member`; each page is
 * `/member/<route name>` with the spec's route name as it is spelled there.
 */
export const memberPaths = {
  /** The member centre (spec §2 `/member`). */
  root: MEMBER_ROOT,
  /** Security centre (spec §2 securityCenter): password, payment password, mobile, e-mail, authenticator. */
  securityCenter: `${MEMBER_ROOT}/securityCenter`,
  /** Deposit (spec §2 depositv2): channels, amount, the deposit's status, the deposit history. */
  depositv2: `${MEMBER_ROOT}/depositv2`,
  /** Transfer (spec §2 transferFund): main ↔ vendor wallets by hand. */
  transferFund: `${MEMBER_ROOT}/transferFund`,
  /** Withdraw (spec §2 withdraw; spec §4 withdrawal confirmation). */
  withdraw: `${MEMBER_ROOT}/withdraw`,
  /** Transfer to the upline (spec §2 transferUpline, §6): main wallet → the member's upline agent. */
  transferUpline: `${MEMBER_ROOT}/transferUpline`,
  /** Betting record (spec §2 personalHistoryCopy): the member's bets. */
  personalHistoryCopy: `${MEMBER_ROOT}/personalHistoryCopy`,
  /** Transaction history (spec §2 transactionHistory): every ledger entry of the member. */
  transactionHistory: `${MEMBER_ROOT}/transactionHistory`,
  /** Profit and loss per period and game category (spec §2 personalProfit). */
  personalProfit: `${MEMBER_ROOT}/personalProfit`,
  /** Bonuses and rebates received (spec §2 bonusDetails). */
  bonusDetails: `${MEMBER_ROOT}/bonusDetails`,
  /** Platform messages (spec §2 messageV2; spec §4 notifications). */
  messageV2: `${MEMBER_ROOT}/messageV2`,
  /** Rebate on valid bets since the last claim, claimed by hand (spec §2 manualRebate). */
  manualRebate: `${MEMBER_ROOT}/manualRebate`,
  /** Responsible gaming (issue 12): deposit limits, reality check, cool-off and self-exclusion. */
  responsibleGaming: `${MEMBER_ROOT}/responsibleGaming`,
} as const;

/** The id of a member centre page: its route name (a key of {@link memberPaths} other than `root`, e.g. `depositv2`). */
export type MemberPageId = Exclude<keyof typeof memberPaths, 'root'>;
