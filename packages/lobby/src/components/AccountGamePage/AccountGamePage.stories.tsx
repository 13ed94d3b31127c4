import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { favouriteSagas, favouriteStoryHandlers, memberSession, storyGameIds, storyGames } from '../../favourites/favouriteStoryData';
import { AccountGamePage } from './AccountGamePage';

const meta = {
  title: 'Lobby/AccountGamePage',
  component: AccountGamePage,
  args: { type: 'favorite' },
  parameters: {
    route: '/favorite',
    session: memberSession,
    sagas: favouriteSagas,
    msw: { handlers: favouriteStoryHandlers({ favourites: storyGameIds(24), recent: storyGameIds(15, 'RNG') }) },
  },
} satisfies Meta<typeof AccountGamePage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** `/favorite`: 24 favourites, 18 per page with a pager; every heart is pressed. */
export const Favourites: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Favourites' })).toBeInTheDocument();
    const grid = await canvas.findByRole('list', { name: 'Favourites' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(18));
    await waitFor(() => expect(within(grid).getAllByRole('button', { name: 'Remove from favourites', pressed: true })).toHaveLength(18));
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  },
};

/** `/favorite?page=2`: the last 6. */
export const FavouritesPageTwo: Story = {
  parameters: { route: '/favorite?page=2' },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: 'Favourites' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(6));
    await expect(within(grid).getByRole('heading', { name: storyGames(24)[18]!.gameName })).toBeInTheDocument();
  },
};

/** Removing a favourite here takes its tile away at once. */
export const RemovingAFavourite: Story = {
  parameters: { msw: { handlers: favouriteStoryHandlers({ favourites: storyGameIds(3) }) } },
  play: async ({ canvasElement }) => {
    const grid = await within(canvasElement).findByRole('list', { name: 'Favourites' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(3));
    const [first] = storyGames(1);
    const tile = within(grid).getByRole('article', { name: first!.gameName });
    await userEvent.click(await within(tile).findByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(2));
    await expect(within(grid).queryByRole('article', { name: first!.gameName })).not.toBeInTheDocument();
  },
};

/** No favourites yet: in_no_data, a hint and a way back to the lobby. */
export const NoFavourites: Story = {
  parameters: { msw: { handlers: favouriteStoryHandlers({ favourites: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data')).toBeInTheDocument();
    await expect(canvas.getByText('Tap the heart on any game to keep it here.')).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Browse games' })).toHaveAttribute('href', '/');
  },
};

/** The first page is loading: 18 skeleton tiles. */
export const Loading: Story = {
  parameters: { msw: { handlers: favouriteStoryHandlers({ hang: ['list'] }) } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-testid="game-tile-skeleton"]')).toHaveLength(18));
  },
};

/** The call failed: the message and a retry. */
export const Error: Story = {
  parameters: { msw: { handlers: favouriteStoryHandlers({ fail: { list: 'network' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await expect(canvas.getByText('Network link is abnormal, please try again')).toBeInTheDocument();
  },
};

/** `/recent`: the last games played, 12 per page. */
export const Recent: Story = {
  args: { type: 'recent' },
  parameters: { route: '/recent' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Recent games' })).toBeInTheDocument();
    const grid = await canvas.findByRole('list', { name: 'Recent games' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(12));
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  },
};

/** `/recent` before any game was played. */
export const NoRecentGames: Story = {
  args: { type: 'recent' },
  parameters: { route: '/recent', msw: { handlers: favouriteStoryHandlers({ recent: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data')).toBeInTheDocument();
    await expect(canvas.getByText('Games you play will show up here.')).toBeInTheDocument();
  },
};
