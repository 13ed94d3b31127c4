/**
 * The bingo game type (spec §9 languages: "bingo BG with TY"): the game-type menus add BG when
 * the site offers Tagalog (TY). The catalogue has no BG category: bingo games are the `BINGO`
 * class of the slot (RNG) vendors (docs/architecture.md "Languages"), so BG shows those games
 * and leads to the slot list filtered to that class, a page that exists.
 */
import { useMemo } from 'react';
import type { GameMenu, GameType, Vendor } from '@gamehall/api-client';
import { getSupportedLanguages } from '@gamehall/i18n';
import { useGetGameMenusQuery } from '../api/shellApi';
import { gameTypePath } from '../navigation/paths';

/** The bingo game type's code in the game-type menus (spec §9); its label is `game_type_BG`. */
export const BINGO_GAME_TYPE = 'BG';
/** The language whose offer brings the bingo type (spec §9). */
export const BINGO_LANGUAGE = 'TY';
/** The category whose games the bingo type shows. */
export const BINGO_CATEGORY: GameType = 'RNG';
/** The game class of those games (`classify_BINGO`). */
export const BINGO_CLASSIFY = 'BINGO';

/** The bingo type's menu item: the vendors with bingo games and where it leads. */
export interface BingoMenu {
  /** Always {@link BINGO_GAME_TYPE}. */
  gameType: typeof BINGO_GAME_TYPE;
  /** The category its games belong to ({@link BINGO_CATEGORY}). */
  category: GameType;
  /** Their game class ({@link BINGO_CLASSIFY}). */
  gameClassify: string;
  /** The slot vendors that have bingo games, in the category's order. */
  vendors: Vendor[];
  /** Its page: the slot list filtered to bingo (`/rng?classify=BINGO`). */
  to: string;
}

/**
 * The page of the bingo type: the slot game list with the bingo class (and a vendor).
 *
 * @param vassalage - a vendor code, for that vendor's bingo games
 * @returns `/rng?classify=BINGO` or `/rng?vassalage=<code>&classify=BINGO`
 */
export function bingoPath(vassalage?: string): string {
  const path = gameTypePath(BINGO_CATEGORY, vassalage);
  return `${path}${path.includes('?') ? '&' : '?'}classify=${BINGO_CLASSIFY}`;
}

/**
 * The bingo type of the game-type menus (spec §9 "bingo BG with TY"): present when `languages`
 * offers TY and the catalogue has bingo games (the slot category lists the `BINGO` class with at
 * least one vendor; menus list only destinations that exist). It comes after the server's
 * categories.
 *
 * @param menus - the game menus (server order)
 * @param languages - the platform languages the site offers (i18n's `getSupportedLanguages()`)
 * @returns the bingo menu item, or undefined when BG is not offered
 */
export function bingoMenu(menus: readonly GameMenu[], languages: readonly string[]): BingoMenu | undefined {
  if (!languages.includes(BINGO_LANGUAGE)) return undefined;
  const category = menus.find((menu) => menu.gameType === BINGO_CATEGORY);
  const bingoVendors = category?.gameClassify.find((c) => c.key === BINGO_CLASSIFY)?.vendors ?? [];
  if (!category || bingoVendors.length === 0) return undefined;
  return {
    gameType: BINGO_GAME_TYPE,
    category: BINGO_CATEGORY,
    gameClassify: BINGO_CLASSIFY,
    vendors: category.cards.filter((card) => bingoVendors.includes(card.vassalage)),
    to: bingoPath(),
  };
}

/**
 * The bingo type for the site's game-type menus ({@link bingoMenu} over the game menus and the
 * languages this deployment offers).
 *
 * @returns the bingo menu item, or undefined (TY not offered, no bingo games, menus loading)
 * @example
 * ```tsx
 * const bingo = useBingoMenu();
 * const items = [...menus.map(toItem), ...(bingo ? [{ key: bingo.gameType, label: t('game_type_BG') }] : [])];
 * ```
 */
export function useBingoMenu(): BingoMenu | undefined {
  const { data } = useGetGameMenusQuery();
  return useMemo(() => bingoMenu(data ?? [], getSupportedLanguages()), [data]);
}
