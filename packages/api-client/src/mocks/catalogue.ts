/**
 * A small, believable, deterministic catalogue (spec §1 categories, §3 entities, §9 classes)
 * shared by the MSW handlers, tests and stories.
 */
import type { Announcement, Banner, Game, GameMenu, GameType, HelpTopic, IsGame, PermissionInfo, Vendor, WinnerBoardItem } from '../contract/entities';
import { CLASS_NAMES, makeAnnouncement, makeBanner, makeGame, makeHelpTopic, makePermissionInfo, makeVendor, makeWinner } from './factories';
import { svgDataUri } from './svg';

/** Everything the mock platform serves. `games` are in `nodeId` order. */
export interface MockCatalogue {
  /** Categories of the game-type menu, in `sort` order. */
  menus: GameMenu[];
  /** All vendors. */
  vendors: Vendor[];
  /** All games. */
  games: Game[];
  /** Banners of every group (w_home, w_leftmenu, w_reg, w_forget). */
  banners: Banner[];
  /** Announcements of every type (PL notices, PU popups with execution A/B/F, PR, H). */
  announcements: Announcement[];
  /** Winner board items, NOT sorted (the handler sorts by winAmount). */
  winners: WinnerBoardItem[];
  /** The permission/info document. */
  permissionInfo: PermissionInfo;
  /** Help centre topics. */
  helpTopics: HelpTopic[];
}

/** Options of {@link makeMockCatalogue}. */
export interface MockCatalogueOptions {
  /** Games per vendor (default 20). */
  gamesPerVendor?: number;
  /**
   * Add the lottery vendors the play pages need (default false, so the default catalogue's menus
   * stay as they are): TCG_LOTTO_VN (LOTT, "Vietnam Lotto": /vnLottery) and TCG (ELOTT, "TCG
   * Lottery", with an E-Lottery menu after Lottery).
   */
  lottery?: boolean;
}

interface VendorSeed {
  vassalage: string;
  displayName: string;
  gameType: GameType;
  isGame: IsGame;
  classes: string[];
  minBet: string;
  minLineNum: number;
  names: string[];
}

