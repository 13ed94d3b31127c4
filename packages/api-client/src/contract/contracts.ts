/**
 * Wire schemas and endpoints of agent contracts and their settlements (spec §3 contract fields
 * "active members, rate, period valid bet, period profit and loss, bet amount daily, bet amount
 * per hour"; §4 contract offers; §6; §7 `MCS2_processDividendReq`, `MCS2_processDailySalContract`,
 * `MCS2_processContractHourSalary`, `MCSFE_processRealTimeSalaryContract`; §9 periods). The
 * schema-free half (routes, types, error codes) is `contractRoutes.ts`.
 *
 * Definitions (say them everywhere the same): a rate is a percent as a decimal string (`"0.80"` =
 * 0.80 %); the team of a contract holder is the holder and every downline at any depth; valid
 * bet = the stakes of its settled bets in the period; profit and loss (P&L) = the team's payouts
 * − stakes (negative when the team lost, the agent side's gain); active members = members of the
 * team with at least one bet in the period.
 *
 * Tiers: a tier applies when the period's figures reach every threshold it names; the highest
 * such tier's rate is paid. Daily salary tiers name `betAmount` (the day's valid bet) and
 * `activeMembers`, hourly salary tiers `betAmount` (the hour's valid bet), dividend tiers
 * `profitLoss` (the team's loss in the period, as a positive amount) and `activeMembers`; a
 * real-time salary has one tier, its `rate`. Salaries pay valid bet × rate; a dividend pays the
 * team's loss × rate (nothing when the team won).
 */
import Big from 'big.js';
import { Type, type Static, type TSchema } from 'typebox';
import { AmountInput, Instant } from './cashier';
import { LiteralUnion, Money, Page } from './entities';
import {
  CONTRACT_ACTIONS,
  CONTRACT_MAX_TIERS,
  CONTRACT_STATUSES,
  CONTRACT_TERMINATION_REASONS,
  CONTRACT_TERMINATORS,
  CONTRACT_TIER_FIELDS,
  CONTRACT_TYPES,
  DIVIDEND_PERIODS,
  CONTRACT_RELAY_PATHS,
  type ContractTypeName,
} from './contractRoutes';
import { type AuthMode } from './routes';

/** A rate: percent with at most 2 decimals, 0–99.99 (`"0.80"` = 0.80 %). */
export const Rate = Type.String({ pattern: '^\\d{1,2}(\\.\\d{1,2})?$', description: 'percent, decimal string, ≤ 2 decimals' });
/** A rate as the server answers it: 2 decimals. */
export const RateValue = Type.String({ pattern: '^\\d{1,2}\\.\\d{2}$', description: 'percent, 2 decimals' });

/** @see CONTRACT_TYPES */
export const ContractType = LiteralUnion(CONTRACT_TYPES);
/** @see ContractType */
export type ContractType = Static<typeof ContractType>;
/** @see CONTRACT_STATUSES */
export const ContractStatus = LiteralUnion(CONTRACT_STATUSES);
/** @see ContractStatus */
export type ContractStatus = Static<typeof ContractStatus>;
/** @see DIVIDEND_PERIODS */
export const DividendPeriod = LiteralUnion(DIVIDEND_PERIODS);
/** @see DividendPeriod */
export type DividendPeriod = Static<typeof DividendPeriod>;
/** @see CONTRACT_ACTIONS */
export const ContractAction = LiteralUnion(CONTRACT_ACTIONS);
/** @see ContractAction */
export type ContractAction = Static<typeof ContractAction>;

/** One tier as offered: the thresholds its type uses (see the module comment) and the rate. */
export const ContractTierInput = Type.Object(
  {
    /** DAILY_SALARY: the day's team valid bet; HOURLY_SALARY: the hour's. */
    betAmount: Type.Optional(AmountInput),
    /** DIVIDEND: the team's loss in the period (positive amount). */
    profitLoss: Type.Optional(AmountInput),
    /** DIVIDEND, DAILY_SALARY: active members in the period. */
    activeMembers: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000 })),
    rate: Rate,
  },
  { additionalProperties: false },
);
/** @see ContractTierInput */
export type ContractTierInput = Static<typeof ContractTierInput>;

/** One tier as stored and answered (thresholds the type does not use are absent). */
export const ContractTier = Type.Object({
  betAmount: Type.Optional(Money),
  profitLoss: Type.Optional(Money),
  activeMembers: Type.Optional(Type.Integer({ minimum: 0 })),
  rate: RateValue,
});
/** @see ContractTier */
export type ContractTier = Static<typeof ContractTier>;

/** A party of a contract: account and nickname. */
export const ContractParty = Type.Object({ account: Type.String(), nickname: Type.String() });
/** @see ContractParty */
export type ContractParty = Static<typeof ContractParty>;

