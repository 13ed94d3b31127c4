/**
 * Story and test data of the game session: a game of the mock catalogue, its session request,
 * the mock launch URLs, and a mock platform (api-client's handlers) where `player1` is logged in with the token of
 * shell's `loggedInSession()`.
 */
import type { HttpHandler } from 'msw';
import { GAME_MESSAGE_SOURCE } from '@gamehall/api-client';
import { type PlayMockOptions, PlayMockState, createHandlers, makeMockCatalogue } from '@gamehall/api-client/mocks';
import type { GameSessionRequest } from '../gameSessionSlice';

/** The mock catalogue the stories' platform serves. */
export const storyCatalogue = makeMockCatalogue();

/** A slot game of the mock catalogue (launched with GCS_gameLaunchFB). */
const slot = storyCatalogue.games.find((game) => game.gameType === 'RNG');
if (!slot) throw new Error('the mock catalogue has no slot game');
export const storyGame = slot;

/** The session request of {@link storyGame}, shown in the popup. */
export const storyRequest: GameSessionRequest = {
  title: storyGame.gameName,
  vassalage: storyGame.vassalage,
  launch: { endpoint: 'gameLaunchFB', body: { nodeId: storyGame.nodeId, vassalage: storyGame.vassalage, gameType: storyGame.gameType, gameCode: storyGame.gameCode } },
};

/**
 * A fresh mock platform for a story: `player1` logged in as `test-token` (shell's
 * `loggedInSession()`), with the play options (failures, delays, wallet mode).
 *
 * @param options - the play mock's options
 * @returns the handlers for `parameters.msw.handlers`
 */
export function sessionHandlers(options: PlayMockOptions = {}): HttpHandler[] {
  return createHandlers(storyCatalogue, { accounts: { sessions: { 'test-token': 'player1' } }, play: new PlayMockState(storyCatalogue, options) });
}

/** A launch URL of the mock platform (`https://games.mock.test/play?launch=mock-<n>`). */
export const MOCK_LAUNCH_URL = /^https:\/\/games\.mock\.test\/play\?launch=mock-\d+$/;

/** A game message as the game page posts it. */
export const gameMessage = (type: 'ready' | 'balance' | 'close', balance = '1000.00') => ({ source: GAME_MESSAGE_SOURCE, type, balance });

/**
 * Posts a message to the site as the launched game page would: a `message` event on the window
 * from the frame's window.
 *
 * @param frame - the game's iframe
 * @param data - the message
 * @param origin - the sender's origin (default the frame's launch origin)
 */
export function postFromFrame(frame: HTMLIFrameElement, data: unknown, origin = new URL(frame.src).origin): void {
  window.dispatchEvent(new MessageEvent('message', { data, origin, source: frame.contentWindow }));
}
