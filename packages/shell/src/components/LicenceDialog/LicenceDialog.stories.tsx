import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { shellHandlers } from '../../test/fixtures';
import { LicenceDialog } from './LicenceDialog';

const meta = {
  title: 'Modals/LicenceDialog',
  component: LicenceDialog,
  args: { open: true, onClose: fn() },
  parameters: { layout: 'fullscreen', msw: { handlers: shellHandlers() } },
} satisfies Meta<typeof LicenceDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The LICENCE resource image in a dialog. */
export const Open: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Legal licence' });
    await expect(await within(dialog).findByRole('img', { name: 'Legal licence' })).toHaveAttribute('src', '/art/licence.svg');
  },
};
