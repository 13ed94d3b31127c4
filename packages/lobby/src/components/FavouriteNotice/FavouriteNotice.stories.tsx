import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { MOCK_REFUSED_MESSAGE, favouriteSagas, favouriteStoryHandlers, memberSession, storyGames } from '../../favourites/favouriteStoryData';
import { LobbyGameTile } from '../LobbyGameTile/LobbyGameTile';
import { FavouriteNotice } from './FavouriteNotice';

const [game] = storyGames(1);

/** A tile and the notice, as the app shows them: pressing the heart fails on the server. */
function TileWithNotice() {
  return (
    <div style={{ inlineSize: 160, minBlockSize: 320 }}>
      <LobbyGameTile game={game!} />
      <FavouriteNotice />
    </div>
  );
}

const meta = {
  title: 'Lobby/FavouriteNotice',
  component: FavouriteNotice,
  render: () => <TileWithNotice />,
  parameters: { session: memberSession, sagas: favouriteSagas, msw: { handlers: favouriteStoryHandlers({ favourites: [], fail: { add: 'network' } }) } },
} satisfies Meta<typeof FavouriteNotice>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Adding got no answer: the heart goes back and the notice says so (network_error). */
export const AddFailed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to favourites' }));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(`Couldn't add ${game!.gameName} to your favourites`);
    await expect(notice).toHaveTextContent('Network link is abnormal, please try again');
    await expect(canvas.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** The server refused a removal: its message is shown; the heart is pressed again; Close dismisses. */
export const RemoveRefused: Story = {
  parameters: { msw: { handlers: favouriteStoryHandlers({ favourites: [game!.nodeId], fail: { remove: 'refused' } }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Remove from favourites' }));
    const notice = await canvas.findByRole('alert');
    await expect(notice).toHaveTextContent(`Couldn't remove ${game!.gameName} from your favourites`);
    await expect(notice).toHaveTextContent(MOCK_REFUSED_MESSAGE);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true'));
    await userEvent.click(within(notice).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
  },
};

/** Nothing failed: no notice. */
export const Hidden: Story = {
  parameters: { msw: { handlers: favouriteStoryHandlers({ favourites: [] }) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true'));
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
