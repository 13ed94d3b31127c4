/**
 * Lazy dictionaries: each `src/locales/<i18nextCode>.json` (the core namespace `translation`)
 * and each `src/locales/<namespace>/<i18nextCode>.json` (a feature namespace) becomes its own
 * chunk, fetched with a dynamic `import()` only when that language and namespace are needed, so
 * neither the entry nor another language's or feature's chunk contains it. The feature
 * namespaces' table is a chunk of its own too (`featureDictionaries.ts`), loaded with the first
 * feature namespace.
 */
import { CORE_NAMESPACE } from './namespaces';

/** A flat dictionary of one namespace: key -> text. */
export type Dictionary = Record<string, string>;

const coreLoaders = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });

/**
 * Loads one language's dictionary chunk of one namespace.
 * @param i18nextCode - the i18next language code (`'en'`, `'tl'`)
 * @param ns - the namespace (`Namespace`); default the core `translation`
 * @returns the dictionary
 * @throws RangeError when no dictionary exists for the code and namespace; the import's error
 *   when a chunk fails to load (network)
 */
export async function loadDictionary(i18nextCode: string, ns: string = CORE_NAMESPACE): Promise<Dictionary> {
  if (ns !== CORE_NAMESPACE) return (await import('./featureDictionaries')).loadFeatureDictionary(i18nextCode, ns);
  const load = coreLoaders[`./locales/${i18nextCode}.json`];
  if (!load) throw new RangeError(`No dictionary for language "${i18nextCode}"`);
  return load();
}
