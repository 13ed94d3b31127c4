import { useMemo } from 'react';
import type { GameMenu, GameType, Vendor } from '@gamehall/api-client';
import { useGetGameMenusQuery } from '@gamehall/shell';

/** The lobby's view of the catalogue: server-sorted categories and vendors by code. */
export interface Catalogue {
  /** Categories of the game-type menu in server order (spec §2). */
  menus: GameMenu[];
  /** The category of a game type, if the server lists it. */
  menuOf(gameType: GameType): GameMenu | undefined;
  /** Vendors by vassalage code (for vendor names on tiles). */
  vendors: ReadonlyMap<string, Vendor>;
  /** True until the first answer arrives. */
  isLoading: boolean;
  /** True when the last call failed. */
  isError: boolean;
  /** Repeats the call. */
  refetch(): void;
}

/**
 * The game menus (shell's `useGetGameMenusQuery`, which follows the current language) as the lobby uses
 * them: categories in server order, vendors by code.
 *
 * @returns {@link Catalogue}
 */
export function useCatalogue(): Catalogue {
  // The shell's query follows the current language itself (it refetches on a language change).
  const { data, isLoading, isError, refetch } = useGetGameMenusQuery();
  return useMemo(() => {
    const menus = data ?? [];
    const vendors = new Map<string, Vendor>();
    for (const menu of menus) for (const card of menu.cards) vendors.set(card.vassalage, card);
    return {
      menus,
      menuOf: (gameType: GameType) => menus.find((m) => m.gameType === gameType),
      vendors,
      isLoading,
      isError,
      refetch: () => void refetch(),
    };
  }, [data, isLoading, isError, refetch]);
}
