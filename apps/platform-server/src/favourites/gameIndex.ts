/**
 * Games by node id from the catalogue cache, so favourites, recent games and lottery menus answer
 * the same `Game` objects as the game list (icons, names, flags). One index per loaded catalogue
 * version; a new version (operator reseed) gets a new index.
 */
import { type Game } from '@gamehall/api-client/contract';
import { type CatalogueCache, type CatalogueSnapshot } from '../catalogue/cache.ts';

const indexes = new WeakMap<CatalogueSnapshot, Map<number, Game>>();

/**
 * The current catalogue's games keyed by `nodeId`.
 * @param cache the app's catalogue cache
 * @returns a map shared by every caller of the same catalogue version (do not mutate)
 */
export async function gamesById(cache: CatalogueCache): Promise<ReadonlyMap<number, Game>> {
  const snapshot = await cache.snapshot();
  let index = indexes.get(snapshot);
  if (!index) {
    const { games } = snapshot.listGames({}, { pageNo: 1, pageSize: Number.MAX_SAFE_INTEGER });
    index = new Map(games.map((g) => [g.nodeId, g]));
    indexes.set(snapshot, index);
  }
  return index;
}
