/**
 * Money formatting on decimal strings (docs/architecture.md "Decisions": money travels as decimal
 * strings and is never converted to a float).
 */

const DECIMAL = /^([+-]?)(\d+)(?:\.(\d+))?$/;

/** Options of {@link formatMoney}. */
export interface FormatMoneyOptions {
  /** Digits after the decimal point, 0–20. Default 2 (spec §9: balance shows 2 decimals). */
  decimals?: number;
}

/**
 * Formats a decimal string for display with a fixed number of decimals and `,` as the thousands
 * separator, exactly (digit by digit, no float): `"1234567.5"` -> `"1,234,567.50"`, `"-3"` ->
 * `"-3.00"`. Extra decimals are rounded half away from zero (`"0.005"` -> `"0.01"`); a result
 * of zero carries no minus sign. Spec §9: the balance shows 2 decimals.
 *
 * @param amount - a decimal string: optional sign, digits, optional `.` and digits
 *   (`"1234.50"`, `"-3"`, `"+0.1"`); no spaces, exponents or separators
 * @param options - `decimals` (default 2)
 * @returns the formatted amount, e.g. `"1,234.50"`
 * @throws RangeError when `amount` is not a decimal string or `decimals` is not an integer 0–20
 */
export function formatMoney(amount: string, options: FormatMoneyOptions = {}): string {
  const decimals = options.decimals ?? 2;
  if (!Number.isInteger(decimals) || decimals < 0 || decimals > 20) {
    throw new RangeError(`formatMoney: decimals must be an integer from 0 to 20, got ${String(decimals)}`);
  }
  const match = typeof amount === 'string' ? DECIMAL.exec(amount) : null;
  if (!match) throw new RangeError(`formatMoney: not a decimal string: ${JSON.stringify(amount)}`);
  const [, sign = '', whole = '0', fraction = ''] = match;
  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  let units = BigInt(whole + kept);
  const firstDropped = fraction.charAt(decimals);
  if (firstDropped !== '' && firstDropped >= '5') units += 1n;
  const digits = units.toString().padStart(decimals + 1, '0');
  const intPart = digits.slice(0, digits.length - decimals);
  const fracPart = digits.slice(digits.length - decimals);
  const grouped = intPart.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const negative = sign === '-' && units !== 0n;
  return `${negative ? '-' : ''}${grouped}${decimals > 0 ? `.${fracPart}` : ''}`;
}
