/**
 * The seeded game-type menus (spec §1 categories, §9 classes) and vendors of every category.
 */
import { type GameType, type IsGame } from '@gamehall/api-client/contract';
import { type Theme } from './gameNames.ts';
import { type SeedMenu, type SeedVendor } from './types.ts';

/**
 * The categories in menu order with their classes (spec §1, §2: FISH shows only ALL, so its list
 * is empty; §9: SC, VP, JP, TG, AC).
 */
export const MENU_DEFS: readonly SeedMenu[] = [
  {
    gameType: 'RNG', title: 'Slots', sort: 1,
    classify: [
      { key: 'SLOT', displayName: 'Slots' }, { key: 'SC', displayName: 'Scratch' },
      { key: 'VP', displayName: 'Video Poker' }, { key: 'JP', displayName: 'Jackpot' },
      { key: 'TG', displayName: 'Table Games' }, { key: 'AC', displayName: 'Arcade' },
      { key: 'CRASH', displayName: 'Crash' }, { key: 'MINI', displayName: 'Mini Games' },
      { key: 'BINGO', displayName: 'Bingo' },
    ],
  },
  {
    gameType: 'LIVE', title: 'Live Casino', sort: 2,
    classify: [
      { key: 'BACCARAT', displayName: 'Baccarat' }, { key: 'ROULETTE', displayName: 'Roulette' },
      { key: 'BLACKJACK', displayName: 'Blackjack' }, { key: 'SICBO', displayName: 'Sic Bo' },
      { key: 'DRAGONTIGER', displayName: 'Dragon Tiger' },
    ],
  },
  { gameType: 'SPORTS', title: 'Sports', sort: 3, classify: [{ key: 'SPORTSBOOK', displayName: 'Sportsbook' }, { key: 'VIRTUAL', displayName: 'Virtual Sports' }] },
  { gameType: 'ESPORTS', title: 'Esports', sort: 4, classify: [{ key: 'ESPORTS', displayName: 'Esports' }, { key: 'VIRTUAL', displayName: 'Virtual Esports' }] },
  { gameType: 'FISH', title: 'Fishing', sort: 5, classify: [] },
  {
    gameType: 'PVP', title: 'Poker', sort: 6,
    classify: [{ key: 'POKER', displayName: 'Poker' }, { key: 'MAHJONG', displayName: 'Mahjong' }, { key: 'CARD', displayName: 'Card Games' }],
  },
  { gameType: 'LOTT', title: 'Lottery', sort: 7, classify: [{ key: 'LOTTO', displayName: 'Lotto' }, { key: 'KENO', displayName: 'Keno' }] },
  {
    gameType: 'ELOTT', title: 'E-Lottery', sort: 8,
    classify: [{ key: 'QUICK', displayName: 'Quick Draw' }, { key: 'PK10', displayName: 'PK10' }, { key: 'K3', displayName: 'Fast 3' }],
  },
  { gameType: 'COCKFIGHT', title: 'Cockfight', sort: 9, classify: [{ key: 'SABONG', displayName: 'Sabong' }] },
];

/** How a vendor's games are generated (internal to the seed). */
export interface VendorDef {
  vassalage: string;
  displayName: string;
  gameType: GameType;
  isGame: IsGame;
  /** How many games the vendor gets. */
  games: number;
  /** Slot theme weights (RNG vendors): order of `THEMES`. */
  themes?: Partial<Record<Theme, number>>;
  /** Class weights (by class key) when they differ from the category default. */
  classes?: Record<string, number>;
  /** Fixed game names (sports, lottery, cockfight lobbies), with their class keys. */
  fixed?: readonly (readonly [name: string, classify: string])[];
}

const rng = (vassalage: string, displayName: string, games: number, themes: VendorDef['themes'], classes?: Record<string, number>): VendorDef =>
  ({ vassalage, displayName, gameType: 'RNG', isGame: 'GAME', games, themes, ...(classes ? { classes } : {}) });
const plain = (gameType: GameType, vassalage: string, displayName: string, games: number, isGame: IsGame = 'GAME'): VendorDef =>
  ({ vassalage, displayName, gameType, isGame, games });
const lobby = (gameType: GameType, vassalage: string, displayName: string, fixed: VendorDef['fixed'] = []): VendorDef =>
  ({ vassalage, displayName, gameType, isGame: 'GAME', games: fixed.length, fixed });

/** Default class weights of RNG vendors (mostly slots). */
export const RNG_CLASS_WEIGHTS: Record<string, number> = { SLOT: 74, SC: 3, VP: 3, JP: 6, TG: 5, AC: 3, CRASH: 2, MINI: 2, BINGO: 2 };

