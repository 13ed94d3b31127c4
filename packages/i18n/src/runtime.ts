/**
 * The app's i18next instance and the platform-language state around it: which language is
 * current, its storage (spec §3), `<html lang dir>`, change listeners (spec §4), and which
 * feature namespaces have been loaded (they follow every language change).
 */
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { loadDictionary } from './dictionaries';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  fromI18nextCode,
  languageInfo,
  type PlatformLanguage,
} from './languages';
import { CORE_NAMESPACE, type FeatureNamespace } from './namespaces';
import { i18nextOptions } from './options';
import { readPreviousLanguage, readStoredLanguage, storeLanguageChoice } from './storage';

/** Options of {@link initI18n}. */
export interface InitI18nOptions {
  /** Language used when local storage holds no (supported) choice. Default `'EN'` (spec §9). */
  defaultLanguage?: PlatformLanguage;
  /**
   * The languages this deployment offers, in selector order. Default: every language with a
   * dictionary ({@link SUPPORTED_LANGUAGES}). Must not be empty.
   */
  supported?: PlatformLanguage[];
}

let instance: i18n | undefined;
let initPromise: Promise<i18n> | undefined;
let current: PlatformLanguage = DEFAULT_LANGUAGE;
let previousChoice: PlatformLanguage | undefined;
let supported: readonly PlatformLanguage[] = SUPPORTED_LANGUAGES;
let initialising = false;
let changeSequence = 0;
const listeners = new Set<(code: PlatformLanguage) => void>();
/**
 * The namespaces of the app instance: the core one and the feature namespaces loaded (or being
 * loaded) with {@link loadNamespace}. Each language change loads all of them first.
 */
const appNamespaces = new Set<string>([CORE_NAMESPACE]);

function applyToDocument(code: PlatformLanguage): void {
  if (typeof document === 'undefined') return;
  const info = languageInfo(code);
  document.documentElement.lang = info.i18nextCode;
  document.documentElement.dir = info.dir;
}

function handleLanguageChanged(lng: string): void {
  const code = fromI18nextCode(lng);
  if (!code) return;
  applyToDocument(code);
  if (code === current) return;
  const previous = current;
  current = code;
  if (!initialising) {
    previousChoice = previous;
    storeLanguageChoice(code, previous);
  }
  for (const listener of [...listeners]) {
    try {
      listener(code);
    } catch (error) {
      console.error('@gamehall/i18n: a language change listener failed', error);
    }
  }
}

/**
 * The app's i18next instance, created on first use (not yet initialised before
 * {@link initI18n}). Internal: other packages reach it through `useTranslation`/`I18nProvider`.
 */
export function getAppI18n(): i18n {
  if (!instance) {
    instance = i18next.createInstance();
    instance.use(initReactI18next);
    instance.on('languageChanged', handleLanguageChanged);
  }
  return instance;
}

/**
 * Loads into `target` the dictionaries of `lng` it lacks among `namespaces`, and again if the set
 * grew meanwhile (a feature loading during a language change), so a caller that switches after
 * it never shows a key. Concurrent loads of one file share its chunk (the module loader fetches
 * it once). Internal.
 */
export async function ensureDictionaries(target: i18n, lng: string, namespaces: Iterable<string>): Promise<void> {
  for (;;) {
    const missing = [...namespaces].filter((ns) => !target.hasResourceBundle(lng, ns));
    if (missing.length === 0) return;
    await Promise.all(missing.map(async (ns) => target.addResourceBundle(lng, ns, await loadDictionary(lng, ns), true, true)));
  }
}

async function initialise(options: InitI18nOptions): Promise<i18n> {
  const offered = options.supported ?? [...SUPPORTED_LANGUAGES];
  if (offered.length === 0) throw new RangeError('initI18n: `supported` must list at least one language');
  for (const code of offered) languageInfo(code);
  supported = [...offered];
  const [first = DEFAULT_LANGUAGE] = offered;
  const fallback = options.defaultLanguage && offered.includes(options.defaultLanguage) ? options.defaultLanguage : first;
  const stored = readStoredLanguage();
  previousChoice = readPreviousLanguage();
  const code = stored && offered.includes(stored) ? stored : fallback;
  const { i18nextCode } = languageInfo(code);
  const target = getAppI18n();
  const dictionary = await loadDictionary(i18nextCode);
  initialising = true;
  try {
    if (target.isInitialized) {
      target.addResourceBundle(i18nextCode, 'translation', dictionary, true, true);
      await target.changeLanguage(i18nextCode);
    } else {
      await target.init(i18nextOptions(i18nextCode, { [i18nextCode]: { translation: dictionary } }));
    }
  } finally {
    initialising = false;
  }
  handleLanguageChanged(target.language);
  return target;
}

