/**
 * The day ranges of the agent reports (user loss, my income; spec §2): presets ending today and a
 * custom range, as UTC days (`yyyy-MM-dd`, both ends included, at most `TEAM_OVERVIEW_MAX_DAYS`),
 * the days the platform server counts in.
 */
import { TEAM_OVERVIEW_MAX_DAYS } from '@gamehall/api-client';

/** The presets of a report's period, in the order the picker shows them. */
export const RANGE_PRESETS = ['today', 'yesterday', 'last7', 'last30', 'last90', 'custom'] as const;
/** One of {@link RANGE_PRESETS}. */
export type RangePreset = (typeof RANGE_PRESETS)[number];

/** A report period: its preset and its days. */
export interface ReportRange {
  preset: RangePreset;
  /** First UTC day, `yyyy-MM-dd`. */
  from: string;
  /** Last UTC day, `yyyy-MM-dd`. */
  to: string;
}

const DAY_MS = 86_400_000;
/** The UTC day `n` days before `now` (ms). */
export const utcDayBefore = (now: number, n: number): string => new Date(now - n * DAY_MS).toISOString().slice(0, 10);

/**
 * The days of a preset.
 * @param preset - a preset other than `custom` (custom keeps the days it has)
 * @param now - the clock, ms
 * @returns the range: today; yesterday; the last 7, 30 or 90 days ending today
 */
export function presetRange(preset: Exclude<RangePreset, 'custom'>, now: number): ReportRange {
  const back = { today: 0, yesterday: 1, last7: 6, last30: 29, last90: 89 }[preset];
  return { preset, from: utcDayBefore(now, back), to: utcDayBefore(now, preset === 'yesterday' ? 1 : 0) };
}

/**
 * Checks a custom range before it is asked for.
 * @param from - `yyyy-MM-dd`
 * @param to - `yyyy-MM-dd`
 * @returns `undefined` when fine; `order` when a day is missing or `from` is after `to`; `length` when longer than 90 days
 */
export function rangeProblem(from: string, to: string): 'order' | 'length' | undefined {
  const start = Date.parse(`${from}T00:00:00Z`);
  const end = Date.parse(`${to}T00:00:00Z`);
  if (Number.isNaN(start) || Number.isNaN(end) || start > end) return 'order';
  return (end - start) / DAY_MS + 1 > TEAM_OVERVIEW_MAX_DAYS ? 'length' : undefined;
}
