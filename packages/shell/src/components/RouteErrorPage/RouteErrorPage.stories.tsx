import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChunkLoadError } from '../../navigation/chunks';
import { RouteErrorPage } from './RouteErrorPage';

const meta = {
  title: 'System/RouteErrorPage',
  component: RouteErrorPage,
  args: { onRetry: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof RouteErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A lazy page chunk timed out: chunk_timeout and retry. */
export const ChunkTimeout: Story = {
  args: { error: new ChunkLoadError() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('The page took longer to load, please check your network')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalled();
  },
};

/** Any other error: unknown_error. */
export const Unknown: Story = {
  args: { error: new TypeError('x is undefined') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Unknown error, please try again')).toBeInTheDocument();
  },
};