const VENDORS: VendorSeed[] = [
  {
    vassalage: 'PG', displayName: 'PG Soft', gameType: 'RNG', isGame: 'GAME', classes: ['SLOT', 'SLOT', 'SLOT', 'JP'], minBet: '0.20', minLineNum: 25,
    names: ['Fortune Tiger Gold', 'Mahjong Riches', 'Dragon Hatch Legends', 'Lucky Neko Palace', 'Treasures of Aztec', 'Wild Bandito Fiesta', 'Ganesha Fortune', 'Caishen Wins', 'Queen of Bounty', 'Jungle Delight', 'Phoenix Rises', 'Double Fortune', 'Candy Burst', 'Bikini Paradise', 'Muay Thai Champion', 'Legend of Hou Yi', "Emperor's Favour", 'Medusa Gaze', 'Jewels of Prosperity', 'Shaolin Soccer Stars'],
  },
  {
    vassalage: 'EG2', displayName: 'EG Slots', gameType: 'RNG', isGame: 'GAME', classes: ['SLOT', 'SC', 'VP', 'SLOT', 'JP'], minBet: '0.10', minLineNum: 20,
    names: ['Golden Lotus', "Pharaoh's Vault", 'Sakura Spins', 'Neon Nights', 'Viking Voyage', 'Samba Carnival', 'Tiki Treasures', 'Lucky Lanterns', 'Crystal Caverns', 'Panda Paradise', 'Buffalo Thunder', "Mermaid's Pearl", 'Ruby Rush', 'Cosmic Cash', 'Monkey King Rising', 'Wild West Gold', 'Koi Fortune', 'Super Scratch 7s', 'Jacks or Better Deluxe', 'Mega Jackpot Wheel'],
  },
  {
    vassalage: 'JDB', displayName: 'JDB Gaming', gameType: 'RNG', isGame: 'VASSALAGE', classes: ['SLOT', 'AC', 'TG', 'SLOT'], minBet: '0.50', minLineNum: 9,
    names: ['Fruit Frenzy', 'Lucky Seven Deluxe', 'Dragon Warrior', 'Coin Cascade', 'Bingo Blast', 'Golden Bull', 'Lucky Cat Arcade', 'Casino War', 'Fire Phoenix', 'Mystic Jade', 'Lantern Festival', 'Street Racer', 'Monster Smash', 'Caribbean Stud', 'Kong Climb', 'Treasure Bowl', 'Pinball Party', 'Three Card Poker', 'Rocket Dash', 'Jade Empress'],
  },
  {
    vassalage: 'EVO', displayName: 'Evolution Live', gameType: 'LIVE', isGame: 'GAME', classes: ['BAC', 'ROU', 'DT', 'SB', 'TG'], minBet: '10.00', minLineNum: 0,
    names: ['Speed Baccarat A', 'Lightning Roulette Live', 'Dragon Tiger Live', 'Super Sic Bo', 'Blackjack VIP', 'Baccarat Squeeze', 'Auto Roulette', 'Dragon Tiger Speed', 'Sic Bo Deluxe', "Casino Hold'em Live", 'No Commission Baccarat', 'Immersive Roulette', 'Golden Dragon Tiger', 'Lucky Dice Sic Bo', 'Infinite Blackjack', 'Baccarat Control Squeeze', 'Double Ball Roulette', 'Dragon Tiger Royale', 'Sic Bo Lightning', 'Three Card Poker Live'],
  },
  {
    vassalage: 'FC', displayName: 'Fa Chai Fishing', gameType: 'FISH', isGame: 'GAME', classes: ['FISH'], minBet: '0.10', minLineNum: 0,
    names: ['Ocean King Hunter', 'Golden Shark', 'Mermaid Hunt', 'Dragon Fishing', 'Bomb Fishing', 'Lucky Fishing', 'Jackpot Fishing', 'Crab Avenger', 'Deep Sea Treasure', 'Royal Fishing', 'Fishing Disco', 'Monster Awaken', 'Octopus Strike', 'Thunder Fishing', 'Happy Fishing', 'Fishing Legend', 'Mega Fishing', 'Star Hunter', 'Fishing God', 'Shark Reef'],
  },
  {
    vassalage: 'KM', displayName: 'Kingmaker', gameType: 'PVP', isGame: 'GAME', classes: ['POKER', 'TG'], minBet: '1.00', minLineNum: 0,
    names: ["Texas Hold'em", 'Pusoy Go', 'Tongits Go', 'Teen Patti', 'Pai Gow', 'Bull Bull', 'Rummy Classic', 'Sic Bo Duel', 'Thai Hi-Lo', 'Belangkai', 'Card Matka', 'Five Card Poker', 'Andar Bahar', 'Blackjack Duel', 'Dragon Tiger Duel', 'Fan Tan', '7 Up 7 Down', 'Ludo Royale', 'Cards Hi-Lo', 'Color Game'],
  },
  {
    vassalage: 'SABA', displayName: 'SABA Sports', gameType: 'SPORTS', isGame: 'GAME', classes: ['SPORTS'], minBet: '5.00', minLineNum: 0,
    names: ['Sportsbook', 'Virtual Football', 'Virtual Basketball', 'Virtual Horse Racing', 'Number Game', 'Virtual Tennis', 'Virtual Cricket', 'Live Football', 'Live Basketball', 'E-Football League', 'Virtual Greyhounds', 'Virtual Cycling', 'Live Volleyball', 'Live Badminton', 'Virtual Motor Racing', 'Live Table Tennis', 'Live Boxing', 'Virtual Baseball', 'Live Ice Hockey', 'Live Rugby'],
  },
  {
    vassalage: 'TCG_SEA', displayName: 'TCG Lottery SEA', gameType: 'LOTT', isGame: 'GAME', classes: ['LOTT'], minBet: '1.00', minLineNum: 0,
    names: ['Thai Lottery', 'Lao Lottery', 'Vietnam Lotto North', 'Vietnam Lotto South', 'Malaysia 4D', 'Singapore 4D', 'Keno 5 Minutes', 'Fast 3', 'Lucky 5D', 'PCSO 6/42', 'PCSO 6/55', 'EZ2 Lotto', 'Swertres', 'Hanoi VIP', 'Magnum 4D', 'Toto 6D', 'Sabah 88', 'Da Ma Cai 1+3D', 'Sports Toto 5D', 'Grand Dragon 4D'],
  },
];

