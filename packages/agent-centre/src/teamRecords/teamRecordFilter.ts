/**
 * The filter of the team record pages (issue 13 personalHistoryCopy, agentDownlineTransactionDetailsCopy):
 * a UTC day range from a preset or custom days, at most `TEAM_OVERVIEW_MAX_DAYS` (90) days as the
 * server allows, and an account (prefix).
 */
import { TEAM_OVERVIEW_MAX_DAYS } from '@gamehall/api-client';

/** The range presets of the filter form, in its order. */
export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'last90', 'custom'] as const;
/** @see RANGE_PRESETS */
export type RangePreset = (typeof RANGE_PRESETS)[number];

const DAY_MS = 86_400_000;
/** The UTC day (`yyyy-MM-dd`) `n` days before `now` (ms). */
export const utcDay = (now: number, n = 0): string => new Date(now - n * DAY_MS).toISOString().slice(0, 10);

/**
 * The days of a preset.
 * @param preset - not `custom`
 * @param now - the clock in ms
 * @returns `from` and `to`, inclusive UTC days
 */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: number): { from: string; to: string } {
  switch (preset) {
    case 'today':
      return { from: utcDay(now), to: utcDay(now) };
    case 'yesterday':
      return { from: utcDay(now, 1), to: utcDay(now, 1) };
    case 'last7':
      return { from: utcDay(now, 6), to: utcDay(now) };
    case 'last30':
      return { from: utcDay(now, 29), to: utcDay(now) };
    case 'last90':
      return { from: utcDay(now, TEAM_OVERVIEW_MAX_DAYS - 1), to: utcDay(now) };
  }
}

/**
 * What is wrong with a custom range, if anything.
 * @returns `range_order` (missing day or start after end), `range_too_long` (over 90 days) or undefined
 */
export function rangeProblem(from: string, to: string): 'range_order' | 'range_too_long' | undefined {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || start > end) return 'range_order';
  if ((end - start) / DAY_MS + 1 > TEAM_OVERVIEW_MAX_DAYS) return 'range_too_long';
  return undefined;
}

/** A submitted filter: days and the account (empty: the whole team). */
export interface TeamRecordFilter {
  from: string;
  to: string;
  account: string;
}
