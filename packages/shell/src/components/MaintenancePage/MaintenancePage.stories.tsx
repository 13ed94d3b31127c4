import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { shellHandlers } from '../../test/fixtures';
import { MaintenancePage } from './MaintenancePage';

const meta = {
  title: 'System/MaintenancePage',
  component: MaintenancePage,
  parameters: { layout: 'fullscreen', msw: { handlers: shellHandlers() } },
} satisfies Meta<typeof MaintenancePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The texts game_maintenance and info_maintenance with the customer service button. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    await expect(canvas.getByText(/The site is under maintenance/)).toBeInTheDocument();
    await expect(await canvas.findByRole('link', { name: 'Customer service' })).toHaveAttribute('href', '/cs/livechat');
  },
};

/** Tagalog. */
export const Tagalog: Story = {
  parameters: { language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).not.toHaveTextContent('System maintenance');
  },
};