/**
 * Creates and initialises the app's i18next instance (with react-i18next's
 * `initReactI18next`, so `useTranslation` works without a provider): picks the language from
 * local storage `lang` (spec §3; unknown or unsupported values are ignored) or the default,
 * loads that language's dictionary chunk only, and sets `<html lang>` and `dir`.
 * Idempotent: later calls return the first call's promise (their options are ignored); after a
 * failure the next call tries again.
 *
 * @param options - default language (EN) and the languages this deployment offers (spec §1, §9)
 * @returns the initialised i18next instance
 * @throws RangeError when `supported` is empty or names an unknown code; the chunk's load error
 *   when the dictionary cannot be fetched (network)
 * @example
 * ```ts
 * await initI18n({ defaultLanguage: 'EN', supported: ['EN', 'TY'] });
 * createRoot(el).render(<I18nProvider><App /></I18nProvider>);
 * ```
 */
export function initI18n(options: InitI18nOptions = {}): Promise<i18n> {
  initPromise ??= initialise(options).catch((error: unknown) => {
    initPromise = undefined;
    throw error;
  });
  return initPromise;
}

/**
 * Switches the app to another language (spec §1 language select): loads its dictionary chunk
 * and, for every feature namespace already loaded ({@link loadNamespace}), that namespace's
 * chunk in the new language (so a mounted feature never shows keys), then switches i18next, writes local storage `lang` (the new code) and `hisLang` (the previous
 * one, spec §3), sets `<html lang>` and `dir`, then calls the {@link onLanguageChanged}
 * listeners. Initialises first when {@link initI18n} has not run. When calls overlap, the last
 * one wins.
 *
 * @param code - the platform language to switch to
 * @throws RangeError when the code is not offered by this deployment; the chunk's load error
 *   when a dictionary cannot be fetched (the language then stays as it was)
 */
export async function changeLanguage(code: PlatformLanguage): Promise<void> {
  const sequence = ++changeSequence;
  const target = await initI18n();
  if (!supported.includes(code)) throw new RangeError(`Language ${code} is not offered here`);
  const { i18nextCode } = languageInfo(code);
  await ensureDictionaries(target, i18nextCode, appNamespaces);
  if (sequence !== changeSequence) return;
  await target.changeLanguage(i18nextCode);
}

/**
 * Loads a feature namespace's dictionary for the app's current language (its own lazy chunk,
 * e.g. `locales/lottery/tl.json`) and keeps it loaded: from then on {@link changeLanguage}
 * loads it for the new language before switching. A feature's lazy entry point awaits this
 * before its components render (they translate with `useTranslation('<namespace>')`, which
 * also finds the core keys through `fallbackNS`). Idempotent: a loaded namespace resolves at
 * once, concurrent calls share one chunk, and a failed load is tried again by the next call.
 * Initialises the app instance first when {@link initI18n} has not run. When the language
 * changes during the load, the namespace is loaded for the new language too before this
 * resolves.
 *
 * @param ns - the feature namespace, one of `FEATURE_NAMESPACES`
 * @returns resolves once the namespace's texts for the current language are in the instance
 * @throws RangeError when `ns` is not a feature namespace (no dictionary of that name); the
 *   chunk's load error (e.g. a network failure) when its dictionary cannot be fetched
 * @example
 * ```ts
 * const loadLottery = () => Promise.all([import('./LotteryPage'), loadNamespace('lottery')]).then(([page]) => page);
 * ```
 */
export async function loadNamespace(ns: FeatureNamespace): Promise<void> {
  if ((ns as string) === CORE_NAMESPACE) throw new RangeError(`Not a feature namespace: ${ns}`);
  const target = await initI18n();
  const known = appNamespaces.has(ns);
  appNamespaces.add(ns);
  try {
    while (!target.hasResourceBundle(target.language, ns)) await ensureDictionaries(target, target.language, [ns]);
  } catch (error) {
    if (!known) appNamespaces.delete(ns);
    throw error;
  }
}

/**
 * The current platform language, for the api-client `Language` header (spec §7 requests).
 * @returns the current code; `'EN'` before {@link initI18n} has finished
 */
export function getLanguage(): PlatformLanguage {
  return current;
}

/**
 * The previously chosen platform language: local storage `hisLang` read at start (spec §3;
 * unknown values ignored), then the language left by the last change.
 * @returns the previous code, or undefined when there was none
 */
export function getPreviousLanguage(): PlatformLanguage | undefined {
  return previousChoice;
}

/**
 * The languages this deployment offers, in selector order: `supported` given to
 * {@link initI18n}, or {@link SUPPORTED_LANGUAGES}. Spec §9: the lobby adds the bingo type BG
 * when TY is offered.
 * @returns the offered platform codes
 */
export function getSupportedLanguages(): readonly PlatformLanguage[] {
  return supported;
}

/**
 * Subscribes to language changes, e.g. so the shell refetches language-dependent data
 * (spec §4: the vendor list reloads on language change). Called with the new code whenever
 * {@link getLanguage}'s answer changes (also when {@link initI18n} picks a stored language other
 * than EN), after the new dictionary is active. A throwing listener does not stop the others.
 *
 * @param listener - called with the new platform code
 * @returns a function that unsubscribes the listener
 */
export function onLanguageChanged(listener: (code: PlatformLanguage) => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
