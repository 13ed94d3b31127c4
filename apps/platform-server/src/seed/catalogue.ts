/**
 * The deterministic seed (docs/architecture.md "The platform server"): menus, vendors, over 10,000
 * games, banners, announcements, winner board, help topics and site settings.
 */
import { buildAnnouncements } from './announcements.ts';
import { buildBanners } from './banners.ts';
import { buildGames } from './games.ts';
import { buildHelpTopics } from './helpTopics.ts';
import { buildRegisterRules } from './patterns.ts';
import { SEED_BLOCKED_RANGES, SEED_DOMAINS, buildSettings } from './settings.ts';
import { type SeedData } from './types.ts';
import { buildMenus, buildVendors } from './vendors.ts';
import { buildWinners } from './winners.ts';

/**
 * Builds the whole seed. Pure and deterministic: every call returns a deep-equal fresh object
 * (seeded mulberry32, no clock, no `Math.random`); takes about 0.2 s.
 * @returns the seed the database layer inserts on first start
 */
export function buildSeed(): SeedData {
  const games = buildGames();
  const registerRules = buildRegisterRules();
  return {
    menus: buildMenus(),
    vendors: buildVendors(),
    games,
    banners: buildBanners(games),
    announcements: buildAnnouncements(),
    winners: buildWinners(games),
    helpTopics: buildHelpTopics(),
    settings: buildSettings(registerRules),
    registerRules,
    blockedRanges: [...SEED_BLOCKED_RANGES],
    domains: [...SEED_DOMAINS],
  };
}

export { PATTERNS, type PatternId, matchesPattern } from './patterns.ts';
