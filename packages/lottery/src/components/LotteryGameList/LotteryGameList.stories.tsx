import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { MOCK_LOTTERY_GAMES, lotteryGameAt, lotteryHandlers } from '../../test/lotteryFixtures';
import { lotteryStoryParameters } from '../../test/storyParameters';
import { LotteryGameList } from './LotteryGameList';

const games = MOCK_LOTTERY_GAMES.filter((game) => game.prizeMode === 'LOTT').map((game) => lotteryGameAt(game));
const favourites = new Set(['VN_NORTH', 'GW_SWERTRES']);

const meta = {
  title: 'Lottery/LotteryGameList',
  component: LotteryGameList,
  args: {
    games,
    label: 'Lottery games',
    selectedCode: 'GW_642',
    onSelect: fn(),
    isFavourite: (code: string) => favourites.has(code),
    onToggleFavourite: fn(),
  },
  parameters: { ...lotteryStoryParameters, msw: { handlers: lotteryHandlers() } },
} satisfies Meta<typeof LotteryGameList>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Every LOTT game: countdown, latest numbers, favourite stars; the first one selected. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Lottery games' });
    await expect(within(list).getAllByRole('timer')).toHaveLength(games.length);
    await expect(canvas.getByRole('button', { name: 'Lotto 6/42' })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Favourite: North Vietnam Lotto' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Favourite: Lotto 6/42' })).toHaveAttribute('aria-pressed', 'false');
    await expect(canvas.getAllByText(/^Next draw in \d/).length).toBe(games.length);
    await userEvent.click(canvas.getByRole('button', { name: 'Swertres' }));
    await expect(args.onSelect).toHaveBeenCalledWith(expect.objectContaining({ gameCode: 'GW_SWERTRES' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Favourite: Lotto 6/42' }));
    await expect(args.onToggleFavourite).toHaveBeenCalledWith(expect.objectContaining({ gameCode: 'GW_642' }));
  },
};

/** A game whose draw time has passed shows "Drawing now…"; one without a draw says so. */
export const DrawingAndNoResult: Story = {
  args: {
    games: [
      { ...games[0]!, nextDrawAt: new Date(Date.now() - 1000).toISOString() },
      { ...games[1]!, latest: undefined },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Drawing now…')).toBeInTheDocument();
    await expect(canvas.getByText('No results yet')).toBeInTheDocument();
  },
};

/** Latest numbers of the opened-numbers call win over the menu's. */
export const FresherOpenedNumbers: Story = {
  args: {
    games: [games[0]!],
    latest: new Map([['GW_642', { gameCode: 'GW_642', numero: '20261123-9999', openedAt: new Date().toISOString(), numbers: ['01', '02', '03', '04', '05', '06'] }]]),
  },
  play: async ({ canvasElement }) => {
    const balls = within(canvasElement).getByRole('list', { name: 'Latest winning numbers, draw 20261123-9999' });
    await expect(within(balls).getAllByRole('listitem').map((ball) => ball.textContent)).toEqual(['01', '02', '03', '04', '05', '06']);
  },
};