/**
 * Every vendor, grouped by category in menu order (47 codes, 56 category rows). The footer
 * vendors of spec §2 (PG, EG2, PT, JDB, CQ9, FC, JL, BGS) come first among the slots.
 */
export const VENDOR_DEFS: readonly VendorDef[] = [
  rng('PG', 'PG Soft', 520, { asian: 6, fantasy: 2, egypt: 1, western: 1, myth: 1, fiesta: 1 }),
  rng('EG2', 'EG Gaming', 480, { asian: 3, myth: 2, egypt: 2, fantasy: 2, fruit: 1 }),
  rng('PT', 'Playtech', 760, { myth: 3, egypt: 2, fantasy: 2, asian: 2, western: 1, fruit: 1 }, { SLOT: 62, SC: 4, VP: 6, JP: 12, TG: 10, AC: 2, CRASH: 1, MINI: 1, BINGO: 2 }),
  rng('JDB', 'JDB Gaming', 540, { asian: 5, fruit: 2, fiesta: 2, ocean: 1 }),
  rng('CQ9', 'CQ9 Gaming', 620, { asian: 5, fantasy: 2, fruit: 1, western: 1, ocean: 1 }),
  rng('FC', 'Fa Chai Gaming', 420, { asian: 5, fiesta: 3, fruit: 1 }),
  rng('JL', 'JILI Games', 640, { fiesta: 5, asian: 3, egypt: 1, fantasy: 1 }, { SLOT: 58, SC: 3, VP: 2, JP: 5, TG: 6, AC: 8, CRASH: 6, MINI: 6, BINGO: 6 }),
  rng('BGS', 'BGaming Studio', 580, { fantasy: 3, western: 2, fruit: 2, ocean: 2, egypt: 1 }, { SLOT: 60, SC: 3, VP: 3, JP: 3, TG: 6, AC: 5, CRASH: 8, MINI: 10, BINGO: 2 }),
  rng('PP', 'Pragmatic Play', 900, { fruit: 2, asian: 2, western: 2, myth: 2, fantasy: 2, ocean: 1, egypt: 1 }),
  rng('HB', 'Habanero', 560, { asian: 2, fantasy: 2, fruit: 2, egypt: 1, ocean: 1 }),
  rng('RTG', 'Red Tiger', 600, { asian: 2, egypt: 2, fantasy: 2, myth: 2, western: 1, fruit: 1 }),
  rng('SG', 'Spadegaming', 480, { asian: 5, ocean: 2, fruit: 1 }),
  rng('KA', 'KA Gaming', 700, { fantasy: 2, asian: 2, ocean: 2, fruit: 2, myth: 1, fiesta: 1 }),
  rng('MG', 'MicroGaming', 820, { myth: 2, fantasy: 2, egypt: 2, western: 2, fruit: 2, asian: 1 }, { SLOT: 66, SC: 3, VP: 6, JP: 10, TG: 8, AC: 2, CRASH: 1, MINI: 2, BINGO: 2 }),
  rng('NS', 'NextSpin', 380, { asian: 3, fruit: 2, fiesta: 2 }),
  rng('YGR', 'YGR Gaming', 420, { asian: 4, fiesta: 2, ocean: 2 }),
  rng('RSG', 'Royal Slot Gaming', 500, { asian: 3, egypt: 2, fruit: 2, fiesta: 1 }),

  plain('LIVE', 'EVO', 'Evolution', 64),
  plain('LIVE', 'SA', 'SA Gaming', 30),
  plain('LIVE', 'DG', 'Dream Gaming', 24),
  plain('LIVE', 'WM', 'WM Casino', 28),
  plain('LIVE', 'AG', 'Asia Gaming', 32),
  plain('LIVE', 'BBIN', 'BBIN Live', 20, 'VASSALAGE'),
  plain('LIVE', 'SEXY', 'Sexy Baccarat', 16),
  plain('LIVE', 'PPL', 'Pragmatic Live', 30),

  lobby('SPORTS', 'SABA', 'SABA Sports', [['SABA Sportsbook', 'SPORTSBOOK'], ['SABA Live Betting', 'SPORTSBOOK'], ['SABA Virtual Sports', 'VIRTUAL']]),
  lobby('SPORTS', 'CMD', 'CMD368', [['CMD368 Sportsbook', 'SPORTSBOOK'], ['CMD368 Virtual League', 'VIRTUAL']]),
  lobby('SPORTS', 'BTI', 'BTi Sports', [['BTi Sportsbook', 'SPORTSBOOK'], ['BTi In-Play', 'SPORTSBOOK']]),
  lobby('SPORTS', 'IM', 'IM Sports', [['IM Sportsbook', 'SPORTSBOOK'], ['IM Virtual Football', 'VIRTUAL']]),
  lobby('SPORTS', 'UG', 'UG Sports', [['UG Sportsbook', 'SPORTSBOOK']]),

  lobby('ESPORTS', 'TF', 'TF Gaming', [['TF Esports', 'ESPORTS'], ['TF Virtual Esports', 'VIRTUAL']]),
  lobby('ESPORTS', 'IA', 'IA Esports', [['IA Esports Arena', 'ESPORTS'], ['IA Esports Live', 'ESPORTS']]),
  lobby('ESPORTS', 'IMES', 'IM Esports', [['IM Esports Lobby', 'ESPORTS']]),

  plain('FISH', 'JDB', 'JDB Gaming', 14),
  plain('FISH', 'FC', 'Fa Chai Gaming', 10),
  plain('FISH', 'JL', 'JILI Games', 14),
  plain('FISH', 'CQ9', 'CQ9 Gaming', 12),
  plain('FISH', 'KA', 'KA Gaming', 8),
  plain('FISH', 'YGR', 'YGR Gaming', 8),
  plain('FISH', 'BGS', 'BGaming Studio', 6),

  plain('PVP', 'KY', 'Kaiyuan Chess', 40, 'VASSALAGE'),
  plain('PVP', 'LEG', 'Legend Poker', 32),
  plain('PVP', 'V8', 'V8 Poker', 28),
  plain('PVP', 'JL', 'JILI Games', 20),
  plain('PVP', 'MP', 'MPoker', 24),

  lobby('LOTT', 'TCG_SEA', 'SEA Lottery', [['SEA Lottery', 'LOTTO']]),
  lobby('LOTT', 'TCG_LOTTO_VN', 'Vietnam Lotto', [
    ['North Vietnam Lotto', 'LOTTO'], ['South Vietnam Lotto', 'LOTTO'], ['Central Vietnam Lotto', 'LOTTO'],
    ['VN Mega 6/45', 'LOTTO'], ['VN Power 6/55', 'LOTTO'], ['VN Keno', 'KENO'],
  ]),
  lobby('LOTT', 'GW', 'GW Lotto', [['Lotto 6/42', 'LOTTO'], ['Ultra Lotto 6/58', 'LOTTO'], ['Swertres', 'LOTTO'], ['EZ2 Lotto', 'LOTTO'], ['Keno 80', 'KENO']]),

  lobby('ELOTT', 'TCG', 'TCG Lottery', [
    ['1-Minute Fast 3', 'K3'], ['3-Minute PK10', 'PK10'], ['5-Minute Lucky 5', 'QUICK'], ['1-Minute Lotto', 'QUICK'],
    ['Lucky Keno 80', 'QUICK'], ['Fast Pick 3', 'QUICK'], ['Speed Racing PK10', 'PK10'], ['Mark Six Express', 'QUICK'],
  ]),
  lobby('ELOTT', 'VR', 'VR Lottery', [['VR Fast 3', 'K3'], ['VR PK10', 'PK10'], ['VR Lucky 5', 'QUICK'], ['VR Keno', 'QUICK'], ['VR Racing', 'PK10'], ['VR Color Game', 'QUICK']]),

  lobby('COCKFIGHT', 'SV388', 'SV388', [['SV388 Sabong Live', 'SABONG']]),
  lobby('COCKFIGHT', 'S128', 'S128', [['S128 Sabong Arena', 'SABONG']]),
  lobby('COCKFIGHT', 'WS168', 'WS168', [['WS168 Sabong', 'SABONG']]),
  lobby('COCKFIGHT', 'GA28', 'GA28 Sabong', [['GA28 Derby Live', 'SABONG']]),
];

/**
 * The vendor rows as stored (spec §3 Vendor), in menu order then vendor order.
 * @returns a fresh array; `lagerIcon` is `/art/vendor/<vassalage>.svg`, `sort` counts from 1 per category
 */
export function buildVendors(): SeedVendor[] {
  const sortByType = new Map<GameType, number>();
  return VENDOR_DEFS.map((def) => {
    const sort = (sortByType.get(def.gameType) ?? 0) + 1;
    sortByType.set(def.gameType, sort);
    return {
      vassalage: def.vassalage,
      displayName: def.displayName,
      lagerIcon: `/art/vendor/${def.vassalage}.svg`,
      gameType: def.gameType,
      isGame: def.isGame,
      sort,
    };
  });
}

/**
 * The menus as stored (fresh copies of {@link MENU_DEFS}).
 * @returns the nine categories in order
 */
export function buildMenus(): SeedMenu[] {
  return MENU_DEFS.map((m) => ({ ...m, classify: m.classify.map((c) => ({ ...c })) }));
}
