import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from './EmptyState';

const meta = { title: 'Feedback/EmptyState', component: EmptyState, args: { message: 'No data' } } satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data')).toBeInTheDocument();
    await expect(canvasElement.querySelector('svg')).not.toBeNull();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const WithAction: Story = {
  args: { message: 'No favourites yet', action: { label: 'Browse games', onClick: fn() } },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Browse games' }));
    await expect(args.action?.onClick).toHaveBeenCalled();
  },
};
