/**
 * Pure helpers of the cashier pages: the contract's lists the pages offer (kept here so the
 * pages' chunk does not carry the contract's schemas; `cashierModel.test.ts` proves they equal
 * the contract's), decimal-string amounts compared exactly, and calendar days.
 */
import type { DepositStatus, LedgerFilter } from '@gamehall/api-client/contract';

/** The transaction history's type filters in menu order (the contract's `LEDGER_FILTERS` but `REWARD`, bonusDetails' group). */
export const LEDGER_FILTER_OPTIONS = ['DEPOSIT', 'WITHDRAW', 'TRANSFER', 'BET', 'PAYOUT', 'BONUS', 'REBATE'] as const satisfies readonly LedgerFilter[];

/** The deposit states (the contract's `DEPOSIT_STATUSES`): PENDING, CREDITED, FAILED. */
export const DEPOSIT_STATUS_OPTIONS = ['PENDING', 'CREDITED', 'FAILED'] as const satisfies readonly DepositStatus[];

/** A positive amount as a player may type it: digits, then at most 2 decimals (the contract's `AmountInput`). */
export const AMOUNT_PATTERN = /^\d{1,16}(\.\d{1,2})?$/;

/**
 * An amount in hundredths (cents), exactly: `"500"` → 50000n, `"99.5"` → 9950n, `"-3.25"` → -325n.
 *
 * @param amount - a decimal string with at most 2 decimals (optional sign)
 * @returns the amount × 100 as a bigint
 * @throws RangeError when `amount` is not such a string
 */
export function toCents(amount: string): bigint {
  const match = /^([+-]?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount);
  if (!match) throw new RangeError(`toCents: not a decimal string with at most 2 decimals: ${JSON.stringify(amount)}`);
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  return sign === '-' ? -cents : cents;
}

/**
 * Compares two decimal-string amounts exactly (no float).
 *
 * @param a - decimal string, ≤ 2 decimals
 * @param b - decimal string, ≤ 2 decimals
 * @returns -1, 0 or 1 as `a` is less than, equal to or more than `b`
 * @throws RangeError when either is not a decimal string with at most 2 decimals
 */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const x = toCents(a);
  const y = toCents(b);
  if (x === y) return 0;
  return x < y ? -1 : 1;
}

/**
 * A calendar day `yyyy-MM-dd` of a date in the given time zone (the merchant's, spec §5 date
 * format); the browser's own zone when none is given.
 *
 * @param date - the instant
 * @param timeZone - an IANA zone, e.g. `Asia/Manila`
 * @returns e.g. `2026-11-26`
 */
export function dayOf(date: Date, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/**
 * The default day range of the transaction history: the last 30 days, today included.
 *
 * @param now - the current instant
 * @param timeZone - the merchant's IANA zone (the browser's when absent)
 * @returns `{ from, to }`, both `yyyy-MM-dd`; `from` is 29 days before `to`
 */
export function last30Days(now: Date, timeZone?: string): { from: string; to: string } {
  const to = dayOf(now, timeZone);
  const [y, m, d] = to.split('-').map(Number) as [number, number, number];
  const start = new Date(Date.UTC(y, m - 1, d - 29));
  return { from: start.toISOString().slice(0, 10), to };
}
