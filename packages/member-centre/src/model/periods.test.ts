import { describe, expect, it } from 'vitest';
import { PROFIT_MAX_DAYS as CONTRACT_MAX_DAYS } from '@gamehall/api-client/contract';
import { PROFIT_MAX_DAYS, periodRange } from './periods';

describe('periodRange (UTC days)', () => {
  const now = new Date('2026-11-26T23:30:00.000Z');
  it('gives today, yesterday, the last 7 and the last 30 days with today included', () => {
    expect(periodRange('today', now)).toEqual({ from: '2026-11-26', to: '2026-11-26' });
    expect(periodRange('yesterday', now)).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(periodRange('last7', now)).toEqual({ from: '2026-11-20', to: '2026-11-26' });
    expect(periodRange('last30', now)).toEqual({ from: '2026-10-28', to: '2026-11-26' });
  });
  it('crosses month and year ends', () => {
    expect(periodRange('yesterday', new Date('2027-01-01T00:10:00.000Z'))).toEqual({ from: '2026-12-31', to: '2026-12-31' });
  });
});

it("keeps the contract's longest range", () => {
  expect(PROFIT_MAX_DAYS).toBe(CONTRACT_MAX_DAYS);
});
