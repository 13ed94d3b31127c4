/**
 * Settlement periods of agent contracts (spec §9 "Real-time salary is settled every 5 minutes";
 * "Salary period options: daily, weekly, semimonthly, monthly"), all in UTC: real-time salary 5
 * minutes, hourly salary an hour, daily salary a UTC day, a dividend its contract's period (a
 * day, an ISO week from Monday, the 1st–15th or 16th–end of a month, a calendar month).
 */
import { type ContractTypeName, type DividendPeriod, REALTIME_SALARY_PERIOD_MS } from '@gamehall/api-client/contract';

/** A settlement period `[start, end)`. */
export interface Period {
  start: Date;
  end: Date;
}

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;

/** The period kind of a contract: its type, and for a dividend its period option. */
export type PeriodKind = Exclude<ContractTypeName, 'DIVIDEND'> | `DIVIDEND_${DividendPeriod}`;

/**
 * The period kind of a contract.
 * @param type the contract type
 * @param period the dividend period (DIVIDEND only; absent means DAILY)
 */
export function periodKindOf(type: ContractTypeName, period?: string | null): PeriodKind {
  return type === 'DIVIDEND' ? (`DIVIDEND_${(period ?? 'DAILY') as DividendPeriod}` as PeriodKind) : type;
}

const fixed = (at: Date, size: number): Period => {
  const start = Math.floor(at.getTime() / size) * size;
  return { start: new Date(start), end: new Date(start + size) };
};
const utc = (y: number, m: number, d: number) => new Date(Date.UTC(y, m, d));

/**
 * The period of a kind that contains an instant.
 * @param kind the period kind ({@link periodKindOf})
 * @param at the instant
 * @returns its period `[start, end)`
 */
export function periodContaining(kind: PeriodKind, at: Date): Period {
  switch (kind) {
    case 'REALTIME_SALARY':
      return fixed(at, REALTIME_SALARY_PERIOD_MS);
    case 'HOURLY_SALARY':
      return fixed(at, HOUR_MS);
    case 'DAILY_SALARY':
    case 'DIVIDEND_DAILY':
      return fixed(at, DAY_MS);
    case 'DIVIDEND_WEEKLY': {
      // 1970-01-01 was a Thursday: Monday-based weeks start 3 days later (or 4 earlier).
      const offset = 4 * DAY_MS;
      const start = Math.floor((at.getTime() - offset) / (7 * DAY_MS)) * 7 * DAY_MS + offset;
      return { start: new Date(start), end: new Date(start + 7 * DAY_MS) };
    }
    case 'DIVIDEND_SEMIMONTHLY': {
      const [y, m, d] = [at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()];
      return d <= 15 ? { start: utc(y, m, 1), end: utc(y, m, 16) } : { start: utc(y, m, 16), end: utc(y, m + 1, 1) };
    }
    case 'DIVIDEND_MONTHLY': {
      const [y, m] = [at.getUTCFullYear(), at.getUTCMonth()];
      return { start: utc(y, m, 1), end: utc(y, m + 1, 1) };
    }
  }
}

/**
 * The closed periods of a kind from the one containing `from` up to `now` (a period is closed
 * when its end is at or before `now`), at most `limit` of them, oldest first.
 * @param kind the period kind
 * @param from an instant in the first period
 * @param until no period starting at or after it (a terminated contract's end), or undefined
 * @param now the clock
 * @param limit the most periods answered (a long outage is caught up over several runs)
 */
export function closedPeriods(kind: PeriodKind, from: Date, until: Date | undefined, now: Date, limit: number): Period[] {
  const periods: Period[] = [];
  let period = periodContaining(kind, from);
  while (period.end.getTime() <= now.getTime() && (!until || period.start.getTime() < until.getTime()) && periods.length < limit) {
    periods.push(period);
    period = periodContaining(kind, period.end);
  }
  return periods;
}
