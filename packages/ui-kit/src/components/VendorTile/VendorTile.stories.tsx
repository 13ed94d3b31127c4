import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { vendorLogo } from '../../test/fixtures';
import { VendorGrid, VendorTile } from './VendorTile';

const meta = {
  title: 'Lobby/VendorTile',
  component: VendorTile,
  args: { name: 'PG Soft', logoUrl: vendorLogo('PG'), onOpen: fn(), onPlay: fn(), playLabel: 'Play' },
  // Single tiles are shown at a grid cell's width; the Grid story uses the whole canvas.
  decorators: [(Story, { parameters }) => (parameters.fullWidth ? Story() : <div style={{ inlineSize: 200 }}>{Story()}</div>)],
} satisfies Meta<typeof VendorTile>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'PG Soft' }));
    await expect(args.onOpen).toHaveBeenCalled();
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Play' }));
    await expect(args.onPlay).toHaveBeenCalled();
  },
};

export const WithoutPlay: Story = {
  args: { onPlay: undefined, name: 'RNG Slots', logoUrl: vendorLogo('RNG') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Play' })).toBeNull();
    await expect(within(canvasElement).getByRole('button', { name: 'RNG Slots' })).toBeInTheDocument();
  },
};

const codes = ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'];

export const Grid: Story = {
  parameters: { fullWidth: true },
  render: (args) => (
    <VendorGrid ariaLabel="Vendors">
      {codes.map((code) => (
        <VendorTile key={code} {...args} name={code} logoUrl={vendorLogo(code)} />
      ))}
    </VendorGrid>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Vendors' }).querySelectorAll('img')).toHaveLength(8);
  },
};
