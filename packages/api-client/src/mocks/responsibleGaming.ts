/**
 * MSW handlers for responsible gaming (issue 12; contract/responsibleGaming.ts) over a
 * {@link ResponsibleGamingMockState}, with the platform server's rules: a first or lower deposit
 * limit applies at once, a higher one or a removal waits 24 h; limits count PENDING and CREDITED
 * deposits of the cashier mocks in the current UTC day, ISO week (Monday start) or calendar
 * month; a cool-off or self-exclusion ends the member's mock sessions and refuses login and
 * deposits (`member.excluded`).
 */
import Big from 'big.js';
import { type HttpHandler, type JsonBodyType } from 'msw';
import type { DepositLimit, Exclusion, ExclusionKind, LimitPeriod, RealityCheckMinutes, ResponsibleGamingValue } from '../contract/responsibleGaming';
import {
  type DepositLimitExceeded,
  EXCLUSION_DURATIONS,
  LIMIT_PERIODS,
  LIMIT_RAISE_DELAY_HOURS,
  RESPONSIBLE_GAMING_ERROR_CODES,
  responsibleGamingRoutes,
} from '../contract/responsibleGamingRoutes';
import { ERROR_CODES } from '../contract/errorCodes';
import { type MockAccountStore, type MockFailure, createAccountStore } from './accounts';
import { CashierMockState } from './cashier';
import type { PlayMockFailure } from './play';
import { memberEndpointHandlers } from './memberEndpoints';

/** The responsible-gaming endpoints (answered by this module). */
export const RESPONSIBLE_GAMING_ENDPOINTS = ['responsibleGaming', 'depositLimit', 'realityCheck', 'exclusion'] as const;
/** @see RESPONSIBLE_GAMING_ENDPOINTS */
export type ResponsibleGamingEndpointName = (typeof RESPONSIBLE_GAMING_ENDPOINTS)[number];

/** Options of the responsible-gaming mocks (forced failures, delays). */
export interface ResponsibleGamingMockOptions {
  /** Answer these endpoints with this failure (a failure envelope) or `'network'` (no answer). */
  failures?: Partial<Record<ResponsibleGamingEndpointName, PlayMockFailure>>;
  /** Wait this many ms before answering. */
  delays?: Partial<Record<ResponsibleGamingEndpointName, number>>;
}

interface LimitState {
  amount: string | null;
  pending?: { amount: string | null; effectiveAt: number };
}

const HOUR_MS = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** What is left of a limit after `used` (never below 0.00). */
const leftOf = (limit: string, used: Big): string => {
  const left = new Big(limit).minus(used);
  return (left.lt(0) ? new Big(0) : left).toFixed(2);
};
/** `months` calendar months after `ms`, a missing day clamped to the month's last (as the server). */
function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  const target = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), d.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d.getUTCDate(), lastDay));
  return target.getTime();
}
const PERIOD_WORDS: Record<LimitPeriod, string> = { DAILY: 'daily', WEEKLY: 'weekly', MONTHLY: 'monthly' };

/**
 * The period `now` falls in, as the server reads it: a UTC day, an ISO week from Monday 00:00
 * UTC, a calendar month from the 1st 00:00 UTC.
 *
 * @param period - `DAILY`, `WEEKLY` or `MONTHLY`
 * @param now - ms since the epoch
 * @returns `{ start, end }` in ms (start inclusive, end exclusive)
 */
export function mockPeriodBounds(period: LimitPeriod, now: number): { start: number; end: number } {
  const d = new Date(now);
  const [y, m, day] = [d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()];
  if (period === 'DAILY') return { start: Date.UTC(y, m, day), end: Date.UTC(y, m, day + 1) };
  if (period === 'WEEKLY') {
    const monday = day - ((d.getUTCDay() + 6) % 7);
    return { start: Date.UTC(y, m, monday), end: Date.UTC(y, m, monday + 7) };
  }
  return { start: Date.UTC(y, m, 1), end: Date.UTC(y, m + 1, 1) };
}

/**
 * The state of the responsible-gaming mocks per account (lower-case names): limits, reality-check
 * intervals; exclusions live in the account store (login reads them). Deposits are the cashier
 * mocks' ({@link CashierMockState}), whose deposit handler asks {@link check} first.
 */
