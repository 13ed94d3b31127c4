/**
 * Local storage of the chosen language (spec §3 "Storage": local storage keys `lang` and
 * `hisLang`). Storage may be missing or refuse access (private mode, sandboxed frames): every
 * read then answers undefined and every write is skipped.
 */
import { isPlatformLanguage, type PlatformLanguage } from './languages';

/** Local storage key holding the chosen platform language code (spec §3). */
export const LANG_STORAGE_KEY = 'lang';
/** Local storage key holding the previously chosen platform language code (spec §3). */
export const HIS_LANG_STORAGE_KEY = 'hisLang';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

function read(key: string): PlatformLanguage | undefined {
  try {
    const value = storage()?.getItem(key);
    return isPlatformLanguage(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The stored `lang`, or undefined when absent or not a known platform code. */
export function readStoredLanguage(): PlatformLanguage | undefined {
  return read(LANG_STORAGE_KEY);
}

/** The stored `hisLang`, or undefined when absent or not a known platform code. */
export function readPreviousLanguage(): PlatformLanguage | undefined {
  return read(HIS_LANG_STORAGE_KEY);
}

/**
 * Records a language choice: `hisLang` gets the previous choice (when there was one), `lang`
 * the new one.
 */
export function storeLanguageChoice(code: PlatformLanguage, previous: PlatformLanguage | undefined): void {
  try {
    const s = storage();
    if (!s) return;
    if (previous) s.setItem(HIS_LANG_STORAGE_KEY, previous);
    s.setItem(LANG_STORAGE_KEY, code);
  } catch {
    // Storage full or refused: the choice still applies for this page view.
  }
}