/** The lottery vendors added by `lottery: true` (after the others, so node ids of the rest do not move). */
const LOTTERY_VENDORS: VendorSeed[] = [
  {
    vassalage: 'TCG_LOTTO_VN', displayName: 'Vietnam Lotto', gameType: 'LOTT', isGame: 'GAME', classes: ['LOTT'], minBet: '1.00', minLineNum: 0,
    names: ['North Vietnam Lotto', 'South Vietnam Lotto', 'Central Vietnam Lotto', 'VN Mega 6/45', 'VN Power 6/55', 'VN Keno', 'Hanoi Lotto', 'Ho Chi Minh Lotto', 'Da Nang Lotto', 'Hai Phong Lotto', 'Can Tho Lotto', 'Vung Tau Lotto', 'Dong Nai Lotto', 'Khanh Hoa Lotto', 'Binh Duong Lotto', 'Quang Ninh Lotto', 'Max 3D', 'Max 4D', 'Hue Lotto', 'Dak Lak Lotto'],
  },
  {
    vassalage: 'TCG', displayName: 'TCG Lottery', gameType: 'ELOTT', isGame: 'GAME', classes: ['K3', 'PK10', 'QUICK'], minBet: '1.00', minLineNum: 0,
    // Classes go K3, PK10, QUICK in turn: each name fits its class.
    names: ['1-Minute Fast 3', '3-Minute PK10', '5-Minute Lucky 5', '3-Minute Fast 3', 'Speed Racing PK10', '1-Minute Lotto', '5-Minute Fast 3', '5-Minute PK10', 'Lucky Keno 80', 'Super Fast 3', '1-Minute PK10', 'Fast Pick 3', 'Lucky Fast 3', 'Lucky Racing', 'Color Game', 'Jackpot Fast 3', 'Royal Racing PK10', 'Mark Six Express', '3-Minute Dice Fast 3', 'Turbo Racing'],
  },
];

const MENU_ORDER: { gameType: GameType; title: string }[] = [
  { gameType: 'RNG', title: 'Slots' },
  { gameType: 'LIVE', title: 'Live Casino' },
  { gameType: 'SPORTS', title: 'Sports' },
  { gameType: 'FISH', title: 'Fishing' },
  { gameType: 'PVP', title: 'Poker' },
  { gameType: 'LOTT', title: 'Lottery' },
];

const PLAYERS = ['juan', 'maria', 'jose', 'ana', 'mark', 'kris', 'rey', 'joy', 'paolo', 'liza'];

/**
 * mulberry32: a small seeded PRNG so the mock data (catalogue, agent team) is the same on every run.
 * @param seed any 32-bit integer
 * @returns a function answering numbers in [0, 1)
 */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/**
 * A small believable data set: 8 vendors over 6 categories (PG and EG2 RNG, JDB RNG as the
 * VASSALAGE vendor, EVO LIVE, FC FISH, KM PVP, SABA SPORTS, TCG_SEA LOTT), `gamesPerVendor`
 * games each (every 4th hot, every 3rd of RNG/FISH/PVP free-trial `supportPlay: 0`), classes
 * incl. SC, VP, JP, TG, AC; banners of every group; notices, popups (execution A, B, F),
 * promotions and help; 20 winners; the permission info and help topics. With `lottery: true`
 * also TCG_LOTTO_VN (LOTT) and TCG (ELOTT, its own E-Lottery menu) for the lottery pages.
 *
 * @param options - `gamesPerVendor` (default 20), `lottery` (default false)
 * @returns the catalogue; the same options always give the same data
 */
