import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as I18nModule from './index';

type Api = typeof I18nModule;

/** A fresh copy of the package (module state: instance, current language, listeners). */
async function freshI18n(): Promise<Api> {
  vi.resetModules();
  return import('./index');
}

beforeEach(() => {
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('initI18n', () => {
  it('starts in English by default, and getLanguage answers EN before init', async () => {
    const { initI18n, getLanguage } = await freshI18n();
    expect(getLanguage()).toBe('EN');
    const i18n = await initI18n();
    expect(getLanguage()).toBe('EN');
    expect(i18n.t('in_no_data')).toBe('No data');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('picks the language stored in local storage `lang` (spec §3)', async () => {
    localStorage.setItem('lang', 'TY');
    const { initI18n, getLanguage } = await freshI18n();
    const i18n = await initI18n();
    expect(getLanguage()).toBe('TY');
    expect(i18n.t('in_no_data')).toBe('Walang data');
    expect(i18n.t('page_n', { n: 3 })).toBe('Pahina 3');
    expect(document.documentElement.lang).toBe('tl');
  });

  it('reads the previous choice from `hisLang`, ignoring unknown values', async () => {
    localStorage.setItem('lang', 'TY');
    localStorage.setItem('hisLang', 'EN');
    let api = await freshI18n();
    await api.initI18n();
    expect(api.getPreviousLanguage()).toBe('EN');
    localStorage.setItem('hisLang', 'xx');
    api = await freshI18n();
    await api.initI18n();
    expect(api.getPreviousLanguage()).toBeUndefined();
    await api.changeLanguage('EN');
    expect(api.getPreviousLanguage()).toBe('TY');
  });

  it('ignores unknown stored values and uses the default language', async () => {
    localStorage.setItem('lang', 'tl');
    const { initI18n, getLanguage } = await freshI18n();
    await initI18n({ defaultLanguage: 'TY' });
    expect(getLanguage()).toBe('TY');
    expect(localStorage.getItem('lang')).toBe('tl');
  });

  it('ignores a stored language this deployment does not offer', async () => {
    localStorage.setItem('lang', 'TY');
    const { initI18n, getLanguage, getSupportedLanguages } = await freshI18n();
    await initI18n({ supported: ['EN'] });
    expect(getLanguage()).toBe('EN');
    expect(getSupportedLanguages()).toEqual(['EN']);
  });

  it('is idempotent: later calls return the same instance', async () => {
    const { initI18n } = await freshI18n();
    const [a, b] = await Promise.all([initI18n(), initI18n({ defaultLanguage: 'TY' })]);
    expect(a).toBe(b);
    expect(await initI18n()).toBe(a);
    expect(a.language).toBe('en');
  });

  it('rejects an empty supported list', async () => {
    const { initI18n } = await freshI18n();
    await expect(initI18n({ supported: [] })).rejects.toThrow(RangeError);
  });

  it('translates plurals in both languages', async () => {
    const { initI18n, changeLanguage } = await freshI18n();
    const i18n = await initI18n();
    expect(i18n.t('search_results', { count: 1 })).toBe('1 game found');
    expect(i18n.t('search_results', { count: 42 })).toBe('42 games found');
    await changeLanguage('TY');
    expect(i18n.t('search_results', { count: 42 })).toBe('42 laro ang nahanap');
  });
});

describe('changeLanguage', () => {
  it('switches, writes `lang` and `hisLang`, and sets <html lang dir>', async () => {
    const { initI18n, changeLanguage, getLanguage } = await freshI18n();
    const i18n = await initI18n();
    await changeLanguage('TY');
    expect(getLanguage()).toBe('TY');
    expect(i18n.t('close')).toBe('Isara');
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('tl');
    expect(document.documentElement.dir).toBe('ltr');

    await changeLanguage('EN');
    expect(i18n.t('close')).toBe('Close');
    expect(localStorage.getItem('lang')).toBe('EN');
    expect(localStorage.getItem('hisLang')).toBe('TY');
    expect(document.documentElement.lang).toBe('en');
  });

  it('initialises first when needed', async () => {
    const { changeLanguage, getLanguage } = await freshI18n();
    await changeLanguage('TY');
    expect(getLanguage()).toBe('TY');
    expect(localStorage.getItem('lang')).toBe('TY');
  });

  it('refuses a language the deployment does not offer', async () => {
    const { initI18n, changeLanguage, getLanguage } = await freshI18n();
    await initI18n({ supported: ['EN'] });
    await expect(changeLanguage('TY')).rejects.toThrow(RangeError);
    expect(getLanguage()).toBe('EN');
  });

  it('lets the last of overlapping calls win', async () => {
    const { initI18n, changeLanguage, getLanguage } = await freshI18n();
    await initI18n();
    await Promise.all([changeLanguage('TY'), changeLanguage('EN')]);
    expect(getLanguage()).toBe('EN');
  });
});

describe('onLanguageChanged', () => {
  it('tells listeners the new code once per change, until they unsubscribe (spec §4)', async () => {
    const { initI18n, changeLanguage, onLanguageChanged } = await freshI18n();
    await initI18n();
    const listener = vi.fn();
    const unsubscribe = onLanguageChanged(listener);
    await changeLanguage('TY');
    await changeLanguage('TY');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenCalledWith('TY');
    unsubscribe();
    await changeLanguage('EN');
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('keeps calling other listeners when one throws', async () => {
    const { initI18n, changeLanguage, onLanguageChanged } = await freshI18n();
    await initI18n();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const second = vi.fn();
    onLanguageChanged(() => {
      throw new Error('boom');
    });
    onLanguageChanged(second);
    await changeLanguage('TY');
    expect(second).toHaveBeenCalledWith('TY');
    expect(consoleError).toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('reports the stored language picked at start', async () => {
    localStorage.setItem('lang', 'TY');
    const { initI18n, onLanguageChanged } = await freshI18n();
    const listener = vi.fn();
    onLanguageChanged(listener);
    await initI18n();
    expect(listener).toHaveBeenCalledWith('TY');
    expect(localStorage.getItem('hisLang')).toBeNull();
  });
});

describe('loadNamespace', () => {
  it('adds a feature namespace for the current language; its components also find core keys', async () => {
    const { initI18n, loadNamespace } = await freshI18n();
    const i18n = await initI18n();
    const lottery = i18n.getFixedT(null, 'lottery');
    // Not loaded yet: the key itself would show, which is why lazy entry points await it.
    expect(lottery('lottery_numero')).toBe('lottery_numero');
    await loadNamespace('lottery');
    expect(lottery('lottery_numero')).toBe('Draw no.');
    expect(lottery('lottery_next_draw', { time: '00:05' })).toBe('Next draw in 00:05');
    expect(lottery('retry')).toBe('Retry');
    expect(i18n.t('retry')).toBe('Retry');
  });

  it('keeps feature keys out of the core namespace', async () => {
    const { initI18n, loadNamespace } = await freshI18n();
    const i18n = await initI18n();
    await loadNamespace('auth');
    expect(i18n.t('field_username')).toBe('field_username');
    expect(i18n.t('field_username', { ns: 'auth' })).toBe('Username');
  });

  it('initialises first when needed, in the stored language', async () => {
    localStorage.setItem('lang', 'TY');
    const { getLanguage, loadNamespace } = await freshI18n();
    await loadNamespace('play');
    expect(getLanguage()).toBe('TY');
    const { getAppI18n } = await import('./runtime');
    expect(getAppI18n().t('game_close', { ns: 'play' })).toBe('Isara ang laro');
  });

  it('rejects a name that is not a feature namespace', async () => {
    const { loadNamespace } = await freshI18n();
    await expect(loadNamespace('translation' as never)).rejects.toThrow(RangeError);
    await expect(loadNamespace('Lottery' as never)).rejects.toThrow(RangeError);
  });

  it('lists the feature namespaces', async () => {
    const { FEATURE_NAMESPACES } = await freshI18n();
    expect(FEATURE_NAMESPACES).toEqual(['account', 'agent', 'auth', 'lottery', 'member', 'play', 'shell', 'status']);
  });

  it('finishes in the new language when the language changes during the load', async () => {
    const { changeLanguage, initI18n, loadNamespace } = await freshI18n();
    const i18n = await initI18n();
    const loading = loadNamespace('lottery');
    await changeLanguage('TY');
    await loading;
    expect(i18n.language).toBe('tl');
    expect(i18n.t('lottery_numero', { ns: 'lottery' })).toBe('Blg. ng bola');
  });
});

describe('changeLanguage with a loaded feature namespace', () => {
  it('has the namespace in the new language before anyone hears of the change', async () => {
    const { changeLanguage, initI18n, loadNamespace, onLanguageChanged } = await freshI18n();
    const i18n = await initI18n();
    await loadNamespace('lottery');
    const seen: string[] = [];
    onLanguageChanged(() => seen.push(i18n.t('lottery_numero', { ns: 'lottery' })));
    await changeLanguage('TY');
    await changeLanguage('EN');
    expect(seen).toEqual(['Blg. ng bola', 'Draw no.']);
  });

  it('re-renders a mounted feature component in the new language without ever showing a key', async () => {
    const { changeLanguage, I18nProvider, initI18n, loadNamespace, useTranslation } = await freshI18n();
    await initI18n();
    await loadNamespace('play');
    const rendered: string[] = [];
    function CloseGame() {
      const { t } = useTranslation('play');
      const text = `${t('game_close')} / ${t('close')}`;
      rendered.push(text);
      return <button type="button">{text}</button>;
    }
    render(
      <I18nProvider>
        <CloseGame />
      </I18nProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Close game / Close');
    await act(() => changeLanguage('TY'));
    expect(screen.getByRole('button').textContent).toBe('Isara ang laro / Isara');
    expect(rendered.filter((text) => text.includes('game_close'))).toEqual([]);
  });
});
