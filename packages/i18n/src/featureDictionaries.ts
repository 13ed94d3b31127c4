/**
 * The feature namespaces' dictionary chunks (`locales/<namespace>/<i18nextCode>.json`). This
 * module is itself loaded on demand, by the first `loadNamespace`: its table grows with every
 * language and namespace (about 30 languages are coming), and the first page load needs none
 * of it.
 */
import type { Dictionary } from './dictionaries';

const loaders = import.meta.glob<Dictionary>('./locales/*/*.json', { import: 'default' });

/**
 * Loads one language's dictionary chunk of one feature namespace.
 * @param i18nextCode - the i18next language code (`'en'`, `'tl'`)
 * @param ns - the feature namespace (`'auth'`, `'lottery'`, `'play'`)
 * @returns the dictionary
 * @throws RangeError when no dictionary exists for the code and namespace; the import's error
 *   when the chunk fails to load (network)
 */
export async function loadFeatureDictionary(i18nextCode: string, ns: string): Promise<Dictionary> {
  const load = loaders[`./locales/${ns}/${i18nextCode}.json`];
  if (!load) throw new RangeError(`No dictionary for language "${i18nextCode}" in namespace "${ns}"`);
  return load();
}
