import { useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useTranslation } from 'react-i18next';
import { I18nProvider } from '../../I18nProvider';
import { type PlatformLanguage } from '../../languages';
import { createTestI18n } from '../../testing';
import { LanguageSelect } from './LanguageSelect';

/** Gives each story its own bundled i18next instance (no storage, no network). */
function StoryI18n({ language, children }: { language: PlatformLanguage; children: ReactNode }) {
  const [i18n] = useState(() => createTestI18n(language));
  return <I18nProvider i18n={i18n}>{children}</I18nProvider>;
}

/** A text translated with `useTranslation`, to show the switch taking effect. */
function SampleText() {
  const { t } = useTranslation();
  return (
    <p>
      {t('in_no_data')} · {t('game_type_COCKFIGHT')}
    </p>
  );
}

const meta = {
  title: 'i18n/LanguageSelect',
  component: LanguageSelect,
  parameters: { language: 'EN' satisfies PlatformLanguage },
  decorators: [
    (Story, { parameters }) => (
      <StoryI18n language={parameters.language as PlatformLanguage}>
        <Story />
      </StoryI18n>
    ),
  ],
} satisfies Meta<typeof LanguageSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** English (the default): label "Language", English selected. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByRole('combobox', { name: 'Language' });
    await expect(select).toHaveValue('EN');
    await expect(canvas.getByRole('option', { name: 'Tagalog' })).toBeInTheDocument();
  },
};

/** Tagalog selected: the label reads "Wika". */
export const Tagalog: Story = {
  parameters: { language: 'TY' },
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Wika' });
    await expect(select).toHaveValue('TY');
  },
};

/** Choosing Tagalog switches every text translated with `useTranslation`. */
export const SwitchesLanguage: Story = {
  render: (args) => (
    <div>
      <LanguageSelect {...args} />
      <SampleText />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No data · Cockfight')).toBeInTheDocument();
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Language' }), 'Tagalog');
    await expect(await canvas.findByText('Walang data · Sabong')).toBeInTheDocument();
    await expect(canvas.getByRole('combobox', { name: 'Wika' })).toHaveValue('TY');
  },
};
