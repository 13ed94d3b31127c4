/**
 * Where a failed transfer's message goes and in which words (spec §8): the transfer codes we
 * word ourselves, else as the withdraw page's forms read a failure ({@link toFormFailure}).
 */
import { ERROR_CODES, type PlatformQueryError } from '@gamehall/api-client';
import { type FormFailure, toFormFailure } from '../withdraw/withdrawErrors';

/** Transfer codes with our own words (and the field they belong to). */
const TRANSFER_FAILURES: Readonly<Record<string, { field?: string; key: string }>> = {
  [ERROR_CODES.transferNotAllowed]: { key: 'transfer_error_not_allowed' },
  [ERROR_CODES.insufficientFunds]: { field: 'amount', key: 'transfer_error_insufficient' },
  [ERROR_CODES.idempotencyConflict]: { key: 'transfer_error_conflict' },
};

/**
 * Reads a failed transfer (walletTransfer or transferUpline).
 *
 * @param error - what the mutation's `unwrap()` threw
 * @returns the field, key and server text of the failure; `noAnswer` when the call got no answer
 */
export function toTransferFailure(error: unknown): FormFailure {
  const e = (error ?? {}) as Partial<PlatformQueryError>;
  const known = TRANSFER_FAILURES[e.errorCode ?? ''];
  if (known) return { ...known, ...(typeof e.message === 'string' && e.message !== '' ? { message: e.message } : {}), noAnswer: false };
  return toFormFailure(error);
}
