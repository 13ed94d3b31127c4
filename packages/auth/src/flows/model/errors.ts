/** Turns a failed call into the message a form shows (spec §8, docs/architecture.md "HTTP status"). */
import { ERROR_CODES, SECURITY_ERROR_CODES, isNetworkError, isPlatformError, toUserMessage } from '@gamehall/api-client';
import type { LoginChallenge } from '@gamehall/api-client';
import type { AuthError } from './authSlice';

/**
 * Error codes with a translated text of ours, so the message is in the user's language whatever
 * the server wrote. Codes not listed show the server's message; `member.field.invalid` is
 * translated per problem ({@link FIELD_PROBLEM_KEYS}) and `encryption.*` get `request_retry`.
 */
export const ERROR_KEYS: Readonly<Record<string, string>> = {
  [ERROR_CODES.loginFailed]: 'login_failed',
  [ERROR_CODES.notAgent]: 'not_agent_login',
  [ERROR_CODES.notMember]: 'not_member_login',
  [ERROR_CODES.passwordChangeRequired]: 'change_password_forced',
  [ERROR_CODES.encryptionInvalid]: 'request_retry',
  [ERROR_CODES.encryptionStale]: 'request_retry',
  [ERROR_CODES.encryptionReplayed]: 'request_retry',
  [ERROR_CODES.captchaInvalid]: 'captcha_invalid',
  [ERROR_CODES.smsCodeInvalid]: 'sms_code_invalid',
  [ERROR_CODES.smsCodeExpired]: 'sms_code_expired',
  [ERROR_CODES.affiliateInvalid]: 'invitation_code_error',
  [ERROR_CODES.accountExists]: 'account_exists',
  [ERROR_CODES.mobileExists]: 'mobile_exists',
  [ERROR_CODES.passwordWeak]: 'password_weak',
  [ERROR_CODES.oldPasswordWrong]: 'old_password_wrong',
  [ERROR_CODES.trialAccount]: 'in_need_true_account',
  [ERROR_CODES.disabled]: 'function_disabled',
  [ERROR_CODES.tooManyRequests]: 'too_many_requests',
  [ERROR_CODES.notSession]: 'not_logged_in',
  [SECURITY_ERROR_CODES.challengeInvalid]: 'login_challenge_invalid',
  [SECURITY_ERROR_CODES.verificationFailed]: 'login_verify_failed',
};

/**
 * The challenge of a login answered `login.verification.required` (spec §4), or null for any
 * other failure.
 *
 * @param error - what `request('login')` threw
 * @returns the `LoginChallenge` of the envelope's value, or null
 */
export function challengeOf(error: unknown): LoginChallenge | null {
  if (!isPlatformError(error) || error.errorCode !== SECURITY_ERROR_CODES.verificationRequired) return null;
  const value = error.value as Partial<LoginChallenge> | null | undefined;
  return value && typeof value.challengeId === 'string' && Array.isArray(value.methods) && value.methods.length > 0 ? (value as LoginChallenge) : null;
}

/**
 * The i18n key per `member.field.invalid` problem (the failure's `value.problem`): the texts use
 * `{{field}}`, the field's translated label, except `terms`.
 */
export const FIELD_PROBLEM_KEYS: Readonly<Record<string, string>> = {
  required: 'field_problem_required',
  pattern: 'field_problem_pattern',
  length: 'field_problem_length',
  same: 'field_problem_same',
  differs: 'field_problem_differs',
  terms: 'field_problem_terms',
};

/**
 * The field and problem a `member.field.invalid` failure carries in its value.
 *
 * @param value - the failure's value
 * @returns `{ field, problem }`, or null when the value has not that shape
 */
function fieldProblem(value: unknown): { field: string; problem: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { field, problem } = value as { field?: unknown; problem?: unknown };
  return typeof field === 'string' && typeof problem === 'string' ? { field, problem } : null;
}

/**
 * The kind and end of a `member.excluded` failure (issue 12 responsible gaming: a cool-off or
 * self-exclusion refuses login until `until`).
 *
 * @param value - the failure's value
 * @returns `{ kind, until }`, or null when the value has not that shape
 */
function excludedUntil(value: unknown): { kind: 'COOL_OFF' | 'SELF_EXCLUSION'; until: string } | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, until } = value as { kind?: unknown; until?: unknown };
  return (kind === 'COOL_OFF' || kind === 'SELF_EXCLUSION') && typeof until === 'string' ? { kind, until } : null;
}

/**
 * The message for a failed call: our i18n key for a known error code; for
 * `member.field.invalid` with `value: { field, problem }` the problem's key naming the field
 * (`field`; the server's message kept as the fallback when the field has no label); else the
 * server's message, else `network_error` (no answer) or `unknown_error`. A `member.excluded`
 * refusal (cool-off or self-exclusion) is `member_excluded_<kind>` with `until`.
 *
 * @param error - anything a saga caught (PlatformError, NetworkError, other)
 * @returns `{ key }` or `{ message }` (or both with `field`), with `errorCode` for platform errors
 */
export function toAuthError(error: unknown): AuthError {
  if (isPlatformError(error)) {
    const problem = error.errorCode === ERROR_CODES.fieldInvalid ? fieldProblem(error.value) : null;
    const problemKey = problem ? FIELD_PROBLEM_KEYS[problem.problem] : undefined;
    if (problem && problemKey) {
      const text = toUserMessage(error);
      return problem.problem === 'terms'
        ? { key: problemKey, errorCode: error.errorCode }
        : { key: problemKey, field: problem.field, ...(text.message ? { message: text.message } : {}), errorCode: error.errorCode };
    }
    const exclusion = error.errorCode === ERROR_CODES.excluded ? excludedUntil(error.value) : null;
    if (exclusion) return { key: `member_excluded_${exclusion.kind}`, until: exclusion.until, errorCode: error.errorCode };
    const key = ERROR_KEYS[error.errorCode];
    if (key) return { key, errorCode: error.errorCode };
    const text = toUserMessage(error);
    return { ...text, errorCode: error.errorCode };
  }
  if (isNetworkError(error)) return { key: 'network_error' };
  return { key: 'unknown_error' };
}

/**
 * Whether a failed login asked for a captcha (spec §4: the failure's value carries `captcha`).
 *
 * @param error - the caught error
 * @returns true when `error.value.captcha` is true
 */
export function carriesCaptchaFlag(error: unknown): boolean {
  return isPlatformError(error) && typeof error.value === 'object' && error.value !== null && (error.value as { captcha?: unknown }).captcha === true;
}

/**
 * Whether a call failed because the session is missing or dead (HTTP 401 `login.not.session`).
 *
 * @param error - the caught error
 * @returns true for a dead session
 */
export function isDeadSession(error: unknown): boolean {
  return isPlatformError(error) && (error.status === 401 || error.errorCode === ERROR_CODES.notSession);
}
