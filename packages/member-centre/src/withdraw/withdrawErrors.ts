/**
 * Where a failed withdraw-page call's message goes and in which words (spec §8; the form shows
 * it next to its field or in its alert): our i18n key for the errors we know, in the player's
 * language; the server's text otherwise.
 */
import { CASHIER_ERROR_CODES, ERROR_CODES, PROOF_ERROR_CODES, type PlatformQueryError } from '@gamehall/api-client';

/** A failed call as a form shows it. */
export interface FormFailure {
  /** The form field it belongs to (`paymentPassword`, `amount`, `accountName`...), or absent for the form's alert. */
  field?: string;
  /** A `member` i18n key for it, when we word it ourselves. */
  key?: string;
  /** The server's own text (its `field: ` prefix removed), the fallback when there is no key. */
  message?: string;
  /** No answer arrived: the request may have been carried out (a retry must reuse its key). */
  noAnswer: boolean;
}

/** Field errors of `member.field.invalid` (value `{ field, problem }`) → our key per field. */
const FIELD_KEYS: Readonly<Record<string, string>> = {
  accountName: 'withdraw_error_account_name',
  accountNumber: 'withdraw_error_account_number',
  confirmPaymentPassword: 'withdraw_password_mismatch',
};

/** Codes we word ourselves, with the field they belong to. */
const CODE_FAILURES: Readonly<Record<string, { field?: string; key: string }>> = {
  [CASHIER_ERROR_CODES.paymentPasswordWrong]: { field: 'paymentPassword', key: 'withdraw_error_password_wrong' },
  [CASHIER_ERROR_CODES.paymentPasswordMissing]: { key: 'withdraw_error_password_missing' },
  [ERROR_CODES.insufficientFunds]: { field: 'amount', key: 'withdraw_error_insufficient' },
  [CASHIER_ERROR_CODES.amountOutOfRange]: { field: 'amount', key: 'withdraw_error_out_of_range' },
  [CASHIER_ERROR_CODES.payoutAccountRefused]: { key: 'withdraw_error_account_refused' },
  [CASHIER_ERROR_CODES.cashierNotFound]: { key: 'withdraw_error_not_found' },
  [CASHIER_ERROR_CODES.cashierState]: { key: 'withdraw_error_state' },
  [ERROR_CODES.tooManyRequests]: { key: 'withdraw_error_too_often' },
  [ERROR_CODES.trialAccount]: { key: 'in_need_true_account' },
  [PROOF_ERROR_CODES.proofRequired]: { key: 'withdraw_proof_required' },
};

/**
 * Reads a failed call of the withdraw page.
 *
 * @param error - what the mutation's `unwrap()` threw (a `PlatformQueryError`, or anything)
 * @returns the field, key and server text of the failure (no field: the form's alert)
 */
export function toFormFailure(error: unknown): FormFailure {
  const e = (error ?? {}) as Partial<PlatformQueryError>;
  if (e.status === 'NETWORK_ERROR') return { key: 'network_error', noAnswer: true };
  const code = e.errorCode ?? '';
  const server = typeof e.message === 'string' && e.message !== '' ? e.message : undefined;
  if (code === ERROR_CODES.fieldInvalid) {
    const value = (e.value ?? {}) as { field?: unknown };
    const field = typeof value.field === 'string' ? value.field : /^(\w+): /.exec(server ?? '')?.[1];
    const message = server?.replace(/^\w+: /, '');
    if (field) return { field, ...(FIELD_KEYS[field] ? { key: FIELD_KEYS[field] } : {}), ...(message ? { message } : {}), noAnswer: false };
    return { ...(message ? { message } : { key: 'unknown_error' }), noAnswer: false };
  }
  const known = CODE_FAILURES[code];
  if (known) return { ...known, ...(server ? { message: server } : {}), noAnswer: false };
  return server ? { message: server, noAnswer: false } : { key: 'unknown_error', noAnswer: false };
}
