import { describe, expect, it } from 'vitest';
import { formatClock, gmtOffset, isKnownTimeZone, timeZoneOffsetMinutes } from './agentTime';

const instant = new Date('2026-01-15T12:34:56.789Z');

describe('agent clock time', () => {
  it('gives the merchant zone GMT offset (Asia/Manila is GMT+8)', () => {
    expect(gmtOffset('Asia/Manila', instant)).toBe('GMT+8');
    expect(timeZoneOffsetMinutes('Asia/Manila', instant)).toBe(480);
  });

  it('writes negative, half-hour and zero offsets', () => {
    expect(gmtOffset('America/New_York', instant)).toBe('GMT-5');
    expect(gmtOffset('America/New_York', new Date('2026-07-01T12:00:00Z'))).toBe('GMT-4');
    expect(gmtOffset('Asia/Kolkata', instant)).toBe('GMT+5:30');
    expect(gmtOffset('America/St_Johns', instant)).toBe('GMT-3:30');
    expect(gmtOffset('UTC', instant)).toBe('GMT+0');
  });

  it('formats the wall clock of the merchant zone, not the browser', () => {
    expect(formatClock('Asia/Manila', instant)).toBe('2026-01-15 20:34:56');
    expect(formatClock('UTC', new Date('2026-12-31T23:59:59Z'))).toBe('2026-12-31 23:59:59');
    expect(formatClock('Asia/Manila', new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01 00:00:00');
  });

  it('knows which zones it can use', () => {
    expect(isKnownTimeZone('Asia/Manila')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus')).toBe(false);
    expect(() => gmtOffset('Mars/Olympus', instant)).toThrow(RangeError);
  });
});
