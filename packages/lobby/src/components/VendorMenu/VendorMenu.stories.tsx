import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { storyCatalogue, storyHandlers } from '../../test/storyData';
import { VendorMenu } from './VendorMenu';

const slots = storyCatalogue.menus.find((m) => m.gameType === 'RNG')!.cards;

const meta = {
  title: 'Lobby/VendorMenu',
  component: VendorMenu,
  args: { vendors: slots, value: undefined, onChange: fn() },
  parameters: { msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof VendorMenu>;
export default meta;
type Story = StoryObj<typeof meta>;

/** All vendors selected. */
export const All: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'JDB Gaming' }));
    await expect(args.onChange).toHaveBeenCalledWith('JDB');
  },
};

/** One vendor selected. */
export const Selected: Story = {
  args: { value: 'PG' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'PG Soft' })).toHaveAttribute('aria-pressed', 'true');
  },
};
