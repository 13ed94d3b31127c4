/**
 * The periods of the personal profit page (spec §2 personalProfit): today, yesterday, the last 7
 * and 30 days (today included) and a custom range, as UTC days (the server's days).
 */

/** The period choices in picker order. */
export const PROFIT_PERIODS = ['today', 'yesterday', 'last7', 'last30', 'custom'] as const;
/** @see PROFIT_PERIODS */
export type ProfitPeriod = (typeof PROFIT_PERIODS)[number];

/** The longest custom range, in days (the contract's `PROFIT_MAX_DAYS`, kept here so the page carries no schema code). */
export const PROFIT_MAX_DAYS = 92;

const DAY_MS = 86_400_000;
const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/**
 * The UTC day range of a fixed period.
 *
 * @param period - today, yesterday, last7 or last30 (custom has no fixed range)
 * @param now - the current instant
 * @returns `{ from, to }`, both `yyyy-MM-dd`, inclusive
 * @example periodRange('last7', new Date('2026-11-26T10:00:00Z')) // { from: '2026-11-20', to: '2026-11-26' }
 */
export function periodRange(period: Exclude<ProfitPeriod, 'custom'>, now: Date): { from: string; to: string } {
  const today = Date.parse(`${utcDay(now.getTime())}T00:00:00.000Z`);
  switch (period) {
    case 'today':
      return { from: utcDay(today), to: utcDay(today) };
    case 'yesterday':
      return { from: utcDay(today - DAY_MS), to: utcDay(today - DAY_MS) };
    case 'last7':
      return { from: utcDay(today - 6 * DAY_MS), to: utcDay(today) };
    case 'last30':
      return { from: utcDay(today - 29 * DAY_MS), to: utcDay(today) };
  }
}
