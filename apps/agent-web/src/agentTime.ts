/**
 * The agent centre's clock (spec §2 "It shows a GMT offset, a live clock refreshed every
 * second"; §9 "Agent clock refreshes every second"): wall-clock time and GMT offset of the
 * merchant's time zone (permission info `timeZone`, an IANA name such as `Asia/Manila`),
 * computed with `Intl`, independent of the browser's own zone.
 */

/** The clock's refresh interval in ms (spec §9: every second). */
export const CLOCK_TICK_MS = 1000;

/** The zone used when the configured one is unknown to this browser. */
export const FALLBACK_TIME_ZONE = 'UTC';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(timeZone: string, date: Date): WallClock {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/**
 * Whether this browser knows an IANA time zone name.
 *
 * @param timeZone - e.g. `Asia/Manila`
 * @returns true when `Intl` accepts it
 */
export function isKnownTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/**
 * The offset of a time zone from UTC at an instant, in minutes (east positive; daylight saving
 * time included).
 *
 * @param timeZone - IANA name, e.g. `Asia/Manila`
 * @param date - the instant (default now)
 * @returns minutes, e.g. 480 for Asia/Manila, -300 for America/New_York in winter
 * @throws RangeError when the zone is unknown
 */
export function timeZoneOffsetMinutes(timeZone: string, date: Date = new Date()): number {
  const w = wallClock(timeZone, date);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  const instant = Math.floor(date.getTime() / 1000) * 1000;
  return Math.round((asUtc - instant) / 60_000);
}

/**
 * The GMT offset text of a time zone (spec §2 agent centre header): `GMT+8`, `GMT-5`,
 * `GMT+5:30`, `GMT+0`.
 *
 * @param timeZone - IANA name, e.g. `Asia/Manila`
 * @param date - the instant (default now; the offset changes with daylight saving time)
 * @returns the offset text
 * @throws RangeError when the zone is unknown
 */
export function gmtOffset(timeZone: string, date: Date = new Date()): string {
  const minutes = timeZoneOffsetMinutes(timeZone, date);
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  const rest = abs % 60;
  return `GMT${sign}${Math.floor(abs / 60)}${rest ? `:${String(rest).padStart(2, '0')}` : ''}`;
}

/**
 * The wall-clock time of a time zone as `yyyy-MM-dd HH:mm:ss` (24 h, the same in every
 * language).
 *
 * @param timeZone - IANA name, e.g. `Asia/Manila`
 * @param date - the instant
 * @returns e.g. `2026-11-05 20:03:09`
 * @throws RangeError when the zone is unknown
 */
export function formatClock(timeZone: string, date: Date): string {
  const w = wallClock(timeZone, date);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${w.year}-${two(w.month)}-${two(w.day)} ${two(w.hour)}:${two(w.minute)}:${two(w.second)}`;
}
