/**
 * Money, times and error texts in the user's language, with the site's currency and time zone
 * (permission info: spec §9 two decimals; docs/architecture.md "Money"). Shared by the member
 * centre's and the agent centre's pages.
 */
import { useCallback } from 'react';
import { toUserMessage } from '@gamehall/api-client';
import { formatMoney, useTranslation } from '@gamehall/i18n';
import { useSiteSettings } from './siteSettings';

/**
 * The site's money format: the currency symbol and the amount with 2 decimals and thousands
 * separators (`"1234.5"` → `"₱1,234.50"`), as the header's balance shows it.
 *
 * @returns `(amount) => text`; `amount` is a decimal string (a sign is kept: `"-3"` → `"-₱3.00"`)
 * @example
 * ```tsx
 * const money = useMoney();
 * money('500.00'); // "₱500.00"
 * ```
 */
export function useMoney(): (amount: string) => string {
  const symbol = useSiteSettings()?.currency.symbol ?? '';
  return useCallback(
    (amount: string) => {
      const negative = amount.startsWith('-');
      return `${negative ? '-' : ''}${symbol}${formatMoney(negative ? amount.slice(1) : amount)}`;
    },
    [symbol],
  );
}

/**
 * Date and time in the player's language and the merchant's time zone (`"Nov 26, 2026, 12:42 PM"`).
 *
 * @returns `(iso) => text` for an ISO instant
 * @example
 * ```tsx
 * const time = useDateTime();
 * time('2026-11-26T04:42:07.000Z');
 * ```
 */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const timeZone = useSiteSettings()?.timeZone;
  const language = i18n.language;
  return useCallback(
    (iso: string) => new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short', ...(timeZone ? { timeZone } : {}) }).format(new Date(iso)),
    [language, timeZone],
  );
}

/**
 * The text of a failed call in the player's language (spec §8): the server's message, or ours
 * for `network_error` / `unknown_error`.
 *
 * @returns `(error) => text` for a `PlatformQueryError`, `PlatformError`, `NetworkError` or anything
 */
export function useErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return useCallback(
    (error: unknown) => {
      const message = toUserMessage(error);
      return message.message ?? t(message.key ?? 'unknown_error');
    },
    [t],
  );
}
