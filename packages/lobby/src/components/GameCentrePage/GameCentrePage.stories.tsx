import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { storyHandlers } from '../../test/storyData';
import { GameCentrePage } from './GameCentrePage';

const meta = {
  title: 'Lobby/GameCentrePage',
  component: GameCentrePage,
  args: { gameType: 'SPORTS' },
  parameters: { route: '/sports', msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof GameCentrePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/sports`: the category's vendors as large tiles with their game counts. */
export const Vendors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const vendors = await canvas.findByRole('list', { name: 'Providers' });
    await expect(within(vendors).getByRole('button', { name: 'SABA Sports' })).toBeInTheDocument();
    await expect(within(vendors).getByText('20 games')).toBeInTheDocument();
  },
};

/** `/sports?vassalage=SABA`: a vendor opened, its games below. */
export const VendorOpen: Story = {
  parameters: { route: '/sports?vassalage=SABA' },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: 'SABA Sports' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(18));
  },
};

/** A category without vendors: in_no_data. */
export const NoVendors: Story = {
  args: { gameType: 'COCKFIGHT' },
  parameters: { route: '/cockfight' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeInTheDocument();
  },
};
