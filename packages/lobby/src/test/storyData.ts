/** MSW data for stories: the default mock catalogue and handlers for loading, empty and error states. */
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { createHandlers, envelope, makeMockCatalogue } from '@gamehall/api-client/mocks';

/** The stories' catalogue (8 vendors, 20 games each). */
export const storyCatalogue = makeMockCatalogue();

/** Handlers over {@link storyCatalogue}. */
export function storyHandlers(): HttpHandler[] {
  return createHandlers(storyCatalogue);
}

const GAME_LIST = '*/wps/relay/GCSGAME_gameList';

/** The game list never answers (skeleton tiles stay). */
export function loadingGameListHandlers(): HttpHandler[] {
  return [
    http.get(GAME_LIST, async () => {
      await delay('infinite');
      return HttpResponse.json({});
    }),
    ...storyHandlers(),
  ];
}

/** The game list answers an empty page. */
export function emptyGameListHandlers(): HttpHandler[] {
  return [http.get(GAME_LIST, () => envelope({ games: [], pageNo: 1, pageSize: 18, totalPages: 0, total: 0 })), ...storyHandlers()];
}

/** The game list fails at the network level. */
export function failingGameListHandlers(): HttpHandler[] {
  return [http.get(GAME_LIST, () => HttpResponse.error()), ...storyHandlers()];
}

/**
 * A catalogue whose EG and JDB slots include bingo games, as the platform seeds them (the `BINGO`
 * class of the slot vendors), so the lobby offers the bingo type BG (spec §9).
 * @param gamesPerVendor - games per vendor (default 20)
 */
export function bingoCatalogue(gamesPerVendor = 20) {
  const db = makeMockCatalogue({ gamesPerVendor });
  const bingoVendors = ['EG2', 'JDB'];
  db.games.forEach((game, i) => {
    if (bingoVendors.includes(game.vassalage) && i % 3 === 0) game.gameClassify = 'BINGO';
  });
  db.menus.find((m) => m.gameType === 'RNG')?.gameClassify.push({ key: 'BINGO', displayName: 'Bingo', vendors: bingoVendors });
  return db;
}

/** Handlers over {@link bingoCatalogue}. */
export function bingoStoryHandlers(): HttpHandler[] {
  return createHandlers(bingoCatalogue());
}
