/**
 * The member centre's route paths (spec §2 "Member centre pages", route names under `/member`).
 * The pages the package serves so far are securityCenter, depositv2, withdraw,
 * transactionHistory and messageV2; the spec's other member pages (transferFund, …) come later.
 */

/** The member centre's root (spec §2 `/member`): the page list on phones, the first page on desktop. */
const MEMBER_ROOT = '/member';

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
  /** Withdraw (spec §2 withdraw; spec §4 withdrawal confirmation). */
  withdraw: `${MEMBER_ROOT}/withdraw`,
  /** Transaction history (spec §2 transactionHistory): every ledger entry of the member. */
  transactionHistory: `${MEMBER_ROOT}/transactionHistory`,
  /** Platform messages (spec §2 messageV2; spec §4 notifications). */
  messageV2: `${MEMBER_ROOT}/messageV2`,
} as const;

/** The id of a member centre page: its spec route name (`securityCenter`, `depositv2`, `withdraw`, `transactionHistory`, `messageV2`). */
export type MemberPageId = Exclude<keyof typeof memberPaths, 'root'>;
