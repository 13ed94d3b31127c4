import { type ReactNode } from 'react';
import { type i18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { getAppI18n } from './runtime';

/** Props of {@link I18nProvider}. */
export interface I18nProviderProps {
  /** The tree that translates with `useTranslation` / `Trans`. */
  children?: ReactNode;
  /**
   * The instance to provide. Default: the app's instance (call `initI18n` before rendering, or
   * render inside `<Suspense>`). Tests and stories pass `createTestI18n()` from
   * `@gamehall/i18n/testing`.
   */
  i18n?: i18n;
}

/**
 * Provides an i18next instance to `useTranslation`, `Trans` and `LanguageSelect` below it: wraps
 * react-i18next's `I18nextProvider` with the app's instance (spec §1 languages).
 *
 * @example
 * ```tsx
 * await initI18n();
 * root.render(<I18nProvider><App /></I18nProvider>);
 * ```
 */
export function I18nProvider({ children, i18n }: I18nProviderProps) {
  return <I18nextProvider i18n={i18n ?? getAppI18n()}>{children}</I18nextProvider>;
}
