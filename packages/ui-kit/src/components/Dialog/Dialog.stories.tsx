import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within, userEvent } from 'storybook/test';
import { Dialog } from './Dialog';

const meta = {
  title: 'Overlays/Dialog',
  component: Dialog,
  args: { open: true, onClose: fn(), closeLabel: 'Close' },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Dialog>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const Warning: Story = {
  args: {
    icon: 'warning',
    title: 'Log out?',
    children: 'You will need to log in again to play.',
    buttons: [
      { label: 'Cancel', onClick: fn() },
      { label: 'Log out', onClick: fn(), variant: 'danger' },
    ],
  },
  play: async ({ args }) => {
    const dialog = body().getByRole('dialog', { name: 'Log out?' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Info: Story = {
  args: { icon: 'info', title: 'Trial account', children: 'Please use a real account for this.', buttons: [{ label: 'OK', onClick: fn() }] },
  play: async () => {
    await expect(body().getByRole('dialog', { name: 'Trial account' })).toHaveTextContent('Please use a real account');
  },
};

export const Success: Story = {
  args: { icon: 'success', title: 'Password changed', buttons: [{ label: 'OK', onClick: fn() }] },
  play: async () => {
    await expect(body().getByRole('dialog', { name: 'Password changed' }).querySelector('[data-icon-kind="success"]')).not.toBeNull();
  },
};

export const Error: Story = {
  args: { icon: 'error', title: 'Deposit failed', children: 'The payment channel is busy. Try again later.' },
  play: async () => {
    await expect(body().getByRole('dialog', { name: 'Deposit failed' }).querySelector('[data-icon-kind="error"]')).not.toBeNull();
  },
};

export const WithHtml: Story = {
  args: {
    icon: 'info',
    title: 'Notice',
    html: '<p>Welcome bonus <b>100%</b> until Sunday. <a href="https://example.com/promo" target="_blank">Details</a></p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
  },
  play: async () => {
    const dialog = body().getByRole('dialog', { name: 'Notice' });
    await expect(dialog).toHaveTextContent('Welcome bonus 100% until Sunday.');
    await expect(within(dialog).getByRole('link', { name: 'Details' })).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(dialog.querySelector('script')).toBeNull();
    await expect(dialog.querySelector('[onerror]')).toBeNull();
  },
};

export const WithTimeout: Story = {
  args: { icon: 'success', title: 'Saved', children: 'This closes by itself.', timeoutMs: 300 },
  play: async ({ args }) => {
    await expect(body().getByRole('dialog', { name: 'Saved' })).toBeInTheDocument();
    await waitFor(() => expect(args.onClose).toHaveBeenCalled(), { timeout: 2000 });
  },
};

export const NoCoverClose: Story = {
  args: { title: 'Required', children: 'Change your password to continue.', closeOnCover: false },
  play: async ({ args }) => {
    await userEvent.click(body().getByTestId('dialog-cover'));
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

export const Closed: Story = {
  args: { open: false, title: 'Hidden' },
  play: async () => {
    await expect(body().queryByRole('dialog')).toBeNull();
  },
};
