import { useContext, useId, useState, type ChangeEvent } from 'react';
import { I18nContext, getI18n, useTranslation } from 'react-i18next';
import {
  DEFAULT_LANGUAGE,
  SUPPORTED_LANGUAGES,
  fromI18nextCode,
  isPlatformLanguage,
  languageInfo,
  type PlatformLanguage,
} from '../../languages';
import { getAppI18n, getSupportedLanguages } from '../../runtime';
import { switchLanguage } from './switchLanguage';
import styles from './LanguageSelect.module.css';

/** Props of {@link LanguageSelect}. */
export interface LanguageSelectProps {
  /** Extra class on the wrapper (layout from the parent: margins, width). */
  className?: string;
  /** Id of the `<select>`; default a generated one. The label points at it. */
  id?: string;
  /** Called when switching fails (the dictionary chunk could not load); the choice stays. */
  onError?: (error: unknown) => void;
}

/**
 * The language selector (spec §2 side menu "language select", spec §1 languages): a labelled
 * native `<select>` (label: the `language` key) listing the offered languages by native name.
 * Choosing one calls `changeLanguage` (loads the chunk, stores `lang`/`hisLang`, sets
 * `<html lang>`); under a test instance from `createTestI18n` it switches that instance only.
 * While the chunk loads the select is disabled and marked busy.
 */
export function LanguageSelect({ className, id, onError }: LanguageSelectProps) {
  const { t, i18n } = useTranslation();
  // useTranslation hands out a proxy; the provided instance itself tells the app's from others.
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const [pending, setPending] = useState(false);
  const value = fromI18nextCode(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANGUAGE;
  const offered: readonly PlatformLanguage[] = instance === getAppI18n() ? getSupportedLanguages() : SUPPORTED_LANGUAGES;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const code = event.target.value;
    if (!isPlatformLanguage(code) || code === value) return;
    setPending(true);
    switchLanguage(instance, code)
      .catch((error: unknown) => {
        if (onError) onError(error);
        else console.error('@gamehall/i18n: could not switch language', error);
      })
      .finally(() => {
        setPending(false);
      });
  };

  return (
    <div className={className ? `${styles.root} ${className}` : styles.root}>
      <label className={styles.label} htmlFor={selectId}>
        {t('language')}
      </label>
      <select
        id={selectId}
        className={styles.select}
        value={value}
        onChange={handleChange}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        {offered.map((code) => {
          const info = languageInfo(code);
          return (
            <option key={code} value={code} lang={info.i18nextCode}>
              {info.nativeName}
            </option>
          );
        })}
      </select>
    </div>
  );
}
