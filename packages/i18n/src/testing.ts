/**
 * Test helpers for other packages' tests and Storybook: an i18next instance with every
 * dictionary bundled. Import from `@gamehall/i18n/testing`; never from app code (it bundles all
 * languages).
 *
 * @packageDocumentation
 */
import i18next, { type i18n, type Resource } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, languageInfo, type PlatformLanguage } from './languages';
import { i18nextOptions } from './options';

const dictionaries = import.meta.glob<Record<string, string>>('./locales/*.json', {
  eager: true,
  import: 'default',
});

function allResources(): Resource {
  const resources: Resource = {};
  for (const [path, dictionary] of Object.entries(dictionaries)) {
    const code = path.replace('./locales/', '').replace('.json', '');
    resources[code] = { translation: dictionary };
  }
  return resources;
}

/**
 * Creates a ready (synchronously initialised) i18next instance with every dictionary bundled,
 * for tests and stories. It is also registered with react-i18next, so `useTranslation` works
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
