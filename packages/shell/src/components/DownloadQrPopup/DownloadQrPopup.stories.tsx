import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { shellCatalogue, shellHandlers } from '../../test/fixtures';
import { DownloadQrPopup } from './DownloadQrPopup';

const meta = {
  title: 'Modals/DownloadQrPopup',
  component: DownloadQrPopup,
  args: { open: true, onClose: fn() },
  parameters: { layout: 'fullscreen', msw: { handlers: shellHandlers() } },
} satisfies Meta<typeof DownloadQrPopup>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Two 107 px QR codes: iOS and Android. */
export const Open: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Download the app' });
    const ios = await within(dialog).findByRole('img', { name: 'Download for iOS' });
    await expect(ios.tagName.toLowerCase()).toBe('svg');
    await expect(ios).toHaveAttribute('width', '107');
    await expect(within(dialog).getByRole('img', { name: 'Download for Android' })).toBeInTheDocument();
  },
};

const noApps = shellCatalogue();
noApps.permissionInfo.resources = [];

/** No app configured: in_no_data. */
export const NoApps: Story = {
  parameters: { msw: { handlers: shellHandlers({}, noApps) } },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Download the app' });
    await expect(await within(dialog).findByText('No data')).toBeInTheDocument();
  },
};

/** Closed: nothing rendered (and no QR code loaded). */
export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(within(document.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
