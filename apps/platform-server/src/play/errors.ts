/**
 * Errors of play that are neither a business failure (HTTP 200) nor malformed input (400): a
 * launch without a session or a dead game session (401), a game that does not exist (404
 * `game.not.found`, the shared {@link NotFoundError}).
 */
import { ERROR_CODES } from '@gamehall/api-client/contract';
import { NotFoundError } from '../http/envelope.ts';

/** An error answered with its own HTTP status and error code (the app's error handler reads both). */
export class StatusError extends Error {
  /**
   * @param statusCode HTTP status (4xx)
   * @param errorCode envelope error code (ERROR_CODES)
   * @param message the server message
   */
  constructor(
    readonly statusCode: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message);
  }
}

/** Message of `game.not.found`. */
export const GAME_NOT_FOUND_MESSAGE = 'This game does not exist or is no longer available';

/**
 * The game asked for does not exist, or its vendor or category differ from the ones given: HTTP
 * 404 `game.not.found`.
 * @param what what was looked for, e.g. `nodeId 12`
 */
export function gameNotFound(what: string): NotFoundError {
  return new NotFoundError(ERROR_CODES.gameNotFound, `${GAME_NOT_FOUND_MESSAGE} (${what})`);
}
