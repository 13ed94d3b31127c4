/**
 * What each lottery page lists and launches (spec §2, §4, §9 prize modes). Kept apart from the
 * paths so that the route table in the app's first chunk carries none of it.
 */
import type { PrizeMode } from '@gamehall/api-client';
import type { LotteryPageKind } from '@gamehall/shell';

/** What a lottery page lists and launches. */
export interface LotteryPageConfig {
  /** The prize modes it lists, one tab each when more than one (spec §9 prize modes). */
  prizeModes: readonly PrizeMode[];
  /** The lottery area it asks the menu for (`VN`, `SEA`), or undefined for every area. */
  lottoArea?: string;
  /** i18n key of the page heading. */
  titleKey: string;
}

/**
 * The three lottery pages (spec §2, §4):
 * - `/lottery`: prize modes LOTT and ELOTT, as tabs;
 * - `/seaLottery`: prize mode SEA, lottery area SEA (the TCG_SEA vendor);
 * - `/vnLottery`: prize mode LOTT, lottery area VN (the TCG_LOTTO_VN vendor).
 */
export const LOTTERY_PAGES: Record<LotteryPageKind, LotteryPageConfig> = {
  lottery: { prizeModes: ['LOTT', 'ELOTT'], titleKey: 'game_type_LOTT' },
  seaLottery: { prizeModes: ['SEA'], lottoArea: 'SEA', titleKey: 'lottery_sea' },
  vnLottery: { prizeModes: ['LOTT'], lottoArea: 'VN', titleKey: 'lottery_vn' },
};
