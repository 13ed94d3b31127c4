/**
 * The few core texts the first paint needs (the page skeleton's "Loading" label), in English,
 * shipped in the entry script so the skeleton can be labelled before the stored language's
 * dictionary chunk has loaded (spec §9: English is the default language). Only these keys:
 * the whole dictionary stays in its lazy chunk (dictionaries.ts). `bootStrings.test.ts` checks
 * that every text here equals `locales/en.json`.
 */
import { DEFAULT_LANGUAGE, type PlatformLanguage } from './languages';
import { readStoredLanguage } from './storage';

/** The English core texts of the first paint, by core key (a copy of `locales/en.json`'s, checked by its test). */
export const BOOT_TEXTS_EN = {
  loading: 'Loading…',
} as const;

/** A core key whose English text ships in the entry script ({@link BOOT_TEXTS_EN}). */
export type BootTextKey = keyof typeof BOOT_TEXTS_EN;

/**
 * The language the app will start in before `initI18n` has chosen it: the stored `lang`
 * (spec §3) when it is a platform code, else the default (EN).
 * @returns the platform code the first dictionary will be loaded for
 */
export function bootLanguage(): PlatformLanguage {
  return readStoredLanguage() ?? DEFAULT_LANGUAGE;
}

/**
 * A first-paint text for the language the app starts in, without waiting for its dictionary:
 * the English text when that language is English (spec §9 default), else `undefined`, so a
 * visitor of another language sees a word-less skeleton instead of an English flash.
 *
 * @param key - one of the {@link BOOT_TEXTS_EN} keys
 * @returns the text, or undefined when the start language is not English
 */
export function bootText(key: BootTextKey): string | undefined {
  return bootLanguage() === 'EN' ? BOOT_TEXTS_EN[key] : undefined;
}
