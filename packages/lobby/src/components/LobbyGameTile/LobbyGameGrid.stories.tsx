import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Vendor } from '@gamehall/api-client';
import { expect, within } from 'storybook/test';
import { favouriteSagas, favouriteStoryHandlers, storyGames } from '../../favourites/favouriteStoryData';
import { LobbyGameGrid, LobbyTilesProvider } from './LobbyGameTile';

const catalogue = storyGames(200);
const named = catalogue[0]!;
const unnamed = catalogue.find((game) => game.vassalage !== named.vassalage)!;
const games = [named, unnamed, ...catalogue.slice(1, 5)];
/** Only the first game's vendor is in the menus: the other vendors' tiles show their code. */
const vendors = new Map<string, Vendor>([
  [named.vassalage, { vassalage: named.vassalage, displayName: 'Named Vendor', lagerIcon: '', gameType: named.gameType, isGame: 'GAME', gameCount: 1 }],
]);

const meta = {
  title: 'Lobby/LobbyGameGrid',
  component: LobbyGameGrid,
  args: { games, vendors, ariaLabel: 'Hot' },
  decorators: [(Story) => <LobbyTilesProvider>{Story()}</LobbyTilesProvider>],
  parameters: { sagas: favouriteSagas, msw: { handlers: favouriteStoryHandlers({ favourites: [] }) } },
} satisfies Meta<typeof LobbyGameGrid>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A list of games named by its section: each tile shows its vendor's display name, the vendor code when the menus do not know it. */
export const Games: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Hot' });
    await expect(within(list).getAllByRole('article')).toHaveLength(games.length);
    const namedTile = within(list).getByRole('article', { name: named.gameName });
    await expect(within(namedTile).getByTestId('game-vendor')).toHaveTextContent('Named Vendor');
    const unnamedTile = within(list).getByRole('article', { name: unnamed.gameName });
    await expect(within(unnamedTile).getByTestId('game-vendor')).toHaveTextContent(unnamed.vassalage);
  },
};

/** No games: an empty list (the sections show their own empty state instead). */
export const Empty: Story = {
  args: { games: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryAllByRole('article')).toHaveLength(0);
  },
};
