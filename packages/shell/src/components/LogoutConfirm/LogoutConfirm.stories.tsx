import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { loggedInSession } from '../../test/fixtures';
import { LogoutConfirm } from './LogoutConfirm';

const meta = {
  title: 'Accounts/LogoutConfirm',
  component: LogoutConfirm,
  args: { open: true, onClose: fn() },
  parameters: { layout: 'fullscreen', preloadedState: { session: loggedInSession() } },
} satisfies Meta<typeof LogoutConfirm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Open: the warning dialog asking in_sure_logout, with Cancel and Confirm. */
export const Open: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Are you sure you want to log out?' });
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  },
};

/** In Tagalog: the same dialog in the user's language. */
export const OpenTagalog: Story = {
  parameters: { language: 'TY' },
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Sigurado ka bang gusto mong mag-log out?' });
    await expect(within(dialog).getByRole('button', { name: 'Kanselahin' })).toBeInTheDocument();
    await expect(within(dialog).getByRole('button', { name: 'Kumpirmahin' })).toBeInTheDocument();
  },
};

/** Cancel closes it without logging out (the caller's `onClose`). */
export const Cancelled: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Are you sure you want to log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Confirm dispatches the logout and closes (the caller's `onClose`). */
export const Confirmed: Story = {
  play: async ({ args }) => {
    const dialog = await within(document.body).findByRole('dialog', { name: 'Are you sure you want to log out?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** Closed: nothing rendered (the dialog's code is not loaded). */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement.ownerDocument.body).queryByRole('dialog')).not.toBeInTheDocument();
  },
};
