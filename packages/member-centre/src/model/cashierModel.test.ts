import { describe, expect, it } from 'vitest';
import { AmountInput, DEPOSIT_STATUSES, LEDGER_FILTERS } from '@gamehall/api-client/contract';
import { AMOUNT_PATTERN, DEPOSIT_STATUS_OPTIONS, LEDGER_FILTER_OPTIONS, compareAmounts, dayOf, last30Days, toCents } from './cashierModel';

describe('cashierModel', () => {
  it("offers exactly the contract's ledger filters and deposit states, and its amount pattern", () => {
    expect([...LEDGER_FILTER_OPTIONS]).toEqual(LEDGER_FILTERS.filter((f) => f !== 'REWARD'));
    expect([...DEPOSIT_STATUS_OPTIONS]).toEqual([...DEPOSIT_STATUSES]);
    expect(AMOUNT_PATTERN.source).toBe((AmountInput as { pattern?: string }).pattern);
  });

  it('compares decimal strings exactly, in cents', () => {
    expect(toCents('99.5')).toBe(9950n);
    expect(toCents('-3.25')).toBe(-325n);
    expect(compareAmounts('100', '100.00')).toBe(0);
    expect(compareAmounts('99.99', '100.00')).toBe(-1);
    expect(compareAmounts('50000.01', '50000.00')).toBe(1);
    expect(compareAmounts('9007199254740993.01', '9007199254740993.00')).toBe(1);
    expect(() => toCents('1.005')).toThrow(RangeError);
  });

  it('gives the last 30 days (today included) in the merchant’s zone', () => {
    // 2026-03-01 20:00 UTC is already 2 March in Manila (GMT+8).
    const now = new Date('2026-03-01T20:00:00.000Z');
    expect(dayOf(now, 'Asia/Manila')).toBe('2026-03-02');
    expect(last30Days(now, 'Asia/Manila')).toEqual({ from: '2026-02-01', to: '2026-03-02' });
    expect(last30Days(now, 'UTC')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});
