import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CustomerServiceLink } from './CustomerServiceLink';

const meta = {
  title: 'Layout/CustomerServiceLink',
  component: CustomerServiceLink,
  args: {
    target: { entry: { csType: 'TELEGRAM', path: 'https://t.me/gamehall_support', label: 'Telegram' }, href: 'https://t.me/gamehall_support', external: true },
  },
} satisfies Meta<typeof CustomerServiceLink>;
export default meta;
type Story = StoryObj<typeof meta>;

/** An external contact (a messenger, an operator's chat page): a new tab without opener. */
export const ExternalPage: Story = {
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Customer service' });
    await expect(link).toHaveAttribute('href', 'https://t.me/gamehall_support');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

/** A mail contact: opens the mail client in place (no new tab). */
export const Mail: Story = {
  args: { target: { entry: { csType: 'EMAIL', path: 'mailto:support@gamehall.example', label: 'E-mail' }, href: 'mailto:support@gamehall.example', external: false } },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Customer service' });
    await expect(link).toHaveAttribute('href', 'mailto:support@gamehall.example');
    await expect(link).not.toHaveAttribute('target');
  },
};
