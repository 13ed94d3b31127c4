import { type InitOptions, type Resource } from 'i18next';
import { LANGUAGES } from './languages';
import { CORE_NAMESPACE } from './namespaces';

/**
 * The i18next options shared by the app instance and test instances: the core namespace
 * `translation` loaded at start, feature namespaces added later (`loadNamespace`) and falling
 * back to `translation` (`useTranslation('lottery')` also finds the core keys), no fallback
 * language (every dictionary is complete, which a test enforces, and a fallback would pull a
 * second language's chunk), React does the escaping.
 */
export function i18nextOptions(lng: string, resources: Resource): InitOptions {
  return {
    lng,
    resources,
    fallbackLng: false,
    supportedLngs: LANGUAGES.map((l) => l.i18nextCode),
    ns: [CORE_NAMESPACE],
    defaultNS: CORE_NAMESPACE,
    fallbackNS: CORE_NAMESPACE,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  };
}