/** A contract between an upline (`upline`) and its direct downline (`member`, the holder). */
export const Contract = Type.Object({
  contractId: Type.Integer({ minimum: 1 }),
  type: ContractType,
  status: ContractStatus,
  upline: ContractParty,
  member: ContractParty,
  /** DIVIDEND only: the settlement period. */
  period: Type.Optional(DividendPeriod),
  /** Ascending thresholds; one tier for REALTIME_SALARY. */
  tiers: Type.Array(ContractTier),
  /** The highest rate of the tiers (what caps the holder's own offers and is compared for spec §4). */
  maxRate: RateValue,
  offeredAt: Instant,
  /** When the downline accepted or rejected. */
  respondedAt: Type.Optional(Instant),
  terminatedAt: Type.Optional(Instant),
  terminatedBy: Type.Optional(LiteralUnion(CONTRACT_TERMINATORS)),
  terminationReason: Type.Optional(LiteralUnion(CONTRACT_TERMINATION_REASONS)),
});
/** @see Contract */
export type Contract = Static<typeof Contract>;

/**
 * Body of a contract relay's `POST`:
 * - `offer` (agents, to a direct downline): `account` (the downline), `tiers` (realtime: one
 *   tier with `rate` only), `period` (DIVIDEND, required). A pending offer of the type to that
 *   downline is replaced; an active contract stays until the new one is accepted.
 * - `accept` / `reject` (the downline): `contractId` of a pending offer; `confirm: true` agrees to
 *   the auto-termination of spec §4 (without it such an accept answers
 *   `contract.terminations.unconfirmed` listing what would end).
 * - `terminate` (either side): `contractId` of an offered or active contract.
 */
