/**
 * Where a failed securityCenter call's message goes and in which words (spec §8): our `member`
 * i18n key for the errors we know, the withdraw page's reading (`toFormFailure`) for the rest.
 */
import { ERROR_CODES, SECURITY_ERROR_CODES } from '@gamehall/api-client';
import { type FormFailure, toFormFailure } from '../withdraw/withdrawErrors';

/** Codes we word ourselves, with the field they belong to. */
const CODE_FAILURES: Readonly<Record<string, { field?: string; key: string }>> = {
  [ERROR_CODES.smsCodeInvalid]: { field: 'verificationCode', key: 'security_code_wrong' },
  [ERROR_CODES.smsCodeExpired]: { field: 'verificationCode', key: 'security_code_expired' },
  [ERROR_CODES.mobileExists]: { field: 'mobileNum', key: 'security_mobile_taken' },
  [SECURITY_ERROR_CODES.emailExists]: { field: 'email', key: 'security_email_taken' },
  [SECURITY_ERROR_CODES.verificationFailed]: { field: 'code', key: 'security_authenticator_wrong' },
  [SECURITY_ERROR_CODES.authenticatorState]: { key: 'security_authenticator_state' },
  [ERROR_CODES.oldPasswordWrong]: { field: 'oldPassword', key: 'security_password_old_wrong' },
  [ERROR_CODES.passwordWeak]: { field: 'newPassword', key: 'security_password_weak' },
};

/**
 * Reads a failed call of the securityCenter page.
 *
 * @param error - what the mutation's `unwrap()` threw
 * @returns the field, key and server text of the failure (no field: the form's alert)
 */
export function toSecurityFailure(error: unknown): FormFailure {
  const e = (error ?? {}) as { errorCode?: string; message?: unknown };
  const known = e.errorCode ? CODE_FAILURES[e.errorCode] : undefined;
  if (known) return { ...known, ...(typeof e.message === 'string' && e.message !== '' ? { message: e.message } : {}), noAnswer: false };
  return toFormFailure(error);
}
