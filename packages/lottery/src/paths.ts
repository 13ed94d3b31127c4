/**
 * The lottery package's route table input (spec §2 "Routes"): every lottery page path with the
 * page it shows. The paths themselves are the shell's `lotteryPaths` (the lobby's launches go to
 * them too); `/seamless` is `lotteryPaths.seamless`.
 */
import { type LotteryPageKind, lotteryPaths } from '@gamehall/shell';

/** Every lottery page path with the page it shows (the three pages, then the named aliases). */
export const LOTTERY_PAGE_PATHS: readonly (readonly [path: string, kind: LotteryPageKind])[] = [
  [lotteryPaths.lottery, 'lottery'],
  [lotteryPaths.seaLottery, 'seaLottery'],
  [lotteryPaths.vnLottery, 'vnLottery'],
  ...Object.entries(lotteryPaths.aliases),
];
