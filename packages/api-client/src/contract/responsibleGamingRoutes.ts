/**
 * The schema-free half of responsible gaming (see `responsibleGaming.ts`): routes the member
 * centre registers with the transport when its chunk loads, and the error codes, so the player
 * site's bundle carries no TypeBox schema for them.
 */
import { type RouteDef, route } from './routes';

/** Hours a raised (or removed) deposit limit waits before it applies. */
export const LIMIT_RAISE_DELAY_HOURS = 24;

/** The periods of a deposit limit: a UTC day, an ISO week (Monday start, UTC), a calendar month (UTC). */
export const LIMIT_PERIODS = ['DAILY', 'WEEKLY', 'MONTHLY'] as const;

/** The reality-check intervals a member can choose, in minutes (or none: `null`). */
export const REALITY_CHECK_MINUTES = [15, 30, 60, 120] as const;

/** Kinds of exclusion: `COOL_OFF` (1 to 42 days) and `SELF_EXCLUSION` (6 to 60 months). */
export const EXCLUSION_KINDS = ['COOL_OFF', 'SELF_EXCLUSION'] as const;

/** The duration bounds of each exclusion kind: cool-off in days (24 h to 6 weeks), self-exclusion in months (6 months to 5 years). */
export const EXCLUSION_DURATIONS = {
  COOL_OFF: { unit: 'days', min: 1, max: 42 },
  SELF_EXCLUSION: { unit: 'months', min: 6, max: 60 },
} as const satisfies Record<(typeof EXCLUSION_KINDS)[number], { unit: 'days' | 'months'; min: number; max: number }>;

/** Method, path and session need of each responsible-gaming endpoint (registered by the member centre). */
export const responsibleGamingRoutes = {
  responsibleGaming: route('GET', '/wps/v2/responsible-gaming', 'required'),
  depositLimit: route('PUT', '/wps/v2/responsible-gaming/limits', 'required'),
  realityCheck: route('PUT', '/wps/v2/responsible-gaming/reality-check', 'required'),
  exclusion: route('POST', '/wps/v2/responsible-gaming/exclusion', 'required'),
} as const satisfies Record<string, RouteDef>;

/** Error codes of responsible gaming. */
export const RESPONSIBLE_GAMING_ERROR_CODES = {
  /**
   * A deposit would pass a deposit limit; the message names the limit and what is left, the
   * value is `{ period, limit, remaining }`.
   */
  depositLimitExceeded: 'cashier.deposit.limit.exceeded',
  /** An exclusion duration outside its kind's bounds ({@link EXCLUSION_DURATIONS}). */
  exclusionDurationInvalid: 'member.exclusion.duration.invalid',
} as const;

/** The `value` of a `cashier.deposit.limit.exceeded` failure. */
export interface DepositLimitExceeded {
  period: (typeof LIMIT_PERIODS)[number];
  /** The limit in force. */
  limit: string;
  /** What can still be deposited in the period (may be `0.00`). */
  remaining: string;
}
