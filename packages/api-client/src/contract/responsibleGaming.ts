/**
 * Responsible gaming (issue 12 "Responsible gaming"; page `/member/responsibleGaming`): deposit
 * limits per day, ISO week and calendar month, a reality-check reminder interval, cool-off and
 * self-exclusion. Schemas, the endpoints (merged into the contract's endpoint table), their
 * schema-free routes (registered by the member centre like `cashierRoutes`) and error codes.
 *
 * Periods are read in UTC: a day runs from 00:00 UTC, a week from Monday 00:00 UTC (ISO week),
 * a month from the 1st 00:00 UTC. A deposit counts against a limit when it is PENDING or
 * CREDITED and was started within the period. A new limit or a lower one applies at once; a
 * higher one, or removing a limit, waits 24 hours (`LIMIT_RAISE_DELAY_HOURS`).
 */
import { Type, type Static } from 'typebox';
import { AmountInput, Instant } from './cashier';
import { LiteralUnion, Money } from './entities';
import { EXCLUSION_KINDS, LIMIT_PERIODS } from './responsibleGamingRoutes';

/** @see LIMIT_PERIODS */
export const LimitPeriod = LiteralUnion(LIMIT_PERIODS);
/** @see LimitPeriod */
export type LimitPeriod = Static<typeof LimitPeriod>;

/** The reality-check interval: one of `REALITY_CHECK_MINUTES` (15, 30, 60, 120 minutes) or `null` (off). */
export const RealityCheckMinutes = Type.Union([Type.Literal(15), Type.Literal(30), Type.Literal(60), Type.Literal(120), Type.Null()]);
/** @see RealityCheckMinutes */
export type RealityCheckMinutes = Static<typeof RealityCheckMinutes>;

/** @see EXCLUSION_KINDS */
export const ExclusionKind = LiteralUnion(EXCLUSION_KINDS);
/** @see ExclusionKind */
export type ExclusionKind = Static<typeof ExclusionKind>;

/** A deposit limit waiting to apply: the new amount (`null` = the limit is removed) and when it applies. */
export const PendingLimit = Type.Object({ amount: Type.Union([Money, Type.Null()]), effectiveAt: Instant });
/** @see PendingLimit */
export type PendingLimit = Static<typeof PendingLimit>;

/**
 * One deposit limit as it stands: the amount in force (`null` = none), a pending raise or
 * removal, what the member deposited in the current period (PENDING and CREDITED deposits),
 * what is left (absent without a limit) and when the period ends.
 */
export const DepositLimit = Type.Object({
  period: LimitPeriod,
  amount: Type.Union([Money, Type.Null()]),
  pending: Type.Optional(PendingLimit),
  used: Money,
  remaining: Type.Optional(Money),
  periodEndsAt: Instant,
});
/** @see DepositLimit */
export type DepositLimit = Static<typeof DepositLimit>;

/** The member's responsible-gaming settings: the three limits (DAILY, WEEKLY, MONTHLY, in that order) and the reality-check interval. */
export const ResponsibleGamingValue = Type.Object({
  limits: Type.Array(DepositLimit),
  realityCheckMinutes: RealityCheckMinutes,
});
/** @see ResponsibleGamingValue */
export type ResponsibleGamingValue = Static<typeof ResponsibleGamingValue>;

/** Body of setting one deposit limit: the period and the amount (`null` removes it, after the raise delay). */
export const DepositLimitBody = Type.Object({ period: LimitPeriod, amount: Type.Union([AmountInput, Type.Null()]) }, { additionalProperties: false });
/** @see DepositLimitBody */
export type DepositLimitBody = Static<typeof DepositLimitBody>;

/** Body of choosing the reality-check interval (minutes, or `null` for none). */
export const RealityCheckBody = Type.Object({ minutes: RealityCheckMinutes }, { additionalProperties: false });
/** @see RealityCheckBody */
export type RealityCheckBody = Static<typeof RealityCheckBody>;

/** Body of a cool-off (`duration` in days, 1–42) or a self-exclusion (`duration` in months, 6–60). */
export const ExclusionBody = Type.Object({ kind: ExclusionKind, duration: Type.Integer({ minimum: 1, maximum: 60 }) }, { additionalProperties: false });
/** @see ExclusionBody */
export type ExclusionBody = Static<typeof ExclusionBody>;

/** An exclusion in force: its kind and when it ends. Also the `value` of a `member.excluded` failure. */
export const Exclusion = Type.Object({ kind: ExclusionKind, until: Instant });
/** @see Exclusion */
export type Exclusion = Static<typeof Exclusion>;

/** The responsible-gaming endpoints, merged into the contract's endpoint table. */
export const responsibleGamingEndpoints = {
  /** The member's deposit limits and reality-check interval. */
  responsibleGaming: {
    method: 'GET',
    path: '/wps/v2/responsible-gaming',
    value: ResponsibleGamingValue,
    auth: 'required',
    spec: 'issue 12',
  },
  /** Sets one deposit limit: a first or lower limit at once, a higher one or a removal after 24 h; answers the settings. */
  depositLimit: {
    method: 'PUT',
    path: '/wps/v2/responsible-gaming/limits',
    body: DepositLimitBody,
    value: ResponsibleGamingValue,
    auth: 'required',
    spec: 'issue 12',
  },
  /** Chooses the reality-check interval; answers the settings. */
  realityCheck: {
    method: 'PUT',
    path: '/wps/v2/responsible-gaming/reality-check',
    body: RealityCheckBody,
    value: ResponsibleGamingValue,
    auth: 'required',
    spec: 'issue 12',
  },
  /** Starts a cool-off or a self-exclusion: ends every session of the member; cannot be shortened or lifted. */
  exclusion: {
    method: 'POST',
    path: '/wps/v2/responsible-gaming/exclusion',
    body: ExclusionBody,
    value: Exclusion,
    auth: 'required',
    spec: 'issue 12',
  },
} as const;
