/** The text of a failed direct registration in the agent's language (spec §8). */
import { AGENT_REGISTER_ERROR_CODES, ERROR_CODES } from '@gamehall/api-client';

/** i18n keys by error code: the player site's (namespace `auth`) for the registration's own errors, the agent centre's for its own. */
const KEYS: Readonly<Record<string, string>> = {
  [ERROR_CODES.accountExists]: 'auth:account_exists',
  [ERROR_CODES.passwordWeak]: 'auth:password_weak',
  [ERROR_CODES.tooManyRequests]: 'too_many_requests',
  [ERROR_CODES.agentOnly]: 'agent:register_agent_only',
  [AGENT_REGISTER_ERROR_CODES.downlineTypeRefused]: 'agent:register_members_only',
};

/** Field problems of `member.field.invalid` (value `{ field, problem }`) and their `auth` keys. */
const PROBLEMS: Readonly<Record<string, string>> = {
  required: 'auth:field_problem_required',
  pattern: 'auth:field_problem_pattern',
  length: 'auth:field_problem_length',
  same: 'auth:field_problem_same',
};

/** A translation key of a failed registration. */
export interface RegisterErrorText {
  /** i18n key with its namespace, e.g. `auth:account_exists`. */
  key?: string;
  /** Values of the key (`field`: an `auth:field_<name>` key to translate first). */
  field?: string;
}

/**
 * What to say about a failed registration: a known error code's key, a field problem naming the
 * field, else undefined (the caller shows the generic error text: the server's message or
 * network_error).
 *
 * @param error - the mutation's error (a `PlatformQueryError`: `{ status, errorCode, message, value? }`)
 * @returns the key and field, or undefined
 */
export function registerErrorText(error: unknown): RegisterErrorText | undefined {
  if (typeof error !== 'object' || error === null || !('errorCode' in error) || typeof error.errorCode !== 'string') return undefined;
  const { errorCode } = error;
  const key = KEYS[errorCode];
  if (key) return { key };
  if (errorCode === ERROR_CODES.fieldInvalid) {
    const value = ('value' in error ? error.value : undefined) as { field?: unknown; problem?: unknown } | null | undefined;
    const problem = typeof value?.problem === 'string' ? PROBLEMS[value.problem] : undefined;
    if (problem && typeof value?.field === 'string') return { key: problem, field: `auth:field_${value.field}` };
  }
  return undefined;
}