export function makeMockCatalogue(options: MockCatalogueOptions = {}): MockCatalogue {
  const perVendor = Math.max(0, Math.trunc(options.gamesPerVendor ?? 20));
  const seeds = options.lottery ? [...VENDORS, ...LOTTERY_VENDORS] : VENDORS;
  const menuOrder = options.lottery ? [...MENU_ORDER, { gameType: 'ELOTT' as const, title: 'E-Lottery' }] : MENU_ORDER;
  const games: Game[] = [];
  let nodeId = 1001;
  seeds.forEach((seed) => {
    for (let i = 0; i < perVendor; i += 1) {
      const round = Math.floor(i / seed.names.length);
      const baseName = seed.names[i % seed.names.length] ?? seed.displayName;
      const gameName = round === 0 ? baseName : `${baseName} ${round + 1}`;
      const freeTrial = ['RNG', 'FISH', 'PVP'].includes(seed.gameType) && i % 3 === 1;
      games.push(
        makeGame({
          nodeId,
          gameCode: `${seed.vassalage}_${String(i + 1).padStart(3, '0')}`,
          vassalage: seed.vassalage,
          gameType: seed.gameType,
          gameName,
          iconUrl: svgDataUri(gameName, nodeId),
          isHot: i % 4 === 0 ? 1 : 0,
          supportPlay: freeTrial ? 0 : 1,
          isGame: 'GAME',
          gameClassify: seed.classes[i % seed.classes.length] ?? 'SLOT',
          minBet: seed.minBet,
          minLineNum: seed.minLineNum,
        }),
      );
      nodeId += 1;
    }
  });

  const vendors = seeds.map((seed, index) =>
    makeVendor({
      vassalage: seed.vassalage,
      displayName: seed.displayName,
      lagerIcon: svgDataUri(seed.vassalage, index, 240, 120),
      gameType: seed.gameType,
      isGame: seed.isGame,
      gameCount: games.filter((g) => g.vassalage === seed.vassalage).length,
    }),
  );

  const menus: GameMenu[] = menuOrder.map(({ gameType, title }, index) => {
    const cards = vendors.filter((v) => v.gameType === gameType);
    const inCategory = games.filter((g) => g.gameType === gameType);
    const keys = [...new Set(inCategory.map((g) => g.gameClassify))];
    return {
      gameType,
      title,
      sort: index + 1,
      cards,
      gameClassify: keys.map((key) => ({
        key,
        displayName: CLASS_NAMES[key] ?? key,
        vendors: [...new Set(inCategory.filter((g) => g.gameClassify === key).map((g) => g.vassalage))],
      })),
    };
  });

  const firstHot = games.find((g) => g.isHot === 1);
  const banners: Banner[] = [
    // PROMOTION banners link a PR announcement by id (7 and 8 below).
    makeBanner({ id: 1, title: 'Welcome bonus 100%', linkageType: 'PROMOTION', linkage: '7', groupName: 'w_home' }),
    makeBanner({ id: 2, title: 'Fortune Tiger Gold jackpot', linkageType: 'GAME', linkage: String(firstHot?.nodeId ?? 1001), groupName: 'w_home' }),
    makeBanner({ id: 3, title: 'Live casino weekend', linkageType: 'ROUTE', linkage: '/live', groupName: 'w_home' }),
    makeBanner({ id: 4, title: 'Weekly cashback on slots', linkageType: 'PROMOTION', linkage: '8', groupName: 'w_leftmenu' }),
    makeBanner({ id: 5, title: 'Join Gamehall today', linkageType: 'NONE', linkage: '', groupName: 'w_reg' }),
    makeBanner({ id: 6, title: 'Secure your account', linkageType: 'NONE', linkage: '', groupName: 'w_forget' }),
  ];

  const announcements: Announcement[] = [
    makeAnnouncement({ id: 1, promotionType: 'PL', title: 'System upgrade completed' }),
    makeAnnouncement({ id: 2, promotionType: 'PL', title: 'New slots every Friday', content: '<p>Ten new PG and EG slots arrive this Friday.</p>' }),
    makeAnnouncement({ id: 3, promotionType: 'PL', title: 'GCash deposits restored', content: '<p>GCash deposits are available again.</p>' }),
    makeAnnouncement({ id: 4, promotionType: 'PU', execution: 'B', title: 'Register and get ₱100', content: '<p>New players receive a <strong>₱100</strong> welcome credit.</p>' }),
    makeAnnouncement({ id: 5, promotionType: 'PU', execution: 'A', title: 'Your daily mission is ready', content: '<p>Play 10 rounds today to earn 50 points.</p>' }),
    makeAnnouncement({ id: 6, promotionType: 'PU', execution: 'F', title: 'Scheduled maintenance', content: '<p>Maintenance on Monday 02:00–04:00 (GMT+8).</p>' }),
    makeAnnouncement({ id: 7, promotionType: 'PR', title: 'Daily reload 10%', content: '<p>Get 10% on your first deposit every day.</p>', imageUrl: svgDataUri('Reload', 7, 600, 240) }),
    makeAnnouncement({ id: 8, promotionType: 'PR', title: 'Weekly cashback', content: '<p>Up to 1% cashback on slots every Monday.</p>', imageUrl: svgDataUri('Cashback', 8, 600, 240) }),
    makeAnnouncement({ id: 9, promotionType: 'H', title: 'How to deposit', content: '<p>Open the member centre and choose Deposit.</p>' }),
    makeAnnouncement({ id: 10, promotionType: 'H', title: 'How to withdraw', content: '<p>Bind a bank account, then choose Withdraw.</p>' }),
  ];

  const random = seeded(20_261_101);
  const winners: WinnerBoardItem[] = [];
  for (let i = 0; i < 20 && games.length > 0; i += 1) {
    const game = games[Math.floor(random() * games.length)] ?? games[0];
    if (!game) break;
    const pesos = Math.floor(random() ** 3 * 500_000);
    const cents = Math.floor(random() * 100);
    const player = PLAYERS[i % PLAYERS.length] ?? 'player';
    winners.push(
      makeWinner({
        id: i + 1,
        gameName: game.gameName,
        customerName: `${player.slice(0, 2)}***${String(10 + ((i * 37) % 90))}`,
        winAmount: `${pesos}.${String(cents).padStart(2, '0')}`,
        iconUrl: game.iconUrl,
      }),
    );
  }

  const helpTopics: HelpTopic[] = [
    makeHelpTopic({ tag: 'about', title: 'About us', sort: 1 }),
    makeHelpTopic({ tag: 'deposit', title: 'Deposit', content: '<p>Deposits are credited within minutes.</p>', sort: 2 }),
    makeHelpTopic({ tag: 'withdraw', title: 'Withdrawal', content: '<p>Withdrawals are processed within 24 hours.</p>', sort: 3 }),
    makeHelpTopic({ tag: 'faq', title: 'FAQ', content: '<p>Answers to common questions.</p>', sort: 4 }),
    makeHelpTopic({ tag: 'terms', title: 'Terms and conditions', content: '<p>Players must be 21 or older.</p>', sort: 5 }),
  ];

  return { menus, vendors, games, banners, announcements, winners, permissionInfo: makePermissionInfo(), helpTopics };
}
