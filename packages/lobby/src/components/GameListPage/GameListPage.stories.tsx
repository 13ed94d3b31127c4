import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { emptyGameListHandlers, storyHandlers } from '../../test/storyData';
import { GameListPage } from './GameListPage';

const meta = {
  title: 'Lobby/GameListPage',
  component: GameListPage,
  args: { gameType: 'RNG' },
  parameters: { route: '/rng', msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof GameListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/rng`: all slot vendors. */
export const Slots: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Slots games' })).toBeInTheDocument();
    const grid = await canvas.findByRole('list', { name: 'Slots' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(18));
  },
};

/** `/rng?vassalage=PG`: PG preselected. */
export const SlotsOfPg: Story = {
  parameters: { route: '/rng?vassalage=PG' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'PG Soft', pressed: true })).toBeInTheDocument();
    const grid = await canvas.findByRole('list', { name: 'Slots' });
    await waitFor(() => expect(within(grid).getAllByText('PG Soft')).toHaveLength(18));
  },
};

/** `/fish`: only the ALL class, so no classify menu. */
export const Fishing: Story = {
  args: { gameType: 'FISH' },
  parameters: { route: '/fish' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('list', { name: 'Fishing' })).toBeInTheDocument();
    await expect(canvas.queryByRole('tablist', { name: 'Category' })).not.toBeInTheDocument();
  },
};

/** No games. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyGameListHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeInTheDocument();
  },
};
