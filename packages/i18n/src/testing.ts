/**
 * Test helpers for other packages' tests and Storybook: an i18next instance with every
 * dictionary bundled (the core namespace and every feature namespace, in every language). Import from `@gamehall/i18n/testing`; never from app code (it bundles all
 * languages).
 *
 * @packageDocumentation
 */
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageInfo, type PlatformLanguage } from './languages';
import { CORE_NAMESPACE } from './namespaces';
import { i18nextOptions } from './options';

const dictionaries = import.meta.glob<Record<string, string>>(['./locales/*.json', './locales/*/*.json'], {
  eager: true,
  import: 'default',
});

/** Every dictionary file as i18next resources: `locales/<code>.json` is `translation`, `locales/<ns>/<code>.json` is `<ns>`. */
function allResources(): Resource {
  const resources: Resource = {};
  for (const [path, dictionary] of Object.entries(dictionaries)) {
    const [first, second] = path.replace('./locales/', '').replace('.json', '').split('/') as [string, string?];
    const [ns, code] = second === undefined ? [CORE_NAMESPACE, first] : [first, second];
    resources[code] = { ...resources[code], [ns]: dictionary };
  }
  return resources;
}

/**
 * Creates a ready (synchronously initialised) i18next instance with every dictionary bundled
 * (`translation` and each feature namespace, so components using `useTranslation('lottery')`
 * render real text without `loadNamespace`), for tests and stories. It is also registered with react-i18next, so `useTranslation` works
 * even without a provider; pass it to `I18nProvider` to be explicit. It does not touch local
 * storage or `<html lang>`.
 *
 * @param language - the starting platform language; default `'EN'`
 * @returns a new, initialised instance
 * @throws RangeError when the language is unknown
 * @example
 * ```tsx
 * render(<I18nProvider i18n={createTestI18n('TY')}><Footer /></I18nProvider>);
 * ```
 */
export function createTestI18n(language: PlatformLanguage = DEFAULT_LANGUAGE): i18n {
  const { i18nextCode } = languageInfo(language);
  const instance = i18next.createInstance();
  instance.use(initReactI18next);
  void instance.init(i18nextOptions(i18nextCode, allResources()));
  return instance;
}
