import { type InitOptions, type Resource } from 'i18next';
import { LANGUAGES } from './languages';

/**
 * The i18next options shared by the app instance and test instances: one flat namespace
 * `translation`, no fallback language (every dictionary is complete, which a test enforces, and
 * a fallback would pull a second language's chunk), React does the escaping.
 */
export function i18nextOptions(lng: string, resources: Resource): InitOptions {
  return {
    lng,
    resources,
    fallbackLng: false,
    supportedLngs: LANGUAGES.map((l) => l.i18nextCode),
    ns: ['translation'],
    defaultNS: 'translation',
    initAsync: false,
    interpolation: { escapeValue: false },
    returnEmptyString: false,
  };
}
