/**
 * Money arithmetic of play (docs/architecture.md "Money"): amounts are decimal strings with two
 * decimals (`"1234.50"`), stored as numeric(18,2) and computed with big.js, never floats.
 */
import Big from 'big.js';

/** Zero as a money string. */
export const ZERO = '0.00';

/**
 * A money string with exactly two decimals.
 * @param value a decimal string (`"12.5"`) or a Big
 * @returns e.g. `"12.50"`; more than two decimals are rounded half up
 * @throws Error (big.js `[big.js] Invalid number`) when `value` is not a decimal number
 */
export function money(value: string | Big): string {
  return new Big(value).toFixed(2);
}

/**
 * Adds money amounts.
 * @param values decimal strings
 * @returns their sum, two decimals
 */
export function sum(values: readonly string[]): string {
  return values.reduce((total, v) => total.plus(v), new Big(0)).toFixed(2);
}

/**
 * `a − b` as money.
 * @param a decimal string
 * @param b decimal string
 */
export function minus(a: string, b: string): string {
  return new Big(a).minus(b).toFixed(2);
}

/**
 * A payout: `stake × multiplier` rounded down to whole cents (towards the house; exact for the
 * demo game's whole-number slot multipliers and for pick stakes in whole units).
 * @param stake decimal string
 * @param multiplier decimal string, e.g. `"9.6"`
 */
export function payoutOf(stake: string, multiplier: string): string {
  return new Big(stake).times(multiplier).round(2, Big.roundDown).toFixed(2);
}

/** Whether `a < b` (decimal strings). */
export function lessThan(a: string, b: string): boolean {
  return new Big(a).lt(b);
}

/** Whether a decimal string is more than zero. */
export function isPositive(value: string): boolean {
  return new Big(value).gt(0);
}
