/**
 * The story parameters (shell's `withAppProviders`) every lottery story starts from: route
 * `/lottery`, `player1` logged in (the token the lottery mock platform knows), LOTTFAV empty, and play's game session
 * saga running with a saga context `navigate` that records where the session sent the player.
 */
import { gameSessionSaga } from '@gamehall/play/testing';
import type { AppStoryParameters } from '@gamehall/shell/storybook';
import { LOTTFAV_KEY, resetLotteryFavouritesMemory } from '../model/lotteryFavourites';
import { loggedInSession } from './lotteryFixtures';

/**
 * A story's `prepare`: the LOTTFAV text in local storage (absent: none) and the favourites'
 * in-memory copy forgotten.
 *
 * @param text - the LOTTFAV text, e.g. `JSON.stringify({ player1: ['GW_642'] })`
 * @returns the `prepare` parameter
 */
export function lottfav(text?: string): () => void {
  return () => {
    resetLotteryFavouritesMemory();
    if (text === undefined) localStorage.removeItem(LOTTFAV_KEY);
    else localStorage.setItem(LOTTFAV_KEY, text);
  };
}

/** Where the game session's `navigate` was asked to go (newest last), e.g. `/` after the game's close. */
export const storyNavigations: string[] = [];

/** The parameters of every lottery story (spread them into a story file's `meta.parameters`). */
export const lotteryStoryParameters = {
  route: '/lottery',
  session: loggedInSession(),
  prepare: lottfav(),
  sagas: [gameSessionSaga],
  sagaContext: {
    navigate: (to: string) => {
      storyNavigations.push(to);
    },
  },
} satisfies AppStoryParameters;
