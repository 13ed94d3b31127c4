/**
 * `@gamehall/i18n`: the app's i18next instance, the platform languages (EN English, TY
 * Tagalog; spec §1, §9), lazily loaded dictionaries (one chunk per language and namespace: the
 * core `translation` at start, each feature namespace of {@link FEATURE_NAMESPACES} when its
 * feature loads, with {@link loadNamespace}), the stored language choice (local storage `lang`
 * / `hisLang`, spec §3), the language selector and money formatting (spec §9). It imports no UI
 * package and does not talk to the platform.
 *
 * Start-up: `await initI18n()` then render under `<I18nProvider>`. Components translate with
 * `useTranslation()` / `<Trans>` using the spec's key names (`t('in_no_data')`). The api-client
 * reads `getLanguage()` for its `Language` header; the shell refetches on
 * `onLanguageChanged`. Tests and stories use `createTestI18n` from `@gamehall/i18n/testing`.
 *
 * @packageDocumentation
 */
export {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  SUPPORTED_LANGUAGES,
  isPlatformLanguage,
  type LanguageInfo,
  type PlatformLanguage,
} from './languages';
export {
  changeLanguage,
  getLanguage,
  getPreviousLanguage,
  getSupportedLanguages,
  initI18n,
  loadNamespace,
  onLanguageChanged,
  type InitI18nOptions,
} from './runtime';
export { BOOT_TEXTS_EN, bootLanguage, bootText, type BootTextKey } from './bootStrings';
export { FEATURE_NAMESPACES, type FeatureNamespace } from './namespaces';
export { HIS_LANG_STORAGE_KEY, LANG_STORAGE_KEY } from './storage';
export { I18nProvider, type I18nProviderProps } from './I18nProvider';
export { useLanguage } from './useLanguage';
export { LanguageSelect, type LanguageSelectProps } from './components/LanguageSelect/LanguageSelect';
export { formatMoney, type FormatMoneyOptions } from './formatMoney';
/**
 * react-i18next 18's `useTranslation` (returns `{ t, i18n, ready }`, re-renders on language
 * change; keys are the spec's names, by default in the core namespace `translation`, e.g.
 * `const { t } = useTranslation(); t('in_no_data')`; a feature's lazily loaded components name
 * their namespace, `useTranslation('lottery')`, and still find the core keys) and `Trans` (a key whose text holds markup
 * or components: `<Trans i18nKey="results_for" values={{ query }} />`), re-exported so packages
 * translate through `@gamehall/i18n` only.
 */
export { Trans, useTranslation } from 'react-i18next';
