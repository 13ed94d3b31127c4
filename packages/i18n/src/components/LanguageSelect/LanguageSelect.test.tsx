import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useTranslation } from 'react-i18next';
import { I18nProvider } from '../../I18nProvider';
import { createTestI18n } from '../../testing';
import { LanguageSelect } from './LanguageSelect';
import * as stories from './LanguageSelect.stories';

const { Default, Tagalog, SwitchesLanguage } = composeStories(stories);

/** The selected value of a <select> found by role (jest-dom's toHaveValue, without its types). */
function valueOf(element: HTMLElement): string {
  return (element as HTMLSelectElement).value;
}

function Greeting() {
  const { t } = useTranslation();
  return <h1>{t('help_centre')}</h1>;
}

beforeEach(() => {
  document.documentElement.removeAttribute('lang');
});

describe('LanguageSelect', () => {
  it('is a select labelled "Language" listing the languages by native name', () => {
    render(
      <I18nProvider i18n={createTestI18n()}>
        <LanguageSelect id="lang-select" className="extra" />
      </I18nProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    expect(select.id).toBe('lang-select');
    expect(select.parentElement?.classList.contains('extra')).toBe(true);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English', 'Tagalog']);
  });

  it('switches the visible text of a component that uses useTranslation', async () => {
    const user = userEvent.setup();
    render(
      <I18nProvider i18n={createTestI18n('EN')}>
        <LanguageSelect />
        <Greeting />
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Help centre' }).isConnected).toBe(true);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Tagalog');
    expect((await screen.findByRole('heading', { name: 'Sentro ng tulong' })).isConnected).toBe(true);
    expect(valueOf(screen.getByRole('combobox', { name: 'Wika' }))).toBe('TY');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Wika' }), 'English');
    expect((await screen.findByRole('heading', { name: 'Help centre' })).isConnected).toBe(true);
  });

  it('with the app instance, calls changeLanguage: stores lang/hisLang and sets <html lang>', async () => {
    vi.resetModules();
    const i18nModule = await import('../../index');
    await i18nModule.initI18n();
    const user = userEvent.setup();
    render(
      <i18nModule.I18nProvider>
        <i18nModule.LanguageSelect />
      </i18nModule.I18nProvider>,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'Tagalog');
    await waitFor(() => expect(valueOf(screen.getByRole('combobox', { name: 'Wika' }))).toBe('TY'));
    expect(i18nModule.getLanguage()).toBe('TY');
    expect(localStorage.getItem('lang')).toBe('TY');
    expect(localStorage.getItem('hisLang')).toBe('EN');
    expect(document.documentElement.lang).toBe('tl');
  });

  it('lists only the languages the deployment offers', async () => {
    vi.resetModules();
    const i18nModule = await import('../../index');
    await i18nModule.initI18n({ supported: ['EN'] });
    render(
      <i18nModule.I18nProvider>
        <i18nModule.LanguageSelect />
      </i18nModule.I18nProvider>,
    );
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['English']);
  });

  it('follows a language change made elsewhere', async () => {
    const i18n = createTestI18n('EN');
    render(
      <I18nProvider i18n={i18n}>
        <LanguageSelect />
      </I18nProvider>,
    );
    await act(() => i18n.changeLanguage('tl'));
    expect(valueOf(screen.getByRole('combobox', { name: 'Wika' }))).toBe('TY');
  });
});

describe('LanguageSelect stories', () => {
  it('Default shows English selected under the label "Language"', async () => {
    await Default.run();
    expect(valueOf(screen.getByRole('combobox', { name: 'Language' }))).toBe('EN');
  });

  it('Tagalog shows the label "Wika"', async () => {
    await Tagalog.run();
    expect(valueOf(screen.getByRole('combobox', { name: 'Wika' }))).toBe('TY');
  });

  it('SwitchesLanguage switches the sample text to Tagalog', async () => {
    await SwitchesLanguage.run();
    expect(screen.getByText('Walang data · Sabong').isConnected).toBe(true);
  });
});
