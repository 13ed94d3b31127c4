import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { shellHandlers } from '../../test/fixtures';
import { GameTypeNav } from './GameTypeNav';

const meta = {
  title: 'Layout/GameTypeNav',
  component: GameTypeNav,
  parameters: { msw: { handlers: shellHandlers() } },
} satisfies Meta<typeof GameTypeNav>;
export default meta;
type Story = StoryObj<typeof meta>;

/** HOME plus the categories in the server's order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Slots' });
    const names = canvas.getAllByRole('link').map((a) => a.textContent);
    await expect(names).toEqual(['Home', 'Slots', 'Live Casino', 'Sports', 'Fishing', 'Poker / PVP', 'Lottery']);
  },
};

/** A single-vendor category calls the launch hook point instead of routing. */
export const SingleVendorLaunch: Story = {
  args: { onLaunchVendor: fn() },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(await within(canvasElement).findByRole('link', { name: 'Live Casino' }));
    await expect(args.onLaunchVendor).toHaveBeenCalledWith(expect.objectContaining({ vassalage: 'EVO' }));
  },
};

/** Tagalog labels. */
export const Tagalog: Story = {
  parameters: { language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: 'Pangingisda' })).toBeInTheDocument();
  },
};
