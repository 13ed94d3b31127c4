/**
 * Lazy dictionaries: each `src/locales/<i18nextCode>.json` becomes its own chunk, fetched with a
 * dynamic `import()` only when its language is needed, so neither the entry nor another
 * language's chunk contains it.
 */
/** A flat dictionary of the `translation` namespace: key -> text. */
export type Dictionary = Record<string, string>;

const loaders = import.meta.glob<Dictionary>('./locales/*.json', { import: 'default' });

/**
 * Loads one language's dictionary chunk.
 * @param i18nextCode - the i18next language code (`'en'`, `'tl'`)
 * @returns the dictionary
 * @throws RangeError when no dictionary exists for the code; the import's error when the chunk
 *   fails to load (network)
 */
export async function loadDictionary(i18nextCode: string): Promise<Dictionary> {
  const load = loaders[`./locales/${i18nextCode}.json`];
  if (!load) throw new RangeError(`No dictionary for language "${i18nextCode}"`);
  return load();
}

/** The i18next codes that have a dictionary file. */
export function dictionaryCodes(): string[] {
  return Object.keys(loaders).map((path) => path.replace('./locales/', '').replace('.json', ''));
}
