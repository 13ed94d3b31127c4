import { expect, it } from 'vitest';
import { cx } from './cx';

it('joins class names with single spaces, skipping falsy ones', () => {
  expect(cx('a', false, 'b', null, undefined, '', 'c')).toBe('a b c');
});

it('gives an empty string when no name is left', () => {
  expect(cx()).toBe('');
  expect(cx(false, undefined)).toBe('');
});
