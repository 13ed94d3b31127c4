import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { favouriteSagas, favouriteStoryHandlers, memberSession, storyGames, trialSession } from '../../favourites/favouriteStoryData';
import { LobbyGameTile } from './LobbyGameTile';

const games = storyGames(40);
const trialGame = games.find((game) => game.supportPlay === 0)!;
const realMoneyOnly = games.find((game) => game.supportPlay === 1)!;

const meta = {
  title: 'Lobby/LobbyGameTile',
  component: LobbyGameTile,
  args: { game: trialGame, vendorName: 'PG Soft' },
  decorators: [(Story) => <div style={{ inlineSize: 160 }}>{Story()}</div>],
  parameters: { sagas: favouriteSagas, msw: { handlers: favouriteStoryHandlers({ favourites: [] }) } },
} satisfies Meta<typeof LobbyGameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A visitor: play, free trial (supportPlay 0) and an unpressed heart; the heart opens the login popup via the saga. */
export const Visitor: Story = {
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('article', { name: trialGame.gameName });
    await expect(within(tile).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await expect(within(tile).getByRole('button', { name: 'Free trial' })).toBeInTheDocument();
    await expect(within(tile).getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** A game without free trial (supportPlay 1): no free-trial button. */
export const NoFreeTrial: Story = {
  args: { game: realMoneyOnly },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('article', { name: realMoneyOnly.gameName });
    await expect(within(tile).getByRole('button', { name: 'Play' })).toBeInTheDocument();
    await expect(within(tile).queryByRole('button', { name: 'Free trial' })).not.toBeInTheDocument();
  },
};

/** A member's favourite: the heart is pressed and named remove_favourite. */
export const MemberFavourite: Story = {
  parameters: { session: memberSession, msw: { handlers: favouriteStoryHandlers({ favourites: [trialGame.nodeId] }) } },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** A member adds a favourite: the heart fills at once. */
export const MemberAddsFavourite: Story = {
  parameters: { session: memberSession },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add to favourites' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true'));
  },
};

/** A trial account: the heart is never pressed (its favourites are not asked for). */
export const TrialAccount: Story = {
  parameters: { session: trialSession },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  },
};
