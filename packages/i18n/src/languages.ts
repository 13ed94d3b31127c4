/**
 * The platform's languages: the codes the API's `Language` header carries, and how each maps to
 * an i18next language code, a native name and a writing direction (spec §1, docs/architecture.md
 * "Decisions": TY is Tagalog/Filipino, i18next `tl`).
 */

/**
 * A platform language code, as carried by the API's `Language` header and stored in local
 * storage `lang` / `hisLang` (spec §1, §3). `EN` is English, `TY` is Tagalog (Filipino).
 * Adding a language adds a member here, a row in {@link LANGUAGES} and a dictionary in
 * `src/locales/<i18nextCode>.json`.
 */
export type PlatformLanguage = 'EN' | 'TY';

/** One row of the language table. */
export interface LanguageInfo {
  /** The platform code (API `Language` header, local storage `lang`). */
  readonly code: PlatformLanguage;
  /** The i18next language code, also used for `<html lang>` and the dictionary file name. */
  readonly i18nextCode: string;
  /** The language's name in that language, shown in the language selector. */
  readonly nativeName: string;
  /** Writing direction, set on `<html dir>`. */
  readonly dir: 'ltr' | 'rtl';
}

/**
 * Every language Gamehall has a dictionary for (spec §1: the lobby supports EN and TY; the
 * dictionaries may grow to about 30 languages, each a row here plus a dictionary file).
 */
export const LANGUAGES: readonly LanguageInfo[] = [
  { code: 'EN', i18nextCode: 'en', nativeName: 'English', dir: 'ltr' },
  { code: 'TY', i18nextCode: 'tl', nativeName: 'Tagalog', dir: 'ltr' },
];

/** The platform codes of {@link LANGUAGES}, in table order (spec §9: supported EN and TY). */
export const SUPPORTED_LANGUAGES: readonly PlatformLanguage[] = LANGUAGES.map((l) => l.code);

/** The default platform language (spec §9: default language EN). */
export const DEFAULT_LANGUAGE: PlatformLanguage = 'EN';

/**
 * Whether a value is a known platform language code (exact, case-sensitive: `'EN'`, `'TY'`).
 * @param value - anything, e.g. a value read from local storage
 * @returns true when `value` is a {@link PlatformLanguage} with a row in {@link LANGUAGES}
 */
export function isPlatformLanguage(value: unknown): value is PlatformLanguage {
  return typeof value === 'string' && LANGUAGES.some((l) => l.code === value);
}

/**
 * The table row for a platform code.
 * @param code - a platform language code
 * @returns its {@link LanguageInfo}
 * @throws RangeError when the code has no row in {@link LANGUAGES}
 */
export function languageInfo(code: PlatformLanguage): LanguageInfo {
  const info = LANGUAGES.find((l) => l.code === code);
  if (!info) throw new RangeError(`Unknown platform language: ${code}`);
  return info;
}

/**
 * The platform code for an i18next language code (`'tl'` -> `'TY'`; a region suffix such as
 * `'en-US'` is matched by its base language).
 * @param lng - an i18next language code
 * @returns the platform code, or undefined when no language matches
 */
export function fromI18nextCode(lng: string | undefined): PlatformLanguage | undefined {
  if (!lng) return undefined;
  const exact = LANGUAGES.find((l) => l.i18nextCode === lng);
  if (exact) return exact.code;
  const base = lng.split('-')[0];
  return LANGUAGES.find((l) => l.i18nextCode === base)?.code;
}
