/**
 * Seeded banners (spec §3 Banner, §9 groups) in EN and TY (Tagalog). EN ids are 1..9 and TY ids
 * 101..109, so every id has one headline and `/art/banner/<id>.svg` draws it.
 */
import { type LinkageType } from '@gamehall/api-client/contract';
import { type SeedBanner, type SeedGame } from './types.ts';

/** Banner id offset of a language (EN 0, TY 100). */
export const BANNER_ID_OFFSET: Record<'EN' | 'TY', number> = { EN: 0, TY: 100 };
/** Announcement id offset of a language (EN 0, TY 1000). */
export const ANNOUNCEMENT_ID_OFFSET: Record<'EN' | 'TY', number> = { EN: 0, TY: 1000 };

interface BannerDef {
  id: number;
  groupName: SeedBanner['groupName'];
  linkageType: LinkageType;
  /** Route, URL, promotion id (EN; TY adds its offset), or `game` for the featured game. */
  linkage: string;
  en: [title: string, subtitle: string];
  ty: [title: string, subtitle: string];
}

const DEFS: readonly BannerDef[] = [
  {
    id: 1, groupName: 'w_home', linkageType: 'PROMOTION', linkage: '21',
    en: ['100% Welcome Bonus', 'Double your first deposit up to ₱20,000'],
    ty: ['100% Bonus sa Pagsali', 'Doblehin ang iyong unang deposito hanggang ₱20,000'],
  },
  {
    id: 2, groupName: 'w_home', linkageType: 'ROUTE', linkage: '/rng?vassalage=PG',
    en: ['Weekend Slot Tournament', 'Spin PG Soft slots and share a ₱1,000,000 prize pool'],
    ty: ['Paligsahan sa Slots tuwing Weekend', 'Mag-spin ng PG Soft slots at makihati sa ₱1,000,000 na premyo'],
  },
  {
    id: 3, groupName: 'w_home', linkageType: 'ROUTE', linkage: '/live',
    en: ['Live Baccarat Nights', 'Real dealers around the clock, from ₱1 a hand'],
    ty: ['Live Baccarat Gabi-gabi', 'Totoong dealer buong araw, mula ₱1 bawat kamay'],
  },
  {
    id: 4, groupName: 'w_home', linkageType: 'GAME', linkage: 'game',
    en: ['Tonight’s Hottest Game', 'Play %GAME% now'],
    ty: ['Pinakamainit na Laro Ngayong Gabi', 'Laruin ang %GAME% ngayon'],
  },
  {
    id: 5, groupName: 'w_home', linkageType: 'URL', linkage: 'https://www.gamehall.example/app',
    en: ['Get the Gamehall App', 'A faster lobby and instant deposits on your phone'],
    ty: ['I-download ang Gamehall App', 'Mas mabilis na lobby at agarang deposito sa iyong telepono'],
  },
  {
    id: 6, groupName: 'w_leftmenu', linkageType: 'PROMOTION', linkage: '22',
    en: ['Invite Friends, Earn ₱500', 'For every friend who makes a first deposit'],
    ty: ['Mag-imbita ng Kaibigan, Kumita ng ₱500', 'Para sa bawat kaibigang magdedeposito sa unang pagkakataon'],
  },
  {
    id: 7, groupName: 'w_leftmenu', linkageType: 'PROMOTION', linkage: '23',
    en: ['Daily Rebate up to 1.5%', 'Paid back to your wallet every morning'],
    ty: ['Araw-araw na Rebate hanggang 1.5%', 'Ibinabalik sa iyong wallet tuwing umaga'],
  },
  {
    id: 8, groupName: 'w_reg', linkageType: 'NONE', linkage: '',
    en: ['Join Gamehall Today', 'Register in 30 seconds and claim your welcome bonus'],
    ty: ['Sumali sa Gamehall Ngayon', 'Magrehistro sa loob ng 30 segundo at kunin ang iyong bonus'],
  },
  {
    id: 9, groupName: 'w_forget', linkageType: 'NONE', linkage: '',
    en: ['Secure Account Recovery', 'We will help you back into your account safely'],
    ty: ['Ligtas na Pagbawi ng Account', 'Tutulungan ka naming makabalik sa iyong account nang ligtas'],
  },
];

/**
 * The banners of both languages.
 * @param games the seeded games (the GAME banner links the first hot PG game by nodeId; the client fetches it with the game list's `nodeId` filter)
 * @returns EN banners then TY banners, `sort` in display order within each group
 */
export function buildBanners(games: readonly SeedGame[]): SeedBanner[] {
  const featured =
    games.find((g) => g.vassalage === 'PG' && g.isHot === 1) ?? games.find((g) => g.isHot === 1) ?? games[0];
  const out: SeedBanner[] = [];
  for (const language of ['EN', 'TY'] as const) {
    const sortByGroup = new Map<string, number>();
    for (const def of DEFS) {
      const id = def.id + BANNER_ID_OFFSET[language];
      const [title, subtitle] = language === 'EN' ? def.en : def.ty;
      const sort = (sortByGroup.get(def.groupName) ?? 0) + 1;
      sortByGroup.set(def.groupName, sort);
      let linkage = def.linkage;
      if (def.linkageType === 'GAME') linkage = String(featured?.nodeId ?? 1);
      if (def.linkageType === 'PROMOTION') linkage = String(Number(def.linkage) + ANNOUNCEMENT_ID_OFFSET[language]);
      out.push({
        id,
        language,
        title,
        subtitle: subtitle.replace('%GAME%', featured?.gameName ?? 'Gamehall'),
        url: `/art/banner/${String(id)}.svg`,
        linkageType: def.linkageType,
        linkage,
        groupName: def.groupName,
        sort,
      });
    }
  }
  return out;
}
