import { Announcement, BANNER_GROUPS, Banner, GAME_TYPES, Game, PATTERN_IDS, RegisterFieldRule, Vendor, WhitelabelNode, WinnerBoardItem } from '@gamehall/api-client/contract';
import { Value } from 'typebox/value';
import { describe, expect, it } from 'vitest';
import { buildSeed } from './catalogue.ts';

const seed = buildSeed();

describe('buildSeed', () => {
  it('returns the same data on every call', () => {
    expect(buildSeed()).toStrictEqual(seed);
  });

  it('has every category in menu order, FISH without classes', () => {
    expect(seed.menus.map((m) => m.gameType)).toEqual(['RNG', 'LIVE', 'SPORTS', 'ESPORTS', 'FISH', 'PVP', 'LOTT', 'ELOTT', 'COCKFIGHT']);
    expect(seed.menus.map((m) => m.sort)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(new Set(seed.menus.map((m) => m.gameType))).toEqual(new Set(GAME_TYPES));
    expect(seed.menus.find((m) => m.gameType === 'FISH')?.classify).toEqual([]);
    expect(seed.menus.find((m) => m.gameType === 'RNG')?.classify.map((c) => c.key)).toEqual(expect.arrayContaining(['SLOT', 'SC', 'VP', 'JP', 'TG', 'AC']));
  });

  it('has at least 40 vendors over all categories with the required codes', () => {
    const codes = new Set(seed.vendors.map((v) => v.vassalage));
    expect(codes.size).toBeGreaterThanOrEqual(40);
    for (const code of ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'TCG_SEA', 'TCG_LOTTO_VN', 'EVO', 'SA', 'DG', 'WM', 'AG', 'SABA', 'CMD', 'BTI', 'TF', 'IA', 'KY', 'LEG', 'SV388', 'S128', 'TCG']) {
      expect(codes, code).toContain(code);
    }
    expect(seed.vendors.find((v) => v.vassalage === 'TCG_SEA')?.gameType).toBe('LOTT');
    expect(seed.vendors.find((v) => v.vassalage === 'TCG_LOTTO_VN')?.gameType).toBe('LOTT');
    expect(seed.vendors.find((v) => v.vassalage === 'TCG')?.gameType).toBe('ELOTT');
    for (const type of GAME_TYPES) expect(seed.vendors.some((v) => v.gameType === type), type).toBe(true);
    expect(seed.vendors.filter((v) => v.isGame === 'VASSALAGE').length).toBeGreaterThanOrEqual(2);
    const keys = seed.vendors.map((v) => `${v.vassalage}/${v.gameType}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('vendors match the contract schema and point at their logo art', () => {
    for (const v of seed.vendors) {
      expect(Value.Check(Vendor, { ...v, gameCount: 0 }), v.vassalage).toBe(true);
      expect(v.lagerIcon).toBe(`/art/vendor/${v.vassalage}.svg`);
    }
  });

  it('has over 10,000 valid games with unique codes and nodeIds 1..N', () => {
    expect(seed.games.length).toBeGreaterThan(10_000);
    seed.games.forEach((g, i) => {
      expect(g.nodeId).toBe(i + 1);
    });
    expect(new Set(seed.games.map((g) => g.gameCode)).size).toBe(seed.games.length);
    const vendorKeys = new Set(seed.vendors.map((v) => `${v.vassalage}/${v.gameType}`));
    const bad = seed.games.filter((g) => !Value.Check(Game, g) || !vendorKeys.has(`${g.vassalage}/${g.gameType}`));
    expect(bad.slice(0, 3)).toEqual([]);
    for (const g of seed.games) {
      expect(g.iconUrl).toBe(`/art/game/${g.gameCode}.svg`);
      expect(g.gameCode).toMatch(/^[A-Z0-9_]+_[a-z0-9_]+$/);
      expect(g.releasedAt >= '2023-01-01' && g.releasedAt <= '2026-12-31').toBe(true);
      expect(g.minLineNum >= 1 && g.minLineNum <= 243).toBe(true);
    }
  });

  it('gives games believable names, unique per vendor', () => {
    expect(seed.games.filter((g) => /game\s*\d+/i.test(g.gameName))).toEqual([]);
    const perVendor = new Map<string, Set<string>>();
    for (const g of seed.games) {
      const names = perVendor.get(g.vassalage) ?? new Set<string>();
      expect(names.has(g.gameName.toLowerCase()), `${g.vassalage} ${g.gameName}`).toBe(false);
      names.add(g.gameName.toLowerCase());
      perVendor.set(g.vassalage, names);
    }
  });

  it('finds a common word across many vendors', () => {
    for (const word of ['dragon', 'fortune', 'gold']) {
      const hits = seed.games.filter((g) => g.gameName.toLowerCase().includes(word));
      expect(hits.length, word).toBeGreaterThanOrEqual(24);
      expect(new Set(hits.map((g) => g.vassalage)).size, word).toBeGreaterThanOrEqual(3);
    }
  });

  it('spreads classes, hot games and free trials', () => {
    const rng = seed.games.filter((g) => g.gameType === 'RNG');
    for (const key of ['SLOT', 'SC', 'VP', 'JP', 'TG', 'AC', 'CRASH', 'MINI', 'BINGO']) {
      expect(rng.some((g) => g.gameClassify === key), key).toBe(true);
    }
    expect(seed.games.filter((g) => g.gameType === 'FISH').every((g) => g.gameClassify === 'FISH')).toBe(true);
    for (const menu of seed.menus.filter((m) => m.classify.length > 0)) {
      const keys = new Set(menu.classify.map((c) => c.key));
      expect(seed.games.filter((g) => g.gameType === menu.gameType).every((g) => keys.has(g.gameClassify)), menu.gameType).toBe(true);
    }
    const hot = seed.games.filter((g) => g.isHot === 1).length / seed.games.length;
    expect(hot).toBeGreaterThan(0.02);
    expect(hot).toBeLessThan(0.05);
    const free = seed.games.filter((g) => g.supportPlay === 0).length / seed.games.length;
    expect(free).toBeGreaterThan(0.2);
    expect(free).toBeLessThan(0.3);
    const vassalageVendors = new Set(seed.vendors.filter((v) => v.isGame === 'VASSALAGE').map((v) => `${v.vassalage}/${v.gameType}`));
    for (const g of seed.games) expect(g.isGame).toBe(vassalageVendors.has(`${g.vassalage}/${g.gameType}`) ? 'VASSALAGE' : 'GAME');
  });

  it('has banners of every group in EN and TY with every linkage type', () => {
    for (const b of seed.banners) {
      expect(Value.Check(Banner, b), String(b.id)).toBe(true);
      expect(b.url).toBe(`/art/banner/${String(b.id)}.svg`);
    }
    expect(new Set(seed.banners.map((b) => b.id)).size).toBe(seed.banners.length);
    for (const language of ['EN', 'TY']) {
      const own = seed.banners.filter((b) => b.language === language);
      for (const group of BANNER_GROUPS) expect(own.some((b) => b.groupName === group), `${language} ${group}`).toBe(true);
      expect(own.filter((b) => b.groupName === 'w_home').length).toBeGreaterThanOrEqual(4);
      expect(new Set(own.map((b) => b.linkageType))).toEqual(new Set(['ROUTE', 'GAME', 'URL', 'PROMOTION', 'NONE']));
    }
    const gameBanner = seed.banners.find((b) => b.linkageType === 'GAME');
    expect(seed.games.some((g) => String(g.nodeId) === gameBanner?.linkage)).toBe(true);
    for (const b of seed.banners.filter((x) => x.linkageType === 'PROMOTION')) {
      expect(seed.announcements.find((a) => String(a.id) === b.linkage)).toMatchObject({ promotionType: 'PR', language: b.language });
    }
  });

  it('has announcements of every type and popup execution in EN and TY', () => {
    for (const a of seed.announcements) expect(Value.Check(Announcement, a), String(a.id)).toBe(true);
    for (const language of ['EN', 'TY']) {
      const own = seed.announcements.filter((a) => a.language === language);
      expect(own.filter((a) => a.promotionType === 'PL').length).toBeGreaterThanOrEqual(5);
      expect(own.filter((a) => a.promotionType === 'PR').length).toBeGreaterThanOrEqual(4);
      for (const type of ['B', 'H']) expect(own.some((a) => a.promotionType === type), type).toBe(true);
      expect(new Set(own.filter((a) => a.promotionType === 'PU').map((a) => a.execution))).toEqual(new Set(['A', 'B', 'F']));
      expect(own.some((a) => /<script|onerror=/i.test(a.content))).toBe(true);
    }
    expect(new Set(seed.announcements.map((a) => a.id)).size).toBe(seed.announcements.length);
  });

  it('has a winner board of real games sorted by amount', () => {
    expect(seed.winners.length).toBeGreaterThanOrEqual(200);
    const icons = new Map(seed.games.map((g) => [g.iconUrl, g.gameName]));
    for (const w of seed.winners) {
      expect(Value.Check(WinnerBoardItem, w)).toBe(true);
      expect(icons.get(w.iconUrl)).toBe(w.gameName);
      expect(w.customerName).toMatch(/^[a-z]{2}\*\*\*\d{2}$/);
      expect(Number(w.winAmount)).toBeGreaterThanOrEqual(100);
      expect(Number(w.winAmount)).toBeLessThanOrEqual(2_500_000);
    }
    const amounts = seed.winners.map((w) => Number(w.winAmount));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
  });

  it('has help topics for every tag in both languages', () => {
    for (const language of ['EN', 'TY']) {
      expect(seed.helpTopics.filter((t) => t.language === language).map((t) => t.tag)).toEqual(['about', 'deposit', 'withdraw', 'responsible-gaming', 'terms', 'privacy', 'faq']);
    }
  });

  it('has the site settings, rules and ranges', () => {
    const s = seed.settings;
    expect(s).toMatchObject({ merchantCode: 'GH001', siteName: 'Gamehall', currency: { code: 'PHP', symbol: '₱' }, timeZone: 'Asia/Manila', languages: ['EN', 'TY'], mainDomain: 'gamehall.example', imageCDNs: [''], launchGameCDNs: [''], analytics: { gtagId: '' } });
    expect(s.customerService.map((c) => c.csType)).toEqual(['TELEGRAM', 'WHATSAPP', 'EMAIL']);
    // Every contact leads somewhere real: an external page or a mail link, no in-app path (no chat room yet).
    for (const c of s.customerService) expect(c.path).toMatch(/^(https:\/\/|mailto:)/);
    expect(s.resources.map((r) => r.resourceType)).toEqual(['LOGO', 'LICENCE', 'APP_IOS', 'APP_ANDROID', 'SOCIAL_WHATSAPP', 'SOCIAL_FACEBOOK', 'SOCIAL_TELEGRAM']);
    const flags: string[] = [];
    const walk = (nodes: readonly { modId: string; childrenNodes: readonly unknown[] }[]): void => {
      for (const n of nodes) {
        flags.push(n.modId);
        walk(n.childrenNodes as typeof nodes);
      }
    };
    for (const n of s.whitelabel) expect(Value.Check(WhitelabelNode, n)).toBe(true);
    walk(s.whitelabel);
    expect(flags).toEqual(expect.arrayContaining(['USERNAMEREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'MOBILENUMPASSREG3', 'CHNGPASSVERIF3', 'AGENTPOLICY3', 'FREEPLAY3', 'SMSLOGIN3', 'REFERRAL3']));
    expect(s.registerValidation).toEqual(seed.registerRules);
    for (const r of seed.registerRules) {
      expect(Value.Check(RegisterFieldRule, r), r.field).toBe(true);
      expect(PATTERN_IDS).toContain(r.patternId);
    }
    expect(seed.registerRules.filter((r) => r.enabled).map((r) => r.field)).toEqual(['username', 'password', 'mobileNum', 'email', 'payeeName']);
    expect(seed.blockedRanges).toEqual(['203.0.113.0/24', '198.51.100.0/24']);
    expect(seed.domains).toEqual(['gamehall.example', 'gh-mirror1.example', 'gh-mirror2.example']);
  });
});
