/**
 * Adds thousands separators to a decimal money string without converting it to a number
 * (so no float rounding): `"1234567.50"` → `"1,234,567.50"`, `"-1000"` → `"-1,000"`.
 * Input that is not a plain decimal is returned unchanged.
 *
 * @param value - a decimal string as the platform sends money (e.g. `"1234.50"`)
 * @param separator - the thousands separator (default `,`)
 * @returns the same digits, grouped by three
 */
export function formatDecimal(value: string, separator = ','): string {
  const match = /^([+-]?)(\d+)(\.\d+)?$/.exec(value.trim());
  if (!match) return value;
  const [, sign = '', whole = '', fraction = ''] = match;
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return `${sign}${grouped}${fraction}`;
}
