/** The message a failed launch shows (spec §8: in a dialog confirmed with in_increase_submit). */
import { ERROR_CODES, type UserMessage, isPlatformError, toUserMessage } from '@gamehall/api-client';

/**
 * Error codes of the play calls with a text of ours, so the message is in the player's language
 * whatever the server wrote; other codes show the server's message.
 */
export const PLAY_ERROR_KEYS: Readonly<Record<string, string>> = {
  [ERROR_CODES.gameNotFound]: 'game_not_found',
  [ERROR_CODES.freePlayUnsupported]: 'free_play_unsupported',
  [ERROR_CODES.launchTokenInvalid]: 'game_launch_expired',
  [ERROR_CODES.insufficientFunds]: 'insufficient_funds',
  [ERROR_CODES.transferNotAllowed]: 'transfer_not_allowed',
  [ERROR_CODES.trialAccount]: 'in_need_true_account',
  [ERROR_CODES.notSession]: 'not_logged_in',
  [ERROR_CODES.tooManyRequests]: 'too_many_requests',
};

/**
 * The message for a failed launch or transfer.
 *
 * @param error - what the saga caught (PlatformError, NetworkError, other)
 * @returns `{ key }` for a code of {@link PLAY_ERROR_KEYS}; otherwise `toUserMessage(error)`:
 *   the server's `{ message }`, or `{ key: 'network_error' | 'unknown_error' }`
 */
export function playErrorMessage(error: unknown): UserMessage {
  if (isPlatformError(error)) {
    const key = PLAY_ERROR_KEYS[error.errorCode];
    if (key) return { key };
  }
  return toUserMessage(error);
}

/**
 * The message for a game's own `error` message (the game page could not run).
 *
 * @param errorCode - the code the game sent, e.g. `game.launch.token.invalid`
 * @returns our key for a known code, else `{ key: 'unknown_error' }`
 */
export function gameErrorMessage(errorCode: string): UserMessage {
  return { key: PLAY_ERROR_KEYS[errorCode] ?? 'unknown_error' };
}
