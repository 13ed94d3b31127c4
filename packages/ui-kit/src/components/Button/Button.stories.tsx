import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within, userEvent } from 'storybook/test';
import { icons } from '../icons/icons';
import { Button } from './Button';

const meta = {
  title: 'Controls/Button',
  component: Button,
  args: { children: 'Deposit', onClick: fn() },
} satisfies Meta<typeof Button>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Deposit' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'Withdraw' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Withdraw' })).toBeEnabled();
  },
};

export const Ghost: Story = {
  args: { variant: 'ghost', children: 'Cancel' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
  },
};

export const Danger: Story = {
  args: { variant: 'danger', children: 'Log out' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  },
};

export const Small: Story = {
  args: { size: 'sm', children: 'More' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'More' })).toBeInTheDocument();
  },
};

export const WithIcon: Story = {
  args: { icon: <icons.refresh size={16} />, children: 'Refresh', variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Refresh' }).querySelector('svg')).not.toBeNull();
  },
};

export const Loading: Story = {
  args: { loading: true, children: 'Logging in' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Logging in' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

export const Disabled: Story = {
  args: { disabled: true, children: 'Submit' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Submit' })).toBeDisabled();
  },
};
