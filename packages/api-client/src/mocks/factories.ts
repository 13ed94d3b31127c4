/**
 * Deterministic data factories producing valid contract objects (spec §3) for tests and
 * Storybook. Every factory takes overrides; the same call always returns the same data.
 */
import type {
  Announcement,
  Banner,
  Game,
  GameClassify,
  GameMenu,
  HelpTopic,
  PermissionInfo,
  Vendor,
  WhitelabelNode,
  WinnerBoardItem,
} from '../contract/entities';
import { svgDataUri } from './svg';

/** Display names of game classes (spec §9 extra classes SC, VP, JP, TG, AC and the common ones). */
export const CLASS_NAMES: Readonly<Record<string, string>> = {
  SLOT: 'Slots',
  SC: 'Scratch',
  VP: 'Video Poker',
  JP: 'Jackpot',
  TG: 'Table Games',
  AC: 'Arcade',
  BAC: 'Baccarat',
  ROU: 'Roulette',
  DT: 'Dragon Tiger',
  SB: 'Sic Bo',
  FISH: 'Fishing',
  POKER: 'Poker',
  SPORTS: 'Sportsbook',
  LOTT: 'Lottery',
  K3: 'Fast 3',
  PK10: 'PK10',
  QUICK: 'Quick Draw',
};

/**
 * A game (spec §3). Defaults: a hot PG slot with free trial (`supportPlay: 0`).
 *
 * @param overrides - fields to replace
 * @returns a schema-valid `Game`
 */
export function makeGame(overrides: Partial<Game> = {}): Game {
  const gameName = overrides.gameName ?? 'Fortune Tiger Gold';
  const nodeId = overrides.nodeId ?? 1001;
  return {
    nodeId,
    gameCode: `PG_${String(nodeId).padStart(4, '0')}`,
    vassalage: 'PG',
    gameType: 'RNG',
    gameName,
    iconUrl: svgDataUri(gameName, nodeId),
    isHot: 1,
    supportPlay: 0,
    isGame: 'GAME',
    gameClassify: 'SLOT',
    minBet: '0.20',
    minLineNum: 25,
    ...overrides,
  };
}

/**
 * A vendor (spec §3). Defaults: PG Soft, an RNG vendor of 20 games.
 *
 * @param overrides - fields to replace
 * @returns a schema-valid `Vendor`
 */
export function makeVendor(overrides: Partial<Vendor> = {}): Vendor {
  const vassalage = overrides.vassalage ?? 'PG';
  return {
    vassalage,
    displayName: 'PG Soft',
    lagerIcon: svgDataUri(vassalage, vassalage.length, 240, 120),
    gameType: 'RNG',
    isGame: 'GAME',
    gameCount: 20,
    ...overrides,
  };
}

/**
 * A category of the game-type menu (spec §3: title, cards, gameClassify).
 *
 * @param overrides - fields to replace; default: the RNG category with one PG card
 * @returns a schema-valid `GameMenu`
 */
export function makeGameMenu(overrides: Partial<GameMenu> = {}): GameMenu {
  const cards = overrides.cards ?? [makeVendor()];
  const classify: GameClassify[] = ['SLOT', 'JP'].map((key) => ({ key, displayName: CLASS_NAMES[key] ?? key, vendors: cards.map((c) => c.vassalage) }));
  return { gameType: 'RNG', title: 'Slots', sort: 1, cards, gameClassify: classify, ...overrides };
}

/**
 * A banner (spec §3, §9 groups). Defaults: a home banner linking to a promotion.
 *
 * @param overrides - fields to replace
 * @returns a schema-valid `Banner`
 */
export function makeBanner(overrides: Partial<Banner> = {}): Banner {
  const id = overrides.id ?? 1;
  const title = overrides.title ?? 'Welcome bonus 100%';
  return {
    id,
    title,
    url: svgDataUri(title, id + 3, 750, 300),
    linkageType: 'PROMOTION',
    linkage: '1',
    groupName: 'w_home',
    ...overrides,
  };
}

/**
 * An announcement (spec §3). Defaults: a player notice (PL) with simple HTML content.
 *
 * @param overrides - fields to replace (`promotionType` PU needs an `execution`)
 * @returns a schema-valid `Announcement`
 */
