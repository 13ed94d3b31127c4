/**
 * Money, times and error texts of the cashier pages in the player's language, with the site's
 * currency and time zone: shell's formatters (`packages/shell/src/site/format.ts`), shared with
 * the agent centre.
 */
export { useDateTime, useErrorText, useMoney } from '@gamehall/shell';