export const ContractActionBody = Type.Object(
  {
    action: ContractAction,
    account: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    period: Type.Optional(DividendPeriod),
    tiers: Type.Optional(Type.Array(ContractTierInput, { minItems: 1, maxItems: CONTRACT_MAX_TIERS })),
    contractId: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
    confirm: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
/** @see ContractActionBody */
export type ContractActionBody = Static<typeof ContractActionBody>;

/**
 * Query of a contract relay's `GET`: the page of contracts given to direct downlines; `account`
 * keeps only those held by that direct downline (case-insensitive; the team management page's
 * contract dialog, spec §2 downlineManagmentView).
 */
export const ContractViewQuery = Type.Object(
  {
    account: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    pageNo: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,5}$' })),
    pageSize: Type.Optional(Type.String({ pattern: '^(?:[1-9]\\d?|100)$', description: '1..100, default 20' })),
  },
  { additionalProperties: false },
);
/** @see ContractViewQuery */
export type ContractViewQuery = Static<typeof ContractViewQuery>;

/**
 * A contract relay's `GET`: whether the caller may offer this type (an agent whose own
 * consolidated-funds flag enables it), the cap of its offers (`maxRate`, null: nothing to pass
 * on), its own active contract and pending offer of the type, and a page of the offered and
 * active contracts it gave its direct downlines (newest first).
 */
export const ContractView = Type.Object({
  type: ContractType,
  canOffer: Type.Boolean(),
  maxRate: Type.Union([RateValue, Type.Null()]),
  own: Type.Union([Contract, Type.Null()]),
  offer: Type.Union([Contract, Type.Null()]),
  downlines: Page(Contract),
});
/** @see ContractView */
export type ContractView = Static<typeof ContractView>;

/** Query of the settlement records: the type, then paging (newest period first). */
export const SettlementQuery = Type.Object(
  {
    type: ContractType,
    pageNo: Type.Optional(Type.String({ pattern: '^[1-9]\\d{0,5}$' })),
    pageSize: Type.Optional(Type.String({ pattern: '^(?:[1-9]\\d?|100)$', description: '1..100, default 20' })),
  },
  { additionalProperties: false },
);
/** @see SettlementQuery */
export type SettlementQuery = Static<typeof SettlementQuery>;

/**
 * One settled period of a contract (records pages of spec §2): the period `[periodStart,
 * periodEnd)`, its inputs (team valid bet, active members, P&L), the tier met (`tier`: its index,
 * null when none) and the rate used, and the amount paid to the holder's main wallet (0.00 when
 * no tier was met; then no ledger entry).
 */
export const ContractSettlement = Type.Object({
  settlementId: Type.Integer({ minimum: 1 }),
  contractId: Type.Integer({ minimum: 1 }),
  type: ContractType,
  periodStart: Instant,
  periodEnd: Instant,
  validBet: Money,
  activeMembers: Type.Integer({ minimum: 0 }),
  profitLoss: Money,
  tier: Type.Union([Type.Integer({ minimum: 0 }), Type.Null()]),
  rate: RateValue,
  amount: Money,
  settledAt: Instant,
});
/** @see ContractSettlement */
export type ContractSettlement = Static<typeof ContractSettlement>;

// The thresholds of each type live with the schema-free half (the browser forms read them too).
export { CONTRACT_TIER_FIELDS };

/**
 * Checks offered tiers as the platform server does (the mocks use it too): the thresholds of the
 * type ({@link CONTRACT_TIER_FIELDS}), exactly one tier for a real-time salary, rates above 0,
 * each tier's thresholds not below the previous one's and its rate above it.
 * @param type the contract type
 * @param tiers the offered tiers
 * @returns the tiers as stored (money and rates with 2 decimals) and their highest rate, or the
 *   `problem` (the message of `contract.tiers.invalid`)
 */
export function checkContractTiers(type: ContractTypeName, tiers: readonly ContractTierInput[]): { tiers: ContractTier[]; maxRate: string } | { problem: string } {
  const fields: readonly string[] = CONTRACT_TIER_FIELDS[type];
  if (type === 'REALTIME_SALARY' && tiers.length !== 1) return { problem: 'A real-time salary has exactly one rate' };
  const out: ContractTier[] = [];
  for (const [i, tier] of tiers.entries()) {
    for (const key of ['betAmount', 'profitLoss', 'activeMembers'] as const) {
      const used = fields.includes(key);
      if (used && tier[key] === undefined) return { problem: `Tier ${String(i + 1)} needs ${key}` };
      if (!used && tier[key] !== undefined) return { problem: `A ${type} tier has no ${key}` };
    }
    if (!new Big(tier.rate).gt(0)) return { problem: `Tier ${String(i + 1)} needs a rate above 0` };
    const normal: ContractTier = {
      ...(tier.betAmount !== undefined ? { betAmount: new Big(tier.betAmount).toFixed(2) } : {}),
      ...(tier.profitLoss !== undefined ? { profitLoss: new Big(tier.profitLoss).toFixed(2) } : {}),
      ...(tier.activeMembers !== undefined ? { activeMembers: tier.activeMembers } : {}),
      rate: new Big(tier.rate).toFixed(2),
    };
    const previous = out.at(-1);
    const below =
      previous !== undefined &&
      (new Big(normal.betAmount ?? 0).lt(previous.betAmount ?? 0) ||
        new Big(normal.profitLoss ?? 0).lt(previous.profitLoss ?? 0) ||
        (normal.activeMembers ?? 0) < (previous.activeMembers ?? 0) ||
        new Big(normal.rate).lte(previous.rate));
    if (below) return { problem: 'Tiers must go up: thresholds not lower and a higher rate than the tier before' };
    out.push(normal);
  }
  const maxRate = out.reduce((max, tier) => (new Big(tier.rate).gt(max) ? new Big(tier.rate) : max), new Big(0)).toFixed(2);
  return { tiers: out, maxRate };
}

type Def = { method: 'GET' | 'POST'; path: string; query?: TSchema; body?: TSchema; value: TSchema; auth: AuthMode; spec: string };
const def = <const D extends Def>(d: D): D => d;
const view = <const P extends string>(path: P) => def({ method: 'GET', path, query: ContractViewQuery, value: ContractView, auth: 'required', spec: '§3, §4, §6, §7' });
const action = <const P extends string>(path: P) => def({ method: 'POST', path, body: ContractActionBody, value: Contract, auth: 'required', spec: '§3, §4, §6, §7' });

/** The contract endpoints, merged into the contract's endpoint table. */
export const contractEndpoints = {
  /** The caller's dividend contract, pending offer, cap and the dividend contracts given to direct downlines. */
  dividendContract: view(CONTRACT_RELAY_PATHS.DIVIDEND),
  /** Offer, accept, reject or terminate a dividend contract. */
  dividendContractAction: action(CONTRACT_RELAY_PATHS.DIVIDEND),
  /** The caller's daily-salary contract view. */
  dailySalaryContract: view(CONTRACT_RELAY_PATHS.DAILY_SALARY),
  /** Offer, accept, reject or terminate a daily-salary contract. */
  dailySalaryContractAction: action(CONTRACT_RELAY_PATHS.DAILY_SALARY),
  /** The caller's hourly-salary contract view. */
  hourSalaryContract: view(CONTRACT_RELAY_PATHS.HOURLY_SALARY),
  /** Offer, accept, reject or terminate an hourly-salary contract. */
  hourSalaryContractAction: action(CONTRACT_RELAY_PATHS.HOURLY_SALARY),
  /** The caller's real-time-salary contract view. */
  realtimeSalaryContract: view(CONTRACT_RELAY_PATHS.REALTIME_SALARY),
  /** Offer, accept, reject or terminate a real-time-salary contract. */
  realtimeSalaryContractAction: action(CONTRACT_RELAY_PATHS.REALTIME_SALARY),
  /** Every pending offer to the logged-in member, of every type, newest first (the contract popup, spec §2, §6). */
  pendingContracts: def({ method: 'GET', path: '/wps/agent/contracts/pending', value: Type.Array(Contract), auth: 'required', spec: '§2, §4' }),
  /** The caller's settlements of one type, newest period first (records pages of spec §2). */
  contractSettlements: def({ method: 'GET', path: '/wps/agent/contracts/settlements', query: SettlementQuery, value: Page(ContractSettlement), auth: 'required', spec: '§2, §3' }),
} as const;
