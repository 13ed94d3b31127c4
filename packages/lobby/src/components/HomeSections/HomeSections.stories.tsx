import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { storyHandlers } from '../../test/storyData';
import { HomeSections } from './HomeSections';

const meta = {
  title: 'Lobby/HomeSections',
  component: HomeSections,
  parameters: { msw: { handlers: storyHandlers() } },
} satisfies Meta<typeof HomeSections>;
export default meta;
type Story = StoryObj<typeof meta>;

/** HOT (12, More expands), then a section per category in server order. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hot = await canvas.findByRole('list', { name: 'Hot' });
    await expect(within(hot).getAllByRole('article')).toHaveLength(12);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await waitFor(() => expect(within(hot).getAllByRole('article').length).toBeGreaterThan(12));
    await expect(await canvas.findByRole('heading', { name: 'Sports' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'More: Slots' })).toHaveAttribute('href', '/rng');
  },
};
