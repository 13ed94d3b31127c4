import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { makePermissionInfo } from '@gamehall/api-client/mocks';
import { shellCatalogue, shellHandlers } from '../../test/fixtures';
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
    await expect(await canvas.findByRole('link', { name: 'Customer service' })).toHaveAttribute('href', 'https://t.me/gamehall_support');
  },
};

/** Tagalog. */
export const Tagalog: Story = {
  parameters: { language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).not.toHaveTextContent('System maintenance');
  },
};

const chatOnly = shellCatalogue();
chatOnly.permissionInfo = makePermissionInfo({ customerService: [{ csType: 'LIVECHAT', path: '/cs/livechat', label: 'Live chat' }] });

/** Only the unbuilt in-app chat room configured: no customer service button (it would lead nowhere). */
export const NoUsableContact: Story = {
  parameters: { msw: { handlers: shellHandlers({}, chatOnly) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'System maintenance' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await expect(canvas.queryByRole('link', { name: 'Customer service' })).not.toBeInTheDocument();
  },
};

/** A contact given by the caller (`customerServiceUrl`): a mail link opens in place. */
export const GivenMailContact: Story = {
  args: { customerServiceUrl: 'mailto:support@gamehall.example' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Customer service' });
    await expect(link).toHaveAttribute('href', 'mailto:support@gamehall.example');
    await expect(link).not.toHaveAttribute('target');
  },
};
