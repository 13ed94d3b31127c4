/**
 * TEMPORARY stand-in for `./seed/catalogue.ts` and `./art/index.ts` (written by another helper).
 * Deleted once those land. Not part of the public API.
 */
import { GAME_TYPES, type Banner, type Game, type Vendor } from '@gamehall/api-client/contract';
import { type SeedData, type SeedGame, type SeedVendor } from './seed/types.ts';

const CLASSES = ['SLOT', 'SC', 'VP', 'JP', 'TG', 'AC'];

export function buildSeed(): SeedData {
  const vendors: SeedVendor[] = [];
  const games: SeedGame[] = [];
  let nodeId = 1;
  GAME_TYPES.forEach((gameType, ti) => {
    const count = gameType === 'RNG' ? 12 : 3;
    for (let v = 0; v < count; v += 1) {
      const vassalage = gameType === 'RNG' && v === 0 ? 'PG' : `${gameType.slice(0, 3)}V${v}`;
      vendors.push({ vassalage, displayName: `Vendor ${vassalage}`, lagerIcon: `/art/vendor/${vassalage}.svg`, gameType, isGame: v === 2 ? 'VASSALAGE' : 'GAME', sort: v });
      const n = gameType === 'RNG' ? 700 : 70 + ti;
      for (let g = 0; g < n; g += 1) {
        const gameCode = `${vassalage}_${g}`;
        games.push({
          nodeId, gameCode, vassalage, gameType,
          gameName: `${['Lucky', 'Dragon', 'Fortune', 'Golden', 'Wild_%'][g % 5]} ${vassalage} ${g}`,
          iconUrl: `/art/game/${gameCode}.svg`, isHot: g % 11 === 0 ? 1 : 0, supportPlay: g % 3 === 0 ? 0 : 1,
          isGame: 'GAME', gameClassify: CLASSES[g % CLASSES.length] ?? 'SLOT', minBet: `${(g % 7) + 1}.${g % 2 ? '50' : '00'}`,
          minLineNum: (g % 4) * 10, sort: (g * 7919) % 1000, releasedAt: '2026-01-01',
        });
        nodeId += 1;
      }
    }
  });
  return {
    menus: GAME_TYPES.map((gameType, i) => ({ gameType, title: gameType, sort: 9 - i, classify: CLASSES.map((key) => ({ key, displayName: key })) })),
    vendors, games,
    banners: [1, 2, 3].map((id) => ({ id, title: `Banner ${id}`, subtitle: 'sub', url: `/art/banner/${id}.svg`, linkageType: 'NONE', linkage: '', groupName: 'w_home', language: 'EN', sort: id })),
    announcements: [
      { id: 1, title: 'Notice', content: '<p>Hi</p>', promotionType: 'PL', sort: 1, publishedAt: '2026-01-01T00:00:00Z', language: 'EN' },
      { id: 2, title: 'Popup B', content: '<p>B</p>', promotionType: 'PU', execution: 'B', sort: 1, publishedAt: '2026-01-01T00:00:00Z', language: 'EN' },
      { id: 3, title: 'Popup A', content: '<p>A</p>', promotionType: 'PU', execution: 'A', sort: 2, publishedAt: '2026-01-01T00:00:00Z', language: 'EN' },
      { id: 4, title: 'Popup F', content: '<p>F</p>', promotionType: 'PU', execution: 'F', sort: 3, publishedAt: '2026-01-01T00:00:00Z', language: 'EN' },
      { id: 5, title: 'Promo', content: '<p>P</p>', promotionType: 'PR', sort: 1, publishedAt: '2026-01-01T00:00:00Z', language: 'EN' },
      { id: 1, title: 'Paunawa', content: '<p>Kumusta</p>', promotionType: 'PL', sort: 1, publishedAt: '2026-01-01T00:00:00Z', language: 'TY' },
    ],
    winners: Array.from({ length: 50 }, (_, i) => ({ id: i + 1, gameName: `Lucky PG ${i * 5}`, customerName: `pl***${i}`, winAmount: `${(i * 7919) % 100000}.${i % 10}0`, iconUrl: `/art/game/PG_${i * 5}.svg` })),
    helpTopics: [
      { tag: 'about', title: 'About', content: '<p>About</p>', sort: 1, language: 'EN' },
      { tag: 'faq', title: 'FAQ', content: '<p>FAQ</p>', sort: 2, language: 'EN' },
      { tag: 'about', title: 'Tungkol', content: '<p>Tungkol</p>', sort: 1, language: 'TY' },
    ],
    settings: {
      merchantCode: 'gamehall', siteName: 'Gamehall', customerService: [], domainRoute: ['a.example'], resources: [],
      whitelabel: [{ modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] }], registerValidation: [], mainDomain: 'gamehall.example',
      analytics: { gtagId: '' }, imageCDNs: [''], launchGameCDNs: [''], currency: { code: 'PHP', symbol: '₱' }, timeZone: 'Asia/Manila', languages: ['EN', 'TY'],
    },
    registerRules: [{ field: 'username', enabled: true, required: true, acceptedPattern: '*', minLength: 4, maxLength: 16, patternId: 'LETTER_FIRST_ALNUM' }],
    blockedRanges: ['203.0.113.0/24', '2001:db8::/32'],
    domains: ['gamehall.example', 'mirror1.gamehall.example'],
  };
}

const svg = (text: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><text x="5" y="50">${text.replace(/[<&>]/g, '')}</text></svg>`;
export const renderGameIcon = (game: Game): string => svg(game.gameName);
export const renderVendorLogo = (vendor: Omit<Vendor, 'gameCount'>): string => svg(vendor.displayName);
export const renderBanner = (banner: Banner & { subtitle: string }): string => svg(banner.title);
export const renderFallbackIcon = (): string => svg('?');
export const renderLicence = (): string => svg('licence');
export const renderLogo = (siteName: string): string => svg(siteName);
