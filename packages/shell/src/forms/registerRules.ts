/**
 * Form validation from the server's registration rules (spec §5 "Server-supplied rules"): the
 * value must match `acceptedPattern` (a lone `*` means anything) and have a length between
 * `minLength` and `maxLength`; the message is the per-pattern translated text with min and max
 * substituted (a single value when min equals max). Shared by the player site's forms (auth:
 * register, change and forgot password) and the agent centre's register form; the messages are
 * keys of the `auth` namespace (pass a `t` of `useTranslation('auth')`).
 */
import * as yup from 'yup';
import type { RegisterFieldRule } from '@gamehall/api-client';

/** A translate function (`t` of react-i18next). */
export type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Fields that are passwords: sent and checked as typed (never trimmed). */
export const PASSWORD_FIELDS: ReadonlySet<string> = new Set(['password', 'confirmPassword', 'paymentPassword', 'newPassword', 'confirmNewPassword', 'oldPassword']);

/** The password rule when the server sends none (issue 4: passwords 8–64 characters). */
export const DEFAULT_PASSWORD_RULE: RegisterFieldRule = {
  field: 'password',
  enabled: true,
  required: true,
  acceptedPattern: '*',
  minLength: 8,
  maxLength: 64,
  patternId: 'ANY',
};

/** Passwords are 8–64 characters whatever the rules say (the server's bounds, spec §5). */
export const PASSWORD_LENGTH = { min: 8, max: 64 } as const;

/**
 * The rule a new password is checked against, as the server checks it: the register settings'
 * `password` rule when enabled (else {@link DEFAULT_PASSWORD_RULE}), its length clamped to
 * {@link PASSWORD_LENGTH} (8–64 characters).
 *
 * @param rules - the registration rules (permission info `registerValidation`)
 * @returns the effective password rule
 */
export function passwordRule(rules: readonly RegisterFieldRule[] | undefined): RegisterFieldRule {
  const found = findRule(rules, 'password');
  const rule = found?.enabled ? found : DEFAULT_PASSWORD_RULE;
  const max = rule.maxLength > 0 ? Math.min(rule.maxLength, PASSWORD_LENGTH.max) : PASSWORD_LENGTH.max;
  return { ...rule, minLength: Math.min(Math.max(rule.minLength, PASSWORD_LENGTH.min), max), maxLength: max };
}

/** A 6-digit SMS code. */
export const SMS_CODE_PATTERN = /^\d{6}$/;

/**
 * Finds a field's rule.
 *
 * @param rules - the registration rules (permission info `registerValidation`)
 * @param field - the field name, e.g. `username`
 * @returns the rule, or undefined
 */
export const findRule = (rules: readonly RegisterFieldRule[] | undefined, field: string): RegisterFieldRule | undefined =>
  rules?.find((rule) => rule.field === field);

/**
 * The length part of a rule's message: `min–max`, a single value when min equals max, or "up
 * to max" when there is no minimum.
 *
 * @param rule - the rule
 * @param t - translate
 * @returns the translated length text
 */
export function lengthText(rule: Pick<RegisterFieldRule, 'minLength' | 'maxLength'>, t: Translate): string {
  if (rule.minLength === rule.maxLength) return t('length_exact', { n: rule.minLength });
  if (rule.minLength <= 0) return t('length_max', { max: rule.maxLength });
  return t('length_range', { min: rule.minLength, max: rule.maxLength });
}

/**
 * The rule's message: `pattern_<patternId>` with the length substituted.
 *
 * @param rule - the rule
 * @param t - translate
 * @returns the translated message
 */
export const ruleMessage = (rule: RegisterFieldRule, t: Translate): string => t(`pattern_${rule.patternId}`, { length: lengthText(rule, t) });

const compile = (pattern: string, flags: string): RegExp | null => {
  try {
    return new RegExp(pattern, flags);
  } catch {
    return null;
  }
};

/**
 * Whether a value satisfies a rule (length in characters, then pattern compiled with the `u`
 * flag like the server, or without it when it does not compile so; a pattern the browser cannot
 * compile at all is left to the server, which checks again).
 *
 * @param rule - the rule
 * @param value - the value (trimmed, except passwords)
 * @returns true when accepted
 */
export function matchesRule(rule: RegisterFieldRule, value: string): boolean {
  const length = [...value].length;
  if (length < rule.minLength || (rule.maxLength > 0 && length > rule.maxLength)) return false;
  if (rule.acceptedPattern === '*') return true;
  const compiled = compile(rule.acceptedPattern, 'u') ?? compile(rule.acceptedPattern, '');
  return compiled ? compiled.test(value) : true;
}

/**
 * A yup string schema for one field: required ("Input cannot be empty") when `required`, and the
 * rule's pattern and length with its message. Non-password values are trimmed first.
 *
 * @param rule - the rule (undefined: only the required check)
 * @param t - translate
 * @param required - whether an empty value is refused
 * @param field - the field name (passwords are not trimmed)
 * @returns the schema
 */
export function ruleSchema(rule: RegisterFieldRule | undefined, t: Translate, required: boolean, field = rule?.field ?? ''): yup.StringSchema<string | undefined> {
  const base = PASSWORD_FIELDS.has(field) ? yup.string() : yup.string().trim();
  const schema = required ? (base.required(t('input_not_empty')) as unknown as yup.StringSchema<string | undefined>) : base;
  if (!rule) return schema;
  return schema.test('rule', ruleMessage(rule, t), (value) => !value || matchesRule(rule, value));
}

/**
 * The confirmation schema: required, equal to `field` (spec §5: message inconsistent_twice).
 *
 * @param field - the field it confirms
 * @param t - translate
 * @returns the schema
 */
export const confirmSchema = (field: string, t: Translate): yup.StringSchema =>
  yup
    .string()
    .required(t('input_not_empty'))
    .oneOf([yup.ref(field)], t('inconsistent_twice'));

/**
 * The mobile number schema (spec §5: required and matching the mobile format): the server's
 * `mobileNum` rule when there is one, else 5–15 digits; message invalid_mobile.
 *
 * @param rules - the registration rules
 * @param t - translate
 * @returns the schema
 */
export function mobileSchema(rules: readonly RegisterFieldRule[] | undefined, t: Translate): yup.StringSchema {
  const rule = findRule(rules, 'mobileNum');
  return yup
    .string()
    .trim()
    .required(t('input_not_empty'))
    .test('mobile', t('invalid_mobile'), (value) => !value || (/^\d{5,15}$/.test(value) && (!rule || matchesRule(rule, value))));
}

/**
 * The SMS code schema (spec §5: required; message "Please enter a valid verification code").
 *
 * @param t - translate
 * @returns the schema
 */
export const smsCodeSchema = (t: Translate): yup.StringSchema =>
  yup.string().trim().required(t('input_not_empty')).matches(SMS_CODE_PATTERN, t('invalid_verification_code'));

/**
 * The country dialing code schema (digits, 1–4).
 *
 * @param t - translate
 * @returns the schema
 */
export const dialingCodeSchema = (t: Translate): yup.StringSchema =>
  yup.string().trim().required(t('input_not_empty')).matches(/^\d{1,4}$/, t('invalid_dialing_code'));
