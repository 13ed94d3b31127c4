import { describe, expect, it } from 'vitest';
import type { RegisterFieldRule } from '@gamehall/api-client';
import { createTestI18n } from '@gamehall/i18n/testing';
import { DEFAULT_PASSWORD_RULE, confirmSchema, lengthText, matchesRule, passwordRule, ruleMessage, ruleSchema } from './registerRules';
import * as yup from 'yup';

/** The forms' `t`: the `auth` namespace, falling back to the core keys. */
const t = createTestI18n('EN').getFixedT(null, 'auth') as unknown as (key: string, options?: Record<string, unknown>) => string;
const rule = (overrides: Partial<RegisterFieldRule>): RegisterFieldRule => ({
  field: 'username',
  enabled: true,
  required: true,
  acceptedPattern: '^[A-Za-z][A-Za-z0-9]*$',
  minLength: 6,
  maxLength: 16,
  patternId: 'LETTER_FIRST_ALNUM',
  ...overrides,
});

describe('rule messages', () => {
  it('substitute min and max, or a single value when they are equal', () => {
    expect(lengthText({ minLength: 6, maxLength: 16 }, t)).toBe('6–16');
    expect(lengthText({ minLength: 6, maxLength: 6 }, t)).toBe('6');
    expect(ruleMessage(rule({}), t)).toBe('Please enter 6–16 letters and digits, starting with a letter');
    expect(ruleMessage(rule({ patternId: 'DIGITS', minLength: 6, maxLength: 6, acceptedPattern: '^[0-9]+$' }), t)).toBe('Please enter 6 digits');
  });

  it('have a text for every pattern family of spec §5 in English and Tagalog', () => {
    const ids = ['ANY', 'LETTER_FIRST_ALNUM', 'CHINESE_DIGITS', 'EMAIL', 'ALNUM', 'LETTERS_AND_DIGITS', 'DIGITS', 'ALNUM_UPPER', 'LETTERS_SPACES', 'NO_SPACES', 'CHINESE_PUNCT', 'DATE', 'LETTERS_SPACE', 'KOREAN', 'THAI', 'THAI_ENGLISH_SPACES', 'UPPER_SPACES', 'LETTERS_DIGITS_SYMBOLS'];
    const tl = createTestI18n('TY');
    for (const id of ids) {
      expect(createTestI18n('EN').exists(`pattern_${id}`, { ns: 'auth' }), id).toBe(true);
      expect(tl.exists(`pattern_${id}`, { ns: 'auth' }), id).toBe(true);
    }
  });
});

describe('matchesRule', () => {
  it('checks length and pattern; a lone * accepts anything', () => {
    expect(matchesRule(rule({}), 'player1')).toBe(true);
    expect(matchesRule(rule({}), '1player')).toBe(false);
    expect(matchesRule(rule({}), 'abc')).toBe(false);
    expect(matchesRule(rule({ acceptedPattern: '*', minLength: 0, maxLength: 5 }), '!@# $')).toBe(true);
    expect(matchesRule(rule({ acceptedPattern: '^[\\u0e01-\\u0e5b]+$', minLength: 2, maxLength: 10, patternId: 'THAI' }), 'สวัสดี')).toBe(true);
  });
});

describe('ruleSchema', () => {
  it('trims, requires and applies the rule with its message', async () => {
    const schema = yup.object({ username: ruleSchema(rule({}), t, true) });
    await expect(schema.validate({ username: '  ' })).rejects.toThrow('Input cannot be empty');
    await expect(schema.validate({ username: '9abcdef' })).rejects.toThrow('Please enter 6–16 letters and digits, starting with a letter');
    await expect(schema.validate({ username: ' abcdef1 ' })).resolves.toEqual({ username: 'abcdef1' });
  });

  it('leaves an optional empty field alone and confirms with inconsistent_twice', async () => {
    const schema = yup.object({ email: ruleSchema(rule({ field: 'email', patternId: 'EMAIL', acceptedPattern: '^\\S+@\\S+$', minLength: 5, maxLength: 64 }), t, false), password: yup.string(), confirmPassword: confirmSchema('password', t) });
    await expect(schema.validate({ email: '', password: 'a', confirmPassword: 'b' })).rejects.toThrow('Confirmation password is not correct');
    await expect(schema.validate({ email: '', password: 'a', confirmPassword: 'a' })).resolves.toMatchObject({ email: '' });
  });
});

describe('rules as the server applies them', () => {
  it('compiles patterns with the u flag (astral characters count as one)', () => {
    const emoji = rule({ field: 'nickname', acceptedPattern: '^.{2}$', minLength: 2, maxLength: 2, patternId: 'ANY' });
    expect(matchesRule(emoji, '😀😀')).toBe(true);
    expect(matchesRule(rule({ acceptedPattern: '^\\p{L}+$', minLength: 1, maxLength: 10 }), 'Añá')).toBe(true);
  });

  it('clamps the password rule to 8–64 characters', () => {
    expect(passwordRule(undefined)).toMatchObject({ minLength: 8, maxLength: 64 });
    expect(passwordRule([rule({ field: 'password', minLength: 4, maxLength: 100 })])).toMatchObject({ minLength: 8, maxLength: 64 });
    expect(passwordRule([rule({ field: 'password', minLength: 10, maxLength: 20 })])).toMatchObject({ minLength: 10, maxLength: 20 });
    expect(passwordRule([rule({ field: 'password', enabled: false, minLength: 1, maxLength: 3 })])).toEqual(DEFAULT_PASSWORD_RULE);
  });
});
