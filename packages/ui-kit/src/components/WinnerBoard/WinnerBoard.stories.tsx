import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { fallbackIcon, forceReducedMotion, gameArt } from '../../test/fixtures';
import { WinnerBoard } from './WinnerBoard';

const wins = [
  ['Fortune Tiger', 'ma***23', '1234567.50'],
  ['Super Ace', 'jo***88', '25000.00'],
  ['Mahjong Ways 2', 'li***07', '980.25'],
  ['Golden Empire', 'an***11', '150320.00'],
  ['Fishing War', 'ke***45', '7777.77'],
  ['Crazy Time', 'ro***90', '3200.00'],
].map(([gameName = '', customerName = '', winAmount = ''], index) => ({
  id: index,
  gameName,
  customerName,
  winAmount,
  iconUrl: gameArt(gameName, index),
}));

const meta = {
  title: 'Lobby/WinnerBoard',
  component: WinnerBoard,
  args: { title: 'Latest winners', items: wins, currencySymbol: '₱', fallbackIconUrl: fallbackIcon },
  decorators: [(Story) => <div style={{ maxInlineSize: 420 }}>{Story()}</div>],
} satisfies Meta<typeof WinnerBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Scrolling: Story = {
  play: async ({ canvasElement }) => {
    const board = within(canvasElement).getByRole('region', { name: 'Latest winners' });
    await expect(board.querySelector('[data-scrolling="true"]')).not.toBeNull();
    await expect(within(board).getAllByText('₱1,234,567.50').length).toBeGreaterThan(0);
  },
};

export const FewItems: Story = {
  args: { items: wins.slice(0, 2) },
  play: async ({ canvasElement }) => {
    const board = within(canvasElement).getByRole('region', { name: 'Latest winners' });
    await expect(board.querySelector('[data-scrolling]')).toBeNull();
    await expect(within(board).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const ReducedMotion: Story = {
  beforeEach: () => forceReducedMotion(),
  play: async ({ canvasElement }) => {
    const board = within(canvasElement).getByRole('region', { name: 'Latest winners' });
    await expect(board.querySelector('[data-scrolling]')).toBeNull();
    await expect(within(board).getAllByRole('listitem')).toHaveLength(6);
  },
};
