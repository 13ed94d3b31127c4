import { getLanguage, useTranslation, type PlatformLanguage } from '@gamehall/i18n';

/**
 * The current platform language (spec §1: EN, TY), re-rendering the caller when the language
 * changes, so queries that take it as an argument refetch (spec §4).
 *
 * @returns the platform language code, e.g. `EN`
 */
export function useLanguage(): PlatformLanguage {
  // Subscribes to language changes; the platform code itself comes from the i18n runtime.
  useTranslation();
  return getLanguage();
}
