/**
 * Handlers of the member's game lists and the lottery reads (spec §3, §4, §7): favourites,
 * recent games, lottery menus, opened numbers and their history.
 */
import { FAVOURITES_PAGE_DEFAULT, FAVOURITES_PAGE_MAX } from '../favourites/favourites.ts';
import { RECENT_PAGE_DEFAULT } from '../favourites/recent.ts';
import { type Handlers } from './api.ts';
import { boundedInt } from './paging.ts';

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

/** Default page size of the opened-numbers history. */
export const HISTORY_PAGE_DEFAULT = 10;
/** Largest page of recent games, lottery recent games and history (the schemas' bounds). */
const LIST_PAGE_MAX = 100;
/** Largest page number accepted. */
const PAGE_NO_MAX = 100_000;

/** The favourites, recent and lottery handlers, merged into the contract's handler map by api.ts. */
export const gamesHandlers: Pick<Handlers, GamesEndpoint> = {
  async favouriteIds({ query, session, services }) {
    return { favGameIds: await services.favourites.ids(session, query.gameType) };
  },
  async favouriteList({ query, session, services }) {
    return services.favourites.list(session, {
      gameType: query.gameType,
      vassalage: query.vassalage,
      pageNo: boundedInt(query.pageNo, 1, 'pageNo', 1, PAGE_NO_MAX),
      pageSize: boundedInt(query.pageSize, FAVOURITES_PAGE_DEFAULT, 'pageSize', 1, FAVOURITES_PAGE_MAX),
    });
  },
  async addFavourite({ body, session, services }) {
    await services.favourites.add(session, body);
    return null;
  },
  async removeFavourite({ query, session, services }) {
    await services.favourites.remove(session, { nodeId: Number(query.nodeId), vendor: query.vendor, gameType: query.gameType });
    return null;
  },
  async recentGames({ query, session, services }) {
    return services.recent.games(session.member.id, {
      gameType: query.gameType,
      vassalage: query.vassalage,
      page: boundedInt(query.page, 1, 'page', 1, PAGE_NO_MAX),
      pageSize: boundedInt(query.pageSize, RECENT_PAGE_DEFAULT, 'pageSize', 1, LIST_PAGE_MAX),
    });
  },
  async lotteryRecent({ query, session, services }) {
    return services.recent.lotteryGames(session.member.id, {
      prizeMode: query.prizeMode,
      page: boundedInt(query.page, 1, 'page', 1, PAGE_NO_MAX),
      pageSize: boundedInt(query.pageSize, RECENT_PAGE_DEFAULT, 'pageSize', 1, LIST_PAGE_MAX),
    });
  },
  async lotteryMenu({ query, services }) {
    return { list: await services.lottery.menu({ prizeMode: query.prizeMode, lottoArea: query.lottoArea }) };
  },
  async openedNumbers({ query, services }) {
    return { list: await services.lottery.opened({ prizeMode: query.prizeMode, gameCode: query.gameCode }) };
  },
  async numeroHistory({ query, services }) {
    const page = {
      pageNo: boundedInt(query.pageNo, 1, 'pageNo', 1, PAGE_NO_MAX),
      pageSize: boundedInt(query.pageSize, HISTORY_PAGE_DEFAULT, 'pageSize', 1, LIST_PAGE_MAX),
    };
    const { list, total } = await services.lottery.history(query.gameCode, page);
    return { list, ...page, totalPages: Math.ceil(total / page.pageSize), total };
  },
};
