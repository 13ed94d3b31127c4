/**
 * Wire schemas of the member centre's reward and report pages (spec §2 "Member centre pages":
 * manualRebate, personalProfit; bonusDetails reads the transactionHistory endpoint with the
 * `REWARD` type group). Paths and field names are Gamehall's (docs/architecture.md "Our server
 * defines the wire format"). Money is a decimal string with two decimals; days are UTC days.
 */
import { Type, type Static } from 'typebox';
import { GameType, Money } from './entities';
import { Day, Instant, RequestId } from './cashier';

/**
 * A rebate percentage with up to 4 decimals, e.g. `"0.8000"` for 0.8 % (the merchant's rate of a
 * game category; rebate = valid bets × rate / 100, rounded down to the cent).
 */
export const RebateRate = Type.String({ pattern: '^\\d{1,3}\\.\\d{4}$', description: 'percent, 4 decimals' });
/** @see RebateRate */
export type RebateRate = Static<typeof RebateRate>;

/** One game category of the rebate: valid bets since the last claim, the merchant's rate and the rebate it makes. */
export const RebateCategory = Type.Object({
  gameType: GameType,
  /** Valid bet amount since the last claim (every settled bet's stake). */
  validBet: Money,
  /** The merchant's rate for the category, percent. */
  rate: RebateRate,
  /** `validBet × rate / 100`, rounded down to the cent. */
  rebate: Money,
});
/** @see RebateCategory */
export type RebateCategory = Static<typeof RebateCategory>;

/**
 * The manualRebate page: per category (every category with a rate, in the merchant's order) the
 * valid bets since the last claim and the rebate, the `total` claimable, the smallest claim the
 * merchant pays (`minClaim`), and when the member last claimed.
 */
export const RebateInfoValue = Type.Object({
  categories: Type.Array(RebateCategory),
  total: Money,
  minClaim: Money,
  lastClaimAt: Type.Optional(Instant),
});
/** @see RebateInfoValue */
export type RebateInfoValue = Static<typeof RebateInfoValue>;

/** Body of a rebate claim: the idempotency key (a retry answers the first claim and pays nothing more). */
export const RebateClaimBody = Type.Object({ requestId: RequestId }, { additionalProperties: false });
/** @see RebateClaimBody */
export type RebateClaimBody = Static<typeof RebateClaimBody>;

/** A paid rebate claim: its id (the REBATE ledger entry's reference), the amount, the categories it paid, when. */
export const RebateClaim = Type.Object({
  claimId: Type.String(),
  amount: Money,
  categories: Type.Array(RebateCategory),
  createdAt: Instant,
});
/** @see RebateClaim */
export type RebateClaim = Static<typeof RebateClaim>;

/** Query of personalProfit: the UTC day range, both inclusive, at most {@link PROFIT_MAX_DAYS} days. */
export const ProfitQuery = Type.Object({ from: Day, to: Day }, { additionalProperties: false });
/** @see ProfitQuery */
export type ProfitQuery = Static<typeof ProfitQuery>;

/** The longest range personalProfit answers, in days (a longer one is a 400). */
export const PROFIT_MAX_DAYS = 92;

/** Bets of one game category in a range: how many, their stakes, valid bets, payouts and the member's win/loss (payouts − bets). */
export const ProfitCategory = Type.Object({
  gameType: GameType,
  betCount: Type.Integer({ minimum: 0 }),
  betAmount: Money,
  validBet: Money,
  payout: Money,
  winLoss: Money,
});
/** @see ProfitCategory */
export type ProfitCategory = Static<typeof ProfitCategory>;

/**
 * The personalProfit page: per category with bets in the range and their `totals`, then the
 * bonuses and rebates received, deposits and withdrawals (net of refunds) from the ledger, and
 * `profit` = win/loss + bonuses + rebates.
 */
export const ProfitValue = Type.Object({
  from: Day,
  to: Day,
  categories: Type.Array(ProfitCategory),
  totals: Type.Object({ betCount: Type.Integer({ minimum: 0 }), betAmount: Money, validBet: Money, payout: Money, winLoss: Money }),
  bonus: Money,
  rebate: Money,
  deposit: Money,
  withdraw: Money,
  profit: Money,
});
/** @see ProfitValue */
export type ProfitValue = Static<typeof ProfitValue>;
