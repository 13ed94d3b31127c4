/**
 * Story and test data for favourites and recent games: a member and a trial session, games of
 * the stories' catalogue to seed, and api-client's mock platform (its stateful play mocks) with
 * the member's favourites and recent games seeded, failed or held. Not part of the package's
 * public entry.
 */
import type { HttpHandler } from 'msw';
import type { Saga } from 'redux-saga';
import { ERROR_CODES, SESSION_KEYS } from '@gamehall/api-client';
import { type MockCatalogue, type MockFailure, type PlayEndpointName, type PlayMockFailure, type PlayMockOptions, createHandlers } from '@gamehall/api-client/mocks';
import { sessionOf } from '../test/lobbyFixtures';
import { storyCatalogue } from '../test/storyData';
import { favouritesSaga } from './favouritesSaga';
import { type SessionState } from '@gamehall/shell/storybook';

/** A logged-in member (type 0) and a trial account (type 4), for `parameters.session`. */
export const memberSession = sessionOf(0);
/** @see memberSession */
export const trialSession = sessionOf(4);

/** The favourites saga, for `parameters.sagas` (the heart works in the story). */
export const favouriteSagas: Saga[] = [favouritesSaga];

/** The first `count` games of the catalogue of `gameType` (default all types, in catalogue order). */
export function storyGames(count: number, gameType?: string) {
  return storyCatalogue.games.filter((game) => !gameType || game.gameType === gameType).slice(0, count);
}

/** The nodeIds of {@link storyGames}. */
export const storyGameIds = (count: number, gameType?: string) => storyGames(count, gameType).map((game) => game.nodeId);

/** The message of {@link MOCK_REFUSED}. */
export const MOCK_REFUSED_MESSAGE = 'Favourites are being updated, please try again later';
/** A favourite call the platform refuses (a business failure: HTTP 200, `system.error`, {@link MOCK_REFUSED_MESSAGE}), for `failures`. */
export const MOCK_REFUSED: MockFailure = { errorCode: ERROR_CODES.internal, message: MOCK_REFUSED_MESSAGE };

/** Options of {@link memberPlatformHandlers}: api-client's play mock options, the favourites and recent games being the member's. */
export interface MemberPlatformOptions extends Omit<PlayMockOptions, 'favourites' | 'recent'> {
  /** The member's favourite nodeIds, newest first (default none). */
  favourites?: readonly number[];
  /** The member's recently played nodeIds, most recent first (default none). */
  recent?: readonly number[];
}

/**
 * api-client's mock platform (`createHandlers`) over `db`, with the token of
 * {@link memberSession} (and of {@link trialSession}, the same) registered for its account
 * `player1`, whose favourites and recent games are seeded. The play mocks answer only the games
 * of `db` and only that session: a story sends its token through `parameters.session`
 * (`withAppProviders`), a test with {@link storeSessionToken}.
 *
 * @param db - the catalogue to serve (favourites and recent games are picked from its games)
 * @param options - the member's favourites and recent games; `failures` (`'network'`: no answer) and `delays` (ms or `'infinite'`) per play endpoint
 * @returns the handlers of every endpoint
 */
export function memberPlatformHandlers(db: MockCatalogue, options: MemberPlatformOptions = {}): HttpHandler[] {
  const { favourites = [], recent = [], ...play } = options;
  const account = memberSession.member?.account ?? 'player1';
  return createHandlers(db, {
    accounts: { sessions: { [memberSession.token ?? '']: account } },
    play: { ...play, favourites: { [account]: favourites }, recent: { [account]: recent } },
  });
}

/**
 * Puts `session`'s token into session storage, where the api client of the tests reads it (as
 * `withAppProviders` does for a story), or removes it for a visitor. Clear session storage after
 * the test.
 *
 * @param session - the session a test's store starts with, if any
 */
export function storeSessionToken(session?: SessionState | null): void {
  if (session?.token) sessionStorage.setItem(SESSION_KEYS.token, session.token);
  else sessionStorage.removeItem(SESSION_KEYS.token);
}

/** The favourite and recent calls by their short story names. */
const CALLS = { ids: 'favouriteIds', list: 'favouriteList', add: 'addFavourite', remove: 'removeFavourite', recent: 'recentGames' } as const satisfies Record<string, PlayEndpointName>;

/** Options of {@link favouriteStoryHandlers}. */
export interface FavouriteStoryOptions {
  /** The member's favourite nodeIds, newest first (default none). */
  favourites?: readonly number[];
  /** The member's recently played nodeIds, most recent first (default none). */
  recent?: readonly number[];
  /** Calls that fail: `network` (no answer) or `refused` ({@link MOCK_REFUSED}). */
  fail?: Partial<Record<keyof typeof CALLS, 'network' | 'refused'>>;
  /** Calls that never answer (loading states). */
  hang?: readonly ('ids' | 'list' | 'recent')[];
}

/**
 * {@link memberPlatformHandlers} over the stories' catalogue.
 *
 * @param options - favourites and recent games to seed, failures, hangs
 * @returns the handlers for `parameters.msw.handlers`
 */
export function favouriteStoryHandlers(options: FavouriteStoryOptions = {}): HttpHandler[] {
  const failures: Partial<Record<PlayEndpointName, PlayMockFailure>> = {};
  for (const [call, kind] of Object.entries(options.fail ?? {}) as [keyof typeof CALLS, 'network' | 'refused'][]) failures[CALLS[call]] = kind === 'network' ? 'network' : MOCK_REFUSED;
  const delays = Object.fromEntries((options.hang ?? []).map((call) => [CALLS[call], 'infinite' as const]));
  return memberPlatformHandlers(storyCatalogue, { favourites: options.favourites, recent: options.recent, failures, delays });
}
