import type { MenuEntry } from '@gamehall/shell';
import { GAME_CENTRE_TYPES, GAME_LIST_TYPES, lobbyPaths } from './paths';

/**
 * The menu entries the lobby provides (docs/architecture.md "Menus list only destinations that
 * exist"): Home in the header; in the footer the game pages this package serves (game list
 * pages `/live /fish /rng /pvp` and game centre pages `/sports /esports /lott /elott
 * /cockfight`); in the avatar menu (logged in) the account game pages Favourites (`/favorite`)
 * and Recent games (`/recent`). Labels are i18n keys (`home`, `game_type_<TYPE>`, `fav`,
 * `recent_games`).
 */
export const lobbyMenuEntries: MenuEntry[] = [
  { id: 'lobby.home', area: 'header', labelKey: 'home', to: lobbyPaths.home, order: 0 },
  ...[...GAME_LIST_TYPES, ...GAME_CENTRE_TYPES].map(
    (gameType, index): MenuEntry => ({
      id: `lobby.${gameType.toLowerCase()}`,
      area: 'footer',
      labelKey: `game_type_${gameType}`,
      to: gameType in lobbyPaths.gameList ? lobbyPaths.gameList[gameType as keyof typeof lobbyPaths.gameList] : lobbyPaths.gameCentre[gameType as keyof typeof lobbyPaths.gameCentre],
      order: 100 + index,
    }),
  ),
  { id: 'lobby.favorite', area: 'avatar', labelKey: 'fav', to: lobbyPaths.accountGame.favorite, order: 300, requiresLogin: true },
  { id: 'lobby.recent', area: 'avatar', labelKey: 'recent_games', to: lobbyPaths.accountGame.recent, order: 310, requiresLogin: true },
];
