import { describe, expect, it } from 'vitest';
import { closedPeriods, periodContaining, periodKindOf } from './periods.ts';

const at = (iso: string) => new Date(iso);
const span = (p: { start: Date; end: Date }) => [p.start.toISOString(), p.end.toISOString()];

describe('settlement periods (spec §9, UTC)', () => {
  it('real-time 5 minutes, hourly, daily; dividends daily, weekly from Monday, semimonthly, monthly', () => {
    expect(span(periodContaining('REALTIME_SALARY', at('2026-11-26T10:07:30Z')))).toEqual(['2026-11-26T10:05:00.000Z', '2026-11-26T10:10:00.000Z']);
    expect(span(periodContaining('HOURLY_SALARY', at('2026-11-26T10:07:30Z')))).toEqual(['2026-11-26T10:00:00.000Z', '2026-11-26T11:00:00.000Z']);
    expect(span(periodContaining('DAILY_SALARY', at('2026-11-26T23:59:59Z')))).toEqual(['2026-11-26T00:00:00.000Z', '2026-11-27T00:00:00.000Z']);
    expect(periodKindOf('DIVIDEND', null)).toBe('DIVIDEND_DAILY');
    // 26 Nov 2026 is a Thursday: its week starts Monday 23 Nov.
    expect(span(periodContaining(periodKindOf('DIVIDEND', 'WEEKLY'), at('2026-11-26T12:00:00Z')))).toEqual(['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z']);
    expect(span(periodContaining('DIVIDEND_WEEKLY', at('2026-11-30T00:00:00Z')))).toEqual(['2026-11-30T00:00:00.000Z', '2026-12-07T00:00:00.000Z']);
    expect(span(periodContaining('DIVIDEND_SEMIMONTHLY', at('2026-02-15T23:00:00Z')))).toEqual(['2026-02-01T00:00:00.000Z', '2026-02-16T00:00:00.000Z']);
    expect(span(periodContaining('DIVIDEND_SEMIMONTHLY', at('2026-02-16T00:00:00Z')))).toEqual(['2026-02-16T00:00:00.000Z', '2026-03-01T00:00:00.000Z']);
    expect(span(periodContaining('DIVIDEND_MONTHLY', at('2026-12-31T23:00:00Z')))).toEqual(['2026-12-01T00:00:00.000Z', '2027-01-01T00:00:00.000Z']);
  });

  it('closed periods: from the one holding the start, only those ended by now, none from the end on, at most the limit', () => {
    const periods = closedPeriods('HOURLY_SALARY', at('2026-11-26T10:30:00Z'), undefined, at('2026-11-26T13:00:00Z'), 10);
    expect(periods.map((p) => p.start.toISOString())).toEqual(['2026-11-26T10:00:00.000Z', '2026-11-26T11:00:00.000Z', '2026-11-26T12:00:00.000Z']);
    expect(closedPeriods('HOURLY_SALARY', at('2026-11-26T10:30:00Z'), at('2026-11-26T11:00:00Z'), at('2026-11-26T13:00:00Z'), 10)).toHaveLength(1);
    expect(closedPeriods('HOURLY_SALARY', at('2026-11-26T10:30:00Z'), undefined, at('2026-11-26T13:00:00Z'), 2)).toHaveLength(2);
    expect(closedPeriods('DAILY_SALARY', at('2026-11-26T10:30:00Z'), undefined, at('2026-11-26T23:59:59Z'), 10)).toEqual([]);
  });
});