export class ResponsibleGamingMockState {
  /** Limits by account, then period. */
  readonly limits = new Map<string, Partial<Record<LimitPeriod, LimitState>>>();
  /** Reality-check intervals by account. */
  readonly realityChecks = new Map<string, RealityCheckMinutes>();
  /** The accounts, sessions and exclusions (set by {@link createResponsibleGamingHandlers}). */
  store: MockAccountStore = createAccountStore();

  /**
   * @param cashier - the cashier mocks' state: its deposits count against the limits and its deposit handler is guarded
   * @param options - failures, delays
   */
  constructor(
    readonly cashier: CashierMockState = new CashierMockState(),
    readonly options: ResponsibleGamingMockOptions = {},
  ) {
    cashier.depositGuard = (account, amount) => this.check(account, amount);
  }

  private now(): number {
    return this.cashier.now();
  }

  private limitOf(account: string, period: LimitPeriod): LimitState {
    const state = this.limits.get(account)?.[period];
    if (!state) return { amount: null };
    if (state.pending && state.pending.effectiveAt <= this.now()) return { amount: state.pending.amount };
    return state;
  }

  private used(account: string, period: LimitPeriod): Big {
    const { start, end } = mockPeriodBounds(period, this.now());
    return this.cashier.deposits
      .filter((d) => d.account === account && (d.value.status === 'PENDING' || d.value.status === 'CREDITED'))
      .filter((d) => Date.parse(d.value.createdAt) >= start && Date.parse(d.value.createdAt) < end)
      .reduce((total, d) => total.plus(d.value.amount), new Big(0));
  }

  /**
   * The settings of an account as the server answers them.
   * @param account - lower-case account name
   */
  settings(account: string): ResponsibleGamingValue {
    const limits = LIMIT_PERIODS.map((period): DepositLimit => {
      const limit = this.limitOf(account, period);
      const used = this.used(account, period);
      return {
        period,
        amount: limit.amount,
        ...(limit.pending ? { pending: { amount: limit.pending.amount, effectiveAt: iso(limit.pending.effectiveAt) } } : {}),
        used: used.toFixed(2),
        ...(limit.amount === null ? {} : { remaining: leftOf(limit.amount, used) }),
        periodEndsAt: iso(mockPeriodBounds(period, this.now()).end),
      };
    });
    return { limits, realityCheckMinutes: this.realityChecks.get(account) ?? null };
  }

  /**
   * Sets a limit with the server's rule (first or lower: at once; higher or removal: after 24 h).
   * @param account - lower-case account name
   * @param period - the period
   * @param amount - decimal string, or null to remove
   */
  setLimit(account: string, period: LimitPeriod, amount: string | null): void {
    const wanted = amount === null ? null : new Big(amount).toFixed(2);
    const current = this.limitOf(account, period).amount;
    const immediate = current === null || (wanted !== null && new Big(wanted).lte(current));
    const next: LimitState = immediate ? { amount: wanted } : { amount: current, pending: { amount: wanted, effectiveAt: this.now() + LIMIT_RAISE_DELAY_HOURS * HOUR_MS } };
    this.limits.set(account, { ...this.limits.get(account), [period]: next });
  }

  /**
   * Starts an exclusion: ends the account's sessions; login then answers `member.excluded`.
   * @param account - lower-case account name
   * @param kind - COOL_OFF (duration in days) or SELF_EXCLUSION (months)
   * @param duration - days or months
   * @returns the exclusion in force
   */
  exclude(account: string, kind: ExclusionKind, duration: number): Exclusion {
    const now = this.now();
    const end = kind === 'COOL_OFF' ? now + duration * 24 * HOUR_MS : addMonths(now, duration);
    const earlier = this.store.exclusions.get(account);
    const exclusion = earlier && Date.parse(earlier.until) > end ? earlier : { kind, until: iso(end) };
    this.store.exclusions.set(account, exclusion);
    for (const [token, owner] of [...this.store.sessions]) if (owner === account) this.store.sessions.delete(token);
    return exclusion;
  }

