/**
 * Story and test data for favourites and recent games: a member and a trial session, games of
 * the stories' catalogue to seed, and handlers of the mock favourites platform in front of the
 * catalogue's. Not part of the package's public entry.
 */
import type { HttpHandler } from 'msw';
import type { Saga } from 'redux-saga';
import { sessionOf } from '../test/lobbyFixtures';
import { storyCatalogue, storyHandlers } from '../test/storyData';
import { type FavouriteMockOptions, favouriteHandlers } from './favouriteMocks';
import { favouritesSaga } from './favouritesSaga';

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

/**
 * The mock favourites platform over the stories' catalogue, then the catalogue's handlers.
 *
 * @param options - favourites and recent games to seed, failures, hangs
 * @returns the handlers for `parameters.msw.handlers`
 */
export function favouriteStoryHandlers(options: Omit<FavouriteMockOptions, 'games'> = {}): HttpHandler[] {
  return [...favouriteHandlers({ games: storyCatalogue.games, ...options }), ...storyHandlers()];
}