export function makeAnnouncement(overrides: Partial<Announcement> = {}): Announcement {
  const id = overrides.id ?? 1;
  return {
    id,
    title: 'System upgrade completed',
    content: '<p>Deposits via e-wallet are now credited within <strong>1 minute</strong>.</p>',
    promotionType: 'PL',
    sort: id,
    publishedAt: new Date(Date.UTC(2026, 10, 1, 8, 0, 0) - id * 86_400_000).toISOString(),
    ...overrides,
  };
}

/**
 * A winner board item (spec §3). `customerName` is masked as the server masks it.
 *
 * @param overrides - fields to replace
 * @returns a schema-valid `WinnerBoardItem`
 */
export function makeWinner(overrides: Partial<WinnerBoardItem> = {}): WinnerBoardItem {
  const gameName = overrides.gameName ?? 'Fortune Tiger Gold';
  return {
    id: 1,
    gameName,
    customerName: 'ju***88',
    winAmount: '12500.00',
    iconUrl: svgDataUri(gameName, 1001),
    ...overrides,
  };
}

const node = (modId: string, enabled: '0' | '1', childrenNodes: WhitelabelNode[] = []): WhitelabelNode => ({ modId, enabled, childrenNodes });

/**
 * The permission/info document (spec §3): PHP currency, Asia/Manila, EN and TY, same-origin
 * image CDN, no maintenance, no region restriction.
 *
 * @param overrides - fields to replace
 * @returns a schema-valid `PermissionInfo`
 */
export function makePermissionInfo(overrides: Partial<PermissionInfo> = {}): PermissionInfo {
  return {
    merchantCode: 'GH01',
    siteName: 'Gamehall',
    customerService: [
      { csType: 'TELEGRAM', path: 'https://t.me/gamehall_support', label: 'Telegram' },
      { csType: 'EMAIL', path: 'mailto:support@gamehall.example', label: 'E-mail' },
    ],
    domainRoute: ['https://gamehall.example', 'https://gh1.example', 'https://gh2.example'],
    resources: [
      { resourceType: 'APP_IOS', url: 'https://gamehall.example/app/ios' },
      { resourceType: 'APP_ANDROID', url: 'https://gamehall.example/app/android.apk' },
      { resourceType: 'LOGO', url: svgDataUri('GH', 3, 160, 48) },
    ],
    whitelabel: [
      node('REGISTER', '1', [node('USERNAMEREG3', '1'), node('MOBILENUMREG3', '1', [node('REGMOBVERF3', '1')]), node('MOBILENUMPASSREG3', '0')]),
      node('LOGIN', '1', [node('FREEPLAY3', '1'), node('SMSLOGIN3', '0')]),
      node('SECURITY', '1', [node('CHNGPASSVERIF3', '0'), node('AGENTPOLICY3', '1')]),
    ],
    registerValidation: [
      { field: 'username', enabled: true, required: true, acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$', minLength: 6, maxLength: 16, patternId: 'LETTER_FIRST_ALNUM' },
      { field: 'password', enabled: true, required: true, acceptedPattern: '^(?=.*[a-zA-Z])(?=.*\\d).*$', minLength: 6, maxLength: 20, patternId: 'LETTERS_AND_DIGITS' },
      { field: 'mobileNum', enabled: true, required: false, acceptedPattern: '^\\d+$', minLength: 7, maxLength: 15, patternId: 'DIGITS' },
      { field: 'email', enabled: true, required: false, acceptedPattern: '*', minLength: 0, maxLength: 64, patternId: 'EMAIL' },
      { field: 'payeeName', enabled: false, required: false, acceptedPattern: '*', minLength: 0, maxLength: 40, patternId: 'LETTERS_SPACES' },
    ],
    mainDomain: 'https://gamehall.example',
    analytics: { gtagId: '' },
    imageCDNs: [],
    launchGameCDNs: [],
    location: { ip: '203.0.113.7' },
    maintenance: false,
    regionRestriction: { enabled: false, blocked: false },
    currency: { code: 'PHP', symbol: '₱' },
    timeZone: 'Asia/Manila',
    languages: ['EN', 'TY'],
    catalogueVersion: 1,
    ...overrides,
  };
}

/**
 * A help centre topic (spec §2 /help#tag).
 *
 * @param overrides - fields to replace
 * @returns a schema-valid `HelpTopic`
 */
export function makeHelpTopic(overrides: Partial<HelpTopic> = {}): HelpTopic {
  return {
    tag: 'about',
    title: 'About us',
    content: '<p>Gamehall is a licensed online gaming platform.</p>',
    sort: 1,
    ...overrides,
  };
}
