import { useTranslation } from 'react-i18next';
import type { PlatformLanguage } from './languages';
import { getLanguage } from './runtime';

/**
 * The current platform language (spec §1: EN, TY) for a component, re-rendering it when the
 * language changes, so the queries that take the language as an argument refetch (spec §4).
 * Render it under {@link I18nProvider}: the re-render follows the provided i18next instance,
 * the code is the app's ({@link getLanguage}).
 *
 * @returns the platform language code, e.g. `EN`
 * @example
 * ```tsx
 * const language = useLanguage();
 * const { data } = useGetGamesQuery({ language, gameType });
 * ```
 */
export function useLanguage(): PlatformLanguage {
  // Subscribes to language changes; the platform code itself comes from the i18n runtime.
  useTranslation();
  return getLanguage();
}
