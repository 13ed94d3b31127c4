/**
 * The registration pattern families of spec §5 as regular-expression sources, and the seeded
 * registration field rules (spec §3 "registration validation rules").
 */
import { type PATTERN_IDS, type RegisterFieldRule } from '@gamehall/api-client/contract';

/** A pattern family id of spec §5 (`RegisterFieldRule.patternId`). */
export type PatternId = (typeof PATTERN_IDS)[number];

/**
 * The accepted pattern of each family (spec §5), as an ASCII-only regular-expression source that
 * both JavaScript (`new RegExp(source)`, no flags needed) and PostgreSQL (`~`) accept. CJK, Thai
 * and Korean ranges are written as `\uXXXX` escapes. Lengths are not part of the pattern: they
 * are the rule's `minLength`/`maxLength`. `ANY` is the lone `*` that spec §5 defines as
 * "anything" (not a regular expression).
 */
export const PATTERNS: Record<PatternId, string> = {
  ANY: '*',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  CHINESE_DIGITS: '^[\\u4e00-\\u9fa50-9]+$',
  EMAIL: '^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*\\.[A-Za-z]{2,}$',
  ALNUM: '^[A-Za-z0-9]+$',
  LETTERS_AND_DIGITS: '^(?=.*[A-Za-z])(?=.*[0-9])[A-Za-z0-9]+$',
  DIGITS: '^[0-9]+$',
  ALNUM_UPPER: '^(?=.*[A-Z])[A-Za-z0-9]+$',
  LETTERS_SPACES: '^(?=.*[A-Za-z])[A-Za-z ]+$',
  NO_SPACES: '^[^\\s]+$',
  CHINESE_PUNCT: '^[\\u4e00-\\u9fa5\\u3000-\\u303f\\uff01-\\uff5e\\u00b7\\u2014\\u2026\\u2018\\u2019\\u201c\\u201d]+$',
  DATE: '^([0-9]{4}-(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])|(0[1-9]|1[0-2])-(0[1-9]|[12][0-9]|3[01])-[0-9]{4})$',
  LETTERS_SPACE: '^[A-Za-z]+( [A-Za-z]+)?$',
  KOREAN: '^[\\uac00-\\ud7a3\\u1100-\\u11ff\\u3131-\\u318e]+$',
  THAI: '^[\\u0e01-\\u0e5b]+$',
  THAI_ENGLISH_SPACES: '^(?=.*[\\u0e01-\\u0e5bA-Za-z])[\\u0e01-\\u0e5bA-Za-z ]+$',
  UPPER_SPACES: '^(?=.*[A-Z])[A-Z ]+$',
  LETTERS_DIGITS_SYMBOLS: '^[\\x21-\\x7e]+$',
};

/**
 * Whether a value is accepted by a pattern family, ignoring lengths (spec §5: a lone `*`
 * accepts anything).
 * @param patternId the family
 * @param value the trimmed input
 * @returns `true` when the value matches
 */
export function matchesPattern(patternId: PatternId, value: string): boolean {
  const source = PATTERNS[patternId];
  return source === '*' || new RegExp(source).test(value);
}

const rule = (
  field: string,
  patternId: PatternId,
  minLength: number,
  maxLength: number,
  enabled: boolean,
  required: boolean,
): RegisterFieldRule => ({ field, enabled, required, acceptedPattern: PATTERNS[patternId], minLength, maxLength, patternId });

/**
 * The seeded registration field rules (spec §3 registration user fields, §5 families), in
 * display order. Enabled: username, password, mobileNum, email, payeeName; the others exist but
 * are switched off so an operator can turn them on.
 * @returns a fresh array of rules
 */
export function buildRegisterRules(): RegisterFieldRule[] {
  return [
    rule('username', 'LETTER_FIRST_ALNUM', 6, 16, true, true),
    rule('password', 'LETTERS_AND_DIGITS', 8, 64, true, true),
    rule('mobileNum', 'DIGITS', 10, 11, true, false),
    rule('email', 'EMAIL', 5, 64, true, false),
    rule('payeeName', 'LETTERS_SPACES', 2, 40, true, false),
    rule('qqNum', 'DIGITS', 5, 12, false, false),
    rule('recommenderId', 'ALNUM', 4, 16, false, false),
    rule('affiliateCode', 'ALNUM', 4, 16, false, false),
    rule('referralCode', 'ALNUM', 4, 16, false, false),
    rule('paymentPassword', 'DIGITS', 6, 6, false, false),
    rule('line', 'NO_SPACES', 3, 30, false, false),
    rule('whatsapp', 'DIGITS', 8, 15, false, false),
    rule('facebook', 'NO_SPACES', 3, 50, false, false),
    rule('wechat', 'NO_SPACES', 6, 20, false, false),
    rule('idNumber', 'ALNUM', 6, 20, false, false),
  ];
}
