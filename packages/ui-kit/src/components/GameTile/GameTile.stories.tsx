import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test';
import { brokenImageUrl, fallbackIcon, gameArt } from '../../test/fixtures';
import { GameGrid, GameTile, GameTileSkeleton } from './GameTile';

const meta = {
  title: 'Lobby/GameTile',
  component: GameTile,
  args: {
    name: 'Fortune Tiger',
    vendorName: 'PG Soft',
    iconUrl: gameArt('Fortune Tiger', 2),
    fallbackIconUrl: fallbackIcon,
    hotLabel: 'Hot',
    playLabel: 'Play',
    freeTrialLabel: 'Free trial',
    favouriteLabel: 'Favourite',
    onPlay: fn(),
    onToggleFavourite: fn(),
  },
  // Single tiles are shown at a grid cell's width; the Grid story uses the whole canvas.
  decorators: [(Story, { parameters }) => (parameters.fullWidth ? Story() : <div style={{ inlineSize: 140 }}>{Story()}</div>)],
} satisfies Meta<typeof GameTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const tile = within(canvasElement).getByRole('article', { name: 'Fortune Tiger' });
    await expect(tile).toHaveTextContent('PG Soft');
    await userEvent.click(within(tile).getByRole('button', { name: 'Play' }));
    await expect(args.onPlay).toHaveBeenCalled();
    await expect(within(tile).queryByRole('button', { name: 'Free trial' })).toBeNull();
  },
};

export const Hot: Story = {
  args: { isHot: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Hot')).toBeInTheDocument();
  },
};

export const FreeTrial: Story = {
  args: { onFreeTrial: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Free trial' }));
    await expect(args.onFreeTrial).toHaveBeenCalled();
  },
};

/** A member's favourite: the heart is filled and pressed; its name says what a press does. */
export const Favourite: Story = {
  args: { isFavourite: true, favouriteLabel: 'Remove from favourites' },
  play: async ({ canvasElement, args }) => {
    const heart = within(canvasElement).getByRole('button', { name: 'Remove from favourites' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(heart).toHaveAttribute('title', 'Remove from favourites');
    await userEvent.click(heart);
    await expect(args.onToggleFavourite).toHaveBeenCalled();
  },
};

/** A member's game that is not a favourite: an outlined heart, not pressed. */
export const NotFavourite: Story = {
  args: { isFavourite: false, favouriteLabel: 'Add to favourites' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Pressing the heart flips it (the caller owns the state; the lobby's comes from the favourites cache). */
export const FavouriteToggle: Story = {
  render: function Render(args) {
    const [favourite, setFavourite] = useState(false);
    return (
      <GameTile
        {...args}
        isFavourite={favourite}
        favouriteLabel={favourite ? 'Remove from favourites' : 'Add to favourites'}
        onToggleFavourite={() => {
          args.onToggleFavourite?.();
          setFavourite((value) => !value);
        }}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add to favourites' }));
    await expect(canvas.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove from favourites' }));
    await expect(canvas.getByRole('button', { name: 'Add to favourites' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Play, free trial (supportPlay 0) and the favourite heart together, as a member sees a trial-capable game. */
export const MemberWithFreeTrial: Story = {
  args: { onFreeTrial: fn(), isFavourite: true, favouriteLabel: 'Remove from favourites', isHot: true },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('article', { name: 'Fortune Tiger' });
    await expect(within(tile).getAllByRole('button').map((button) => button.getAttribute('aria-label') ?? button.textContent)).toEqual([
      'Remove from favourites',
      'Play',
      'Free trial',
    ]);
  },
};

/**
 * Long button labels (Tagalog) in a tile as narrow as a 390 px phone's: the buttons stack, and a
 * label wider than its button wraps instead of being cut.
 */
export const LongLabels: Story = {
  args: { onFreeTrial: fn(), playLabel: 'Maglaro', freeTrialLabel: 'Subukan nang libre' },
  decorators: [(Story) => <div style={{ inlineSize: 110 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('article', { name: 'Fortune Tiger' });
    await expect(within(tile).getByRole('button', { name: 'Maglaro' })).toBeInTheDocument();
    const trial = within(tile).getByRole('button', { name: 'Subukan nang libre' });
    const label = trial.querySelector('span');
    // Only a real browser lays the label out (the component tests run without layout).
    if (label && label.clientWidth > 0) await expect(label.scrollWidth).toBeLessThanOrEqual(label.clientWidth + 1);
  },
};

export const NotPlayable: Story = {
  args: { onPlay: undefined, onToggleFavourite: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const BrokenImage: Story = {
  args: { iconUrl: brokenImageUrl },
  play: async ({ canvasElement }) => {
    const img = canvasElement.querySelector('img')!;
    if (img.getAttribute('src') === brokenImageUrl) fireEvent.error(img);
    await waitFor(() => expect(img).toHaveAttribute('src', fallbackIcon));
  },
};

export const LongName: Story = {
  args: { name: 'The Great Dragon Treasure Mega Jackpot Deluxe Edition', vendorName: 'Jili Games International', isHot: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: /Great Dragon/ })).toHaveAttribute('title', 'The Great Dragon Treasure Mega Jackpot Deluxe Edition');
  },
};

export const Loading: Story = {
  render: () => <GameTileSkeleton />,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('game-tile-skeleton')).toHaveAttribute('aria-hidden', 'true');
  },
};

const gameNames = ['Fortune Tiger', 'Mahjong Ways', 'Super Ace', 'Golden Empire', 'Fishing War', 'Money Coming', 'Lucky Neko', 'Wild Bounty Showdown', 'Crazy Time', 'Boxing King', 'Sweet Bonanza', 'Gates of Olympus'];

export const Grid: Story = {
  parameters: { fullWidth: true },
  render: (args) => (
    <GameGrid ariaLabel="Hot games">
      {gameNames.map((name, index) => (
        <GameTile key={name} {...args} name={name} iconUrl={gameArt(name, index)} isHot={index < 3} onFreeTrial={index % 3 === 0 ? args.onPlay : undefined} />
      ))}
      <GameTileSkeleton key="s1" />
      <GameTileSkeleton key="s2" />
    </GameGrid>
  ),
  play: async ({ canvasElement }) => {
    const grid = within(canvasElement).getByRole('list', { name: 'Hot games' });
    await expect(within(grid).getAllByRole('listitem')).toHaveLength(14);
    await expect(within(grid).getAllByRole('article')).toHaveLength(12);
  },
};
