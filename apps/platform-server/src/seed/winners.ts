/**
 * Seeded winner-board entries (spec §3): masked player names, real seeded games, amounts from
 * about ₱100 to ₱2,500,000, sorted by amount descending.
 */
import { type WinnerBoardItem } from '@gamehall/api-client/contract';
import { createRng } from './prng.ts';
import { type SeedGame } from './types.ts';

const NAME_STARTS = ['ju', 'ma', 'je', 'an', 'ro', 'mi', 'ka', 'jo', 'ch', 'pa', 'al', 'ri', 'ke', 'da', 'bo', 'li', 'ne', 'ga', 'sh', 'ar', 'vi', 'em', 'to', 'ry'];

/**
 * Formats integer centavos as a money string with two decimals.
 * @param cents a non-negative integer number of centavos
 * @returns e.g. `"1234.50"`
 */
export function formatCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `${String(whole)}.${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Builds the winner board.
 * @param games the seeded games (slots, fishing and live tables are picked)
 * @param count how many entries (default 240)
 * @returns entries with ids 1..count, sorted by winAmount descending
 */
export function buildWinners(games: readonly SeedGame[], count = 240): WinnerBoardItem[] {
  const rng = createRng(0x57a1e);
  const pool = games.filter((g) => g.gameType === 'RNG' || g.gameType === 'FISH' || g.gameType === 'LIVE');
  const entries = Array.from({ length: count }, () => {
    const game = rng.pick(pool);
    // Log-uniform between ₱100 and ₱2,500,000, skewed towards smaller wins.
    const exponent = Math.pow(rng.next(), 1.6) * Math.log(25_000);
    const cents = Math.round(10_000 * Math.exp(exponent)) + rng.int(0, 99);
    const customerName = `${rng.pick(NAME_STARTS)}***${String(rng.int(0, 99)).padStart(2, '0')}`;
    return { gameName: game.gameName, customerName, cents, iconUrl: game.iconUrl };
  });
  entries.sort((a, b) => b.cents - a.cents);
  return entries.map((e, i) => ({ id: i + 1, gameName: e.gameName, customerName: e.customerName, winAmount: formatCents(e.cents), iconUrl: e.iconUrl }));
}
