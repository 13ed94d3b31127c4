import type { i18n } from 'i18next';
import { languageInfo, type PlatformLanguage } from '../../languages';
import { CORE_NAMESPACE } from '../../namespaces';
import { changeLanguage, ensureDictionaries, getAppI18n } from '../../runtime';

/**
 * Switches any i18next instance (the app's, or a test instance from `createTestI18n`) to a
 * platform language, loading its dictionary chunks when missing (the core namespace and the
 * feature namespaces the instance holds). The app's instance goes through `changeLanguage`
 * (storage, `<html>`, listeners, loaded feature namespaces); other instances only switch.
 * Internal: used by `LanguageSelect` (here, so the first page load does not carry it).
 *
 * @param target - the instance to switch
 * @param code - the platform language
 * @throws the load error of a dictionary chunk; RangeError for a language not offered
 */
export async function switchLanguage(target: i18n, code: PlatformLanguage): Promise<void> {
  if (target === getAppI18n()) return changeLanguage(code);
  const { i18nextCode } = languageInfo(code);
  await ensureDictionaries(target, i18nextCode, [CORE_NAMESPACE, ...Object.keys(target.getDataByLanguage(target.language) ?? {})]);
  await target.changeLanguage(i18nextCode);
}
