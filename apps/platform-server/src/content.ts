/**
 * Site content reads (spec §3, §7): settings document, help topics, registration rules,
 * announcements and banners, winner board, mirror domains.
 */
import {
  type Announcement,
  type AnnouncementList,
  type AnnouncementType,
  type Banner,
  type Execution,
  type HelpTopic,
  type LinkageType,
  type RegisterFieldRule,
  type WinnerBoardItem,
} from '@gamehall/api-client/contract';
import { and, asc, desc, eq } from 'drizzle-orm';
import { rasterArtUrl } from './art/raster.ts';
import { type AppDb } from './db/database.ts';
import * as t from './db/schema.ts';
import { type SeedSettings } from './seed/types.ts';

/** The default (fallback) platform language. */
export const DEFAULT_LANGUAGE = 'EN';

/** Who is asking: popups are chosen by audience (spec §3 execution, §4 popups). */
export type Audience = 'anonymous' | 'member';

/**
 * The popup executions an audience sees: anonymous visitors `B` and `F`, logged-in players
 * `A` and `F` (spec §3).
 */
export function popupExecutions(audience: Audience): Execution[] {
  return audience === 'anonymous' ? ['B', 'F'] : ['A', 'F'];
}

/** Content reads over the database. */
export class ContentRepository {
  /** @param db the platform database */
  constructor(private readonly db: AppDb) {}

  /** The site settings document (throws when the database is not seeded). */
  async settings(): Promise<SeedSettings> {
    const [row] = await this.db.select().from(t.settings).where(eq(t.settings.key, 'site'));
    if (!row) throw new Error('settings document missing: the database is not seeded');
    return row.document as SeedSettings;
  }

  /** Help topics in `language`, or in EN when there are none in it, by sort. */
  async helpTopics(language = DEFAULT_LANGUAGE): Promise<HelpTopic[]> {
    const read = (lang: string) =>
      this.db.select().from(t.helpTopics).where(eq(t.helpTopics.language, lang)).orderBy(asc(t.helpTopics.sort), asc(t.helpTopics.tag));
    let rows = await read(language);
    if (rows.length === 0 && language !== DEFAULT_LANGUAGE) rows = await read(DEFAULT_LANGUAGE);
    return rows.map((r) => ({ tag: r.tag, title: r.title, content: r.content, sort: r.sort }));
  }

  /** Registration field rules in display order (spec §5). */
  async registerRules(): Promise<RegisterFieldRule[]> {
    const rows = await this.db.select().from(t.registerRules).orderBy(asc(t.registerRules.sort));
    return rows.map((r) => ({
      field: r.field,
      enabled: r.enabled,
      required: r.required,
      acceptedPattern: r.acceptedPattern,
      minLength: r.minLength,
      maxLength: r.maxLength,
      patternId: r.patternId as RegisterFieldRule['patternId'],
    }));
  }

  /** Mirror domains in order. */
  async domains(): Promise<string[]> {
    const rows = await this.db.select().from(t.domains).orderBy(asc(t.domains.sort));
    return rows.map((r) => r.domain);
  }

  /**
   * Announcement data for the types asked (all when absent), in `language` falling back to EN,
   * popups chosen by audience.
   */
  async announcements(options: { types?: AnnouncementType[]; language?: string; audience: Audience }): Promise<AnnouncementList> {
    const types = new Set<AnnouncementType>(options.types ?? ['B', 'PL', 'PU', 'PR', 'H']);
    const language = options.language ?? DEFAULT_LANGUAGE;
    const result: AnnouncementList = { banners: [], notices: [], popup: [], promotion: [], help: [] };
    if (types.has('B')) {
      const read = (lang: string) => this.db.select().from(t.banners).where(eq(t.banners.language, lang)).orderBy(asc(t.banners.sort), asc(t.banners.id));
      let rows = await read(language);
      if (rows.length === 0 && language !== DEFAULT_LANGUAGE) rows = await read(DEFAULT_LANGUAGE);
      result.banners = rows.map(
        (b): Banner => ({ id: b.id, title: b.title, url: rasterArtUrl(b.url, bannerArtInput(b)), linkageType: b.linkageType as LinkageType, linkage: b.linkage, groupName: b.groupName as Banner['groupName'] }),
      );
    }
    const wanted = [...types].filter((x) => x !== 'B');
    if (wanted.length === 0) return result;
    const read = (lang: string) =>
      this.db.select().from(t.announcements).where(eq(t.announcements.language, lang)).orderBy(asc(t.announcements.sort), asc(t.announcements.id));
    let rows = await read(language);
    if (rows.length === 0 && language !== DEFAULT_LANGUAGE) rows = await read(DEFAULT_LANGUAGE);
    // Announcement images drawn from a banner get that banner's versioned WebP URL (src/art/raster.ts).
    const drawn = rows.some((r) => r.imageUrl?.startsWith('/art/banner/'))
      ? new Map((await this.db.select().from(t.banners)).map((b) => [`/art/banner/${String(b.id)}.svg`, bannerArtInput(b)]))
      : new Map<string, string>();
    const executions = popupExecutions(options.audience);
    for (const r of rows) {
      const type = r.promotionType as AnnouncementType;
      if (!types.has(type)) continue;
      const item: Announcement = { id: r.id, title: r.title, content: r.content, promotionType: type, sort: r.sort, publishedAt: r.publishedAt };
      if (r.execution) item.execution = r.execution as Execution;
      if (r.imageUrl) item.imageUrl = rasterArtUrl(r.imageUrl, drawn.get(r.imageUrl) ?? r.imageUrl);
      if (type === 'PL') result.notices.push(item);
      else if (type === 'PR') result.promotion.push(item);
      else if (type === 'H') result.help.push(item);
      else if (type === 'PU' && executions.includes(item.execution ?? 'F')) result.popup.push(item);
    }
    return result;
  }

  /** Winner board, by win amount descending (numeric), at most `limit`, optionally one category. */
  async winners(options: { gameCategory?: string; limit: number }): Promise<WinnerBoardItem[]> {
    const where = options.gameCategory && options.gameCategory !== 'ALL' ? eq(t.winners.gameType, options.gameCategory) : undefined;
    const rows = await this.db.select().from(t.winners).where(and(where)).orderBy(desc(t.winners.winAmount), asc(t.winners.id)).limit(options.limit);
    return rows.map((r) => ({ id: r.id, gameName: r.gameName, customerName: r.customerName, winAmount: r.winAmount, iconUrl: rasterArtUrl(r.iconUrl, `${r.iconUrl}|${r.gameName}`) }));
  }

  /** A banner by id (any language, EN first) for the art route. */
  async banner(id: number): Promise<(Banner & { subtitle: string; language: string; sort: number }) | undefined> {
    const rows = await this.db.select().from(t.banners).where(eq(t.banners.id, id)).orderBy(asc(t.banners.language));
    const row = rows.find((r) => r.language === DEFAULT_LANGUAGE) ?? rows[0];
    if (!row) return undefined;
    return { ...row, linkageType: row.linkageType as LinkageType, groupName: row.groupName as Banner['groupName'] };
  }
}

/** The fields a banner's drawing is made from (renderBanner), for its WebP URL's version tag. */
function bannerArtInput(b: { id: number; title: string; subtitle: string; groupName: string }): string {
  return `${String(b.id)}|${b.title}|${b.subtitle}|${b.groupName}`;
}