  /**
   * The cashier deposit handler's check: exclusion, then each limit in force.
   * @param account - lower-case account name
   * @param amount - the new deposit's amount (two decimals)
   * @returns the failure to answer, or null
   */
  check(account: string, amount: string): MockFailure | null {
    const exclusion = this.store.exclusions.get(account);
    if (exclusion && Date.parse(exclusion.until) > this.now()) return { errorCode: ERROR_CODES.excluded, message: `Your account is excluded until ${exclusion.until}`, value: { ...exclusion } };
    for (const period of LIMIT_PERIODS) {
      const limit = this.limitOf(account, period).amount;
      if (limit === null) continue;
      const used = this.used(account, period);
      if (used.plus(amount).gt(limit)) {
        const remaining = leftOf(limit, used);
        const value: DepositLimitExceeded = { period, limit, remaining };
        return {
          errorCode: RESPONSIBLE_GAMING_ERROR_CODES.depositLimitExceeded,
          message: `This deposit is over your ${PERIOD_WORDS[period]} deposit limit of ${limit}: you can deposit up to ${remaining} more until ${iso(mockPeriodBounds(period, this.now()).end).slice(0, 16).replace('T', ' ')} UTC`,
          value: { ...value },
        };
      }
    }
    return null;
  }
}

const json = (body: JsonBodyType, status: number): Response => Response.json(body, { status });
const ok = (value: JsonBodyType): Response => json({ success: true, value, message: '' }, 200);
const fail = (message: string, errorCode: string, status = 200, value: JsonBodyType = null): Response => json({ success: false, value, message, errorCode }, status);

/**
 * Handlers of the responsible-gaming endpoints over `state` (paths match on any origin). Every
 * endpoint needs a session of `store` (401 `login.not.session`); bodies are checked against the
 * contract (400 `request.invalid`); trial accounts are refused (`member.trial`).
 *
 * @param state - the state to serve (its `store` becomes `store`), or options for a fresh one
 * @param store - the accounts and sessions (share the account mocks' store: `createHandlers` does)
 * @returns one handler per responsible-gaming endpoint
 */
export function createResponsibleGamingHandlers(state: ResponsibleGamingMockState | ResponsibleGamingMockOptions = {}, store: MockAccountStore = createAccountStore()): HttpHandler[] {
  const rg = state instanceof ResponsibleGamingMockState ? state : new ResponsibleGamingMockState(new CashierMockState(), state);
  rg.store = store;
  const resolvers: Record<ResponsibleGamingEndpointName, (account: string, body: Record<string, unknown>) => Response> = {
    responsibleGaming: (account) => ok(rg.settings(account)),
    depositLimit: (account, body) => {
      const amount = body.amount as string | null;
      if (amount !== null && new Big(amount).lte(0)) return fail('amount: A deposit limit must be more than 0.00', ERROR_CODES.fieldInvalid, 200, { field: 'amount', problem: 'pattern' });
      rg.setLimit(account, body.period as LimitPeriod, amount);
      return ok(rg.settings(account));
    },
    realityCheck: (account, body) => {
      rg.realityChecks.set(account, body.minutes as RealityCheckMinutes);
      return ok(rg.settings(account));
    },
    exclusion: (account, body) => {
      const kind = body.kind as ExclusionKind;
      const duration = body.duration as number;
      const bounds = EXCLUSION_DURATIONS[kind];
      if (duration < bounds.min || duration > bounds.max) {
        const words = kind === 'COOL_OFF' ? 'cool-off' : 'self-exclusion';
        return fail(`A ${words} lasts from ${String(bounds.min)} to ${String(bounds.max)} ${bounds.unit}`, RESPONSIBLE_GAMING_ERROR_CODES.exclusionDurationInvalid);
      }
      return ok({ ...rg.exclude(account, kind, duration) });
    },
  };
  return memberEndpointHandlers({
    names: RESPONSIBLE_GAMING_ENDPOINTS,
    route: (name) => responsibleGamingRoutes[name],
    store,
    options: () => rg.options,
    resolve: (name, { account, body }) => resolvers[name](account, body),
  });
}
