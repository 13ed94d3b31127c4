/**
 * The seeded game catalogue (spec §3 Game): over 10,000 games with believable names, unique per
 * vendor, in a stable order (nodeId 1..N).
 */
import { THEMES, type Theme, className, fishName, liveName, pvpName, slotName } from './gameNames.ts';
import { type Rng, createRng, hashString } from './prng.ts';
import { type SeedGame } from './types.ts';
import { MENU_DEFS, RNG_CLASS_WEIGHTS, VENDOR_DEFS, type VendorDef } from './vendors.ts';

const MIN_BETS = ['0.01', '0.05', '0.10', '0.20', '0.25', '0.30', '0.50', '1.00', '2.00', '5.00'];
const MIN_BET_WEIGHTS = [6, 8, 14, 16, 10, 8, 12, 12, 8, 6];
const LINES = [1, 5, 9, 10, 15, 20, 25, 30, 40, 50, 88, 100, 243];
const LIVE_BETS = ['1.00', '5.00', '10.00', '20.00', '50.00', '100.00'];
const DAY_MS = 86_400_000;
const RELEASE_START = Date.UTC(2023, 0, 1);
const RELEASE_DAYS = Math.floor((Date.UTC(2026, 9, 31) - RELEASE_START) / DAY_MS);

/**
 * A game code's slug: lower-case ASCII letters and digits joined by underscores.
 * @param name a game name
 * @returns e.g. `texas_hold_em_turbo` for "Texas Hold'em Turbo"
 */
export function slugify(name: string): string {
  return name.toLowerCase().replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '_').replace(/^_+|_+$/g, '');
}

const classesOf = (def: VendorDef): { keys: string[]; weights: number[] } => {
  if (def.gameType === 'RNG') {
    const table = def.classes ?? RNG_CLASS_WEIGHTS;
    return { keys: Object.keys(table), weights: Object.values(table) };
  }
  if (def.gameType === 'FISH') return { keys: ['FISH'], weights: [1] };
  const menu = MENU_DEFS.find((m) => m.gameType === def.gameType);
  const keys = menu?.classify.map((c) => c.key) ?? ['ALL'];
  // Live studios deal mostly baccarat; PVP rooms mostly cards and poker.
  const bias: Record<string, number> = { BACCARAT: 5, ROULETTE: 2, BLACKJACK: 2, SICBO: 1, DRAGONTIGER: 1, POKER: 3, MAHJONG: 1, CARD: 4 };
  return { keys, weights: keys.map((k) => bias[k] ?? 1) };
};

const candidate = (rng: Rng, def: VendorDef, classify: string): string => {
  switch (def.gameType) {
    case 'RNG': {
      const themes = def.themes ?? { asian: 1 };
      const keys = THEMES.filter((t) => (themes[t] ?? 0) > 0);
      const theme: Theme = rng.weighted(keys, keys.map((t) => themes[t] ?? 0));
      return classify === 'SLOT' ? slotName(rng, theme) : className(rng, classify, theme);
    }
    case 'FISH':
      return fishName(rng);
    case 'LIVE':
      return liveName(rng, classify);
    case 'PVP':
      return pvpName(rng, classify);
    default:
      return `${def.displayName} ${String(rng.int(1, 9))}`;
  }
};

/**
 * Builds every game of every vendor of ./vendors.ts, deterministically.
 * @returns games in menu order, vendor order, then per-vendor order; nodeId 1..N in that order
 */
export function buildGames(): SeedGame[] {
  const games: SeedGame[] = [];
  const namesByVendor = new Map<string, Set<string>>();
  const codes = new Set<string>();
  for (const def of VENDOR_DEFS) {
    const rng = createRng(hashString(`${def.vassalage}:${def.gameType}`));
    const names = namesByVendor.get(def.vassalage) ?? new Set<string>();
    namesByVendor.set(def.vassalage, names);
    const { keys, weights } = classesOf(def);
    for (let i = 0; i < def.games; i += 1) {
      const fixed = def.fixed?.[i];
      let classify = fixed ? fixed[1] : rng.weighted(keys, weights);
      let name = fixed ? fixed[0] : '';
      for (let attempt = 0; !fixed && attempt < 60; attempt += 1) {
        const next = candidate(rng, def, classify);
        if (!names.has(next.toLowerCase())) {
          name = next;
          break;
        }
        if (attempt === 30 && def.gameType === 'RNG') classify = 'SLOT';
      }
      if (name === '' || names.has(name.toLowerCase())) {
        const base = name === '' ? candidate(rng, def, classify) : name;
        let n = 2;
        while (names.has(`${base} ${String(n)}`.toLowerCase())) n += 1;
        name = `${base} ${String(n)}`;
      }
      names.add(name.toLowerCase());
      let gameCode = `${def.vassalage}_${slugify(name)}`;
      for (let n = 2; codes.has(gameCode); n += 1) gameCode = `${def.vassalage}_${slugify(name)}_${String(n)}`;
      codes.add(gameCode);
      const isSlotLike = def.gameType === 'RNG' || def.gameType === 'FISH';
      const released = new Date(RELEASE_START + rng.int(0, RELEASE_DAYS) * DAY_MS).toISOString().slice(0, 10);
      games.push({
        nodeId: games.length + 1,
        gameCode,
        vassalage: def.vassalage,
        gameType: def.gameType,
        gameName: name,
        iconUrl: `/art/game/${gameCode}.svg`,
        isHot: rng.chance(0.03) || (i < 2 && def.games > 100) ? 1 : 0,
        supportPlay: isSlotLike && rng.chance(0.26) ? 0 : 1,
        isGame: def.isGame,
        gameClassify: classify,
        minBet: def.gameType === 'LIVE' ? rng.pick(LIVE_BETS) : isSlotLike ? rng.weighted(MIN_BETS, MIN_BET_WEIGHTS) : '1.00',
        minLineNum: def.gameType === 'RNG' && classify === 'SLOT' ? rng.pick(LINES) : 1,
        sort: i + 1,
        releasedAt: released,
      });
    }
  }
  return games;
}
