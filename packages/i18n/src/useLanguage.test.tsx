import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import type * as I18nModule from './index';

/** A fresh copy of the package (module state: instance, current language, listeners). */
async function freshI18n(): Promise<typeof I18nModule> {
  vi.resetModules();
  return import('./index');
}

beforeEach(() => localStorage.clear());

it('gives the platform language and re-renders the caller when it changes (spec §1, §4)', async () => {
  const { changeLanguage, I18nProvider, initI18n, useLanguage } = await freshI18n();
  await initI18n();
  const wrapper = ({ children }: { children?: ReactNode }) => <I18nProvider>{children}</I18nProvider>;
  const { result } = renderHook(() => useLanguage(), { wrapper });
  expect(result.current).toBe('EN');
  await act(() => changeLanguage('TY'));
  expect(result.current).toBe('TY');
  await act(() => changeLanguage('EN'));
  expect(result.current).toBe('EN');
});
