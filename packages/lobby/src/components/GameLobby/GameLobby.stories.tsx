import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { bingoStoryHandlers, emptyGameListHandlers, failingGameListHandlers, loadingGameListHandlers, storyHandlers } from '../../test/storyData';
import { favouriteSagas, favouriteStoryHandlers, memberSession, storyGameIds, storyGames } from '../../favourites/favouriteStoryData';
import { GameLobby } from './GameLobby';

const meta = {
  title: 'Lobby/GameLobby',
  component: GameLobby,
  parameters: { route: '/?type=RNG', msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof GameLobby>;
export default meta;
type Story = StoryObj<typeof meta>;

/** HOME: the search box and the home sections (HOT first). */
export const Home: Story = {
  parameters: { route: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Home', selected: true })).toBeInTheDocument();
    // waitFor, not `expect(await findBy…)`: the sections re-render as their answers land, and an
    // element found a moment before can have been replaced by the time it is checked (a CI flake).
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Hot' })).toBeInTheDocument());
    await waitFor(() => expect(canvas.getByRole('list', { name: 'Hot' })).toBeInTheDocument());
  },
};

/** A category with results: vendor chips, classes, search and 18 tiles with a pager. */
export const Results: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const grid = await canvas.findByRole('list', { name: 'Slots' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(18));
    // The vendor chips come with the game menus, a request of their own that can answer after the games.
    await waitFor(() => expect(canvas.getByRole('group', { name: 'Providers' })).toBeInTheDocument());
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
  },
};

/** Filtered by vendor through the chips. */
export const VendorFilter: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'EG Slots' }));
    const grid = await canvas.findByRole('list', { name: 'Slots' });
    await waitFor(() => expect(within(grid).getAllByText('EG Slots').length).toBe(within(grid).getAllByRole('article').length));
  },
};

/** First page loading: skeleton tiles. */
export const Loading: Story = {
  parameters: { msw: { handlers: loadingGameListHandlers() } },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-testid="game-tile-skeleton"]')).toHaveLength(18));
    await expect(within(canvasElement).queryByRole('article')).not.toBeInTheDocument();
  },
};

/** No games: in_no_data. */
export const Empty: Story = {
  parameters: { msw: { handlers: emptyGameListHandlers() } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No data')).toBeInTheDocument();
  },
};

/** The call failed: the message and a retry button. */
export const Error: Story = {
  parameters: { msw: { handlers: failingGameListHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await expect(canvas.getByText('Network link is abnormal, please try again')).toBeInTheDocument();
  },
};

/** Search results across all types (`/?q=dragon`, the header search's "view all"). */
export const SearchAll: Story = {
  parameters: { route: '/?q=dragon' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Results for “dragon”' })).toBeInTheDocument();
    const grid = await canvas.findByRole('list', { name: 'Results for “dragon”' });
    await waitFor(() => expect(within(grid).getAllByRole('article').length).toBeGreaterThan(0));
  },
};

/** A member's FAV tab (`/?type=FAV`): all their favourites, hearts pressed; removing one takes its tile away. */
export const Favourites: Story = {
  parameters: { route: '/?type=FAV', session: memberSession, sagas: favouriteSagas, msw: { handlers: favouriteStoryHandlers({ favourites: storyGameIds(5) }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Favourites', selected: true })).toBeInTheDocument();
    const grid = await canvas.findByRole('list', { name: 'Favourites' });
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(5));
    const first = within(grid).getByRole('article', { name: storyGames(1)[0]!.gameName });
    await userEvent.click(await within(first).findByRole('button', { name: 'Remove from favourites' }));
    await waitFor(() => expect(within(grid).getAllByRole('article')).toHaveLength(4));
  },
};

/** A member without favourites: in_no_data and a hint. */
export const NoFavourites: Story = {
  parameters: { route: '/?type=FAV', session: memberSession, msw: { handlers: favouriteStoryHandlers({ favourites: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('No data')).toBeInTheDocument();
    await expect(canvas.getByText('Tap the heart on any game to keep it here.')).toBeInTheDocument();
  },
};

/** The favourites could not be fetched: the message and a retry. */
export const FavouritesError: Story = {
  parameters: { route: '/?type=FAV', session: memberSession, msw: { handlers: favouriteStoryHandlers({ fail: { list: 'network' } }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** The bingo type BG (spec §9, offered with TY): the slot vendors' bingo games, their vendors only, no class menu. */
export const Bingo: Story = {
  parameters: { route: '/?type=BG', msw: { handlers: bingoStoryHandlers() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('tab', { name: 'Bingo', selected: true })).toBeInTheDocument();
    const vendors = await canvas.findByRole('group', { name: 'Providers' });
    await expect(within(vendors).getAllByRole('button').map((b) => b.textContent)).toEqual(['All', 'EG Slots', 'JDB Gaming']);
    const grid = await canvas.findByRole('list', { name: 'Bingo' });
    await waitFor(() => expect(within(grid).getAllByRole('article').length).toBeGreaterThan(0));
    await expect(canvas.queryByRole('tablist', { name: 'Category' })).not.toBeInTheDocument();
  },
};
