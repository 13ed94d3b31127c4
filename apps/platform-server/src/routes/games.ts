/**
 * Handlers of the member's game lists and the lottery reads (spec §3, §4, §7): favourites,
 * recent games, lottery menus, opened numbers and their history.
 */
import { type Handlers } from './api.ts';

type GamesEndpoint =
  | 'favouriteIds'
  | 'favouriteList'
  | 'addFavourite'
  | 'removeFavourite'
  | 'recentGames'
  | 'lotteryRecent'
  | 'lotteryMenu'
  | 'openedNumbers'
  | 'numeroHistory';

const notYet = (): never => {
  throw new Error('not implemented yet');
};

/** The favourites, recent and lottery handlers, merged into the contract's handler map by api.ts. */
export const gamesHandlers: Pick<Handlers, GamesEndpoint> = {
  favouriteIds: async () => notYet(),
  favouriteList: async () => notYet(),
  addFavourite: async () => notYet(),
  removeFavourite: async () => notYet(),
  recentGames: async () => notYet(),
  lotteryRecent: async () => notYet(),
  lotteryMenu: async () => notYet(),
  openedNumbers: async () => notYet(),
  numeroHistory: async () => notYet(),
};
