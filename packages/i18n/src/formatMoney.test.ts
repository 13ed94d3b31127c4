import { describe, expect, it } from 'vitest';
import { formatMoney } from './formatMoney';

describe('formatMoney', () => {
  it.each([
    ['1234567.5', '1,234,567.50'],
    ['-3', '-3.00'],
    ['0', '0.00'],
    ['999', '999.00'],
    ['1000', '1,000.00'],
    ['1234.50', '1,234.50'],
    ['+12.3', '12.30'],
    ['007.1', '7.10'],
    ['0.005', '0.01'],
    ['0.004', '0.00'],
    ['-0.001', '0.00'],
    ['-1234.565', '-1,234.57'],
    ['999999.995', '1,000,000.00'],
    ['123456789012345678901234.99', '123,456,789,012,345,678,901,234.99'],
  ])('formats %s as %s with two decimals (spec §9)', (input, expected) => {
    expect(formatMoney(input)).toBe(expected);
  });

  it('keeps exact digits beyond float precision', () => {
    expect(formatMoney('9007199254740993.01')).toBe('9,007,199,254,740,993.01');
  });

  it('takes another number of decimals', () => {
    expect(formatMoney('1234.5', { decimals: 0 })).toBe('1,235');
    expect(formatMoney('1.23456', { decimals: 4 })).toBe('1.2346');
    expect(formatMoney('-5', { decimals: 1 })).toBe('-5.0');
  });

  it.each(['', 'abc', '1,000', '1e5', ' 1', '1.', '.5', '--1', 'NaN', '1.2.3'])(
    'throws RangeError on the non-decimal string %j',
    (input) => {
      expect(() => formatMoney(input)).toThrow(RangeError);
    },
  );

  it('throws RangeError on a bad decimals option', () => {
    expect(() => formatMoney('1', { decimals: -1 })).toThrow(RangeError);
    expect(() => formatMoney('1', { decimals: 1.5 })).toThrow(RangeError);
  });
});
