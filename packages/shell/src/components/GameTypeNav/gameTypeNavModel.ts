/** Header navigation rules (spec §2 "Header nav click"). */
import type { GameMenu, GameType, Vendor } from '@gamehall/api-client';
import { gameTypePath } from '../../navigation/paths';

/** Categories whose nav item always goes to their route (spec §2). */
const ROUTE_TYPES: readonly GameType[] = ['PVP', 'FISH', 'RNG'];

/** Header vendor menus with more vendors than this use the large layout (spec §2, §9). */
export const LARGE_VENDOR_MENU = 10;

/**
 * What a header nav click does: go to the category route `to`, or launch the category's only
 * `vendor` (`to` stays the category's route: the link's `href`, for a new tab or a copied link).
 */
export type NavTarget = { kind: 'route'; to: string } | { kind: 'launchVendor'; vendor: Vendor; to: string };

/**
 * Decides what clicking a category does (spec §2): PVP, FISH, RNG or more than one vendor go to
 * the category route; a single vendor is launched (`to` is still the category's route, the link's `href`).
 *
 * @param menu - the category
 * @returns the target
 */
export function navTarget(menu: GameMenu): NavTarget {
  const to = gameTypePath(menu.gameType);
  const [only] = menu.cards;
  if (ROUTE_TYPES.includes(menu.gameType) || menu.cards.length !== 1 || !only) return { kind: 'route', to };
  return { kind: 'launchVendor', vendor: only, to };
}

/** Paths of the home lobby (spec §2 routes). */
export const HOME_PATHS: readonly string[] = ['/', '/index', '/index.html', '/home'];
