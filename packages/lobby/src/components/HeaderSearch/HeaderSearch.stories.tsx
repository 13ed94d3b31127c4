import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { storyHandlers } from '../../test/storyData';
import { HeaderSearch } from './HeaderSearch';

const meta = {
  title: 'Lobby/HeaderSearch',
  component: HeaderSearch,
  parameters: { msw: { handlers: storyHandlers() } },
  decorators: [(Story) => <div style={{ minBlockSize: 480 }}><Story /></div>],
} satisfies Meta<typeof HeaderSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the search field. */
export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Search games' })).toBeInTheDocument();
    await expect(within(canvasElement).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

/** Open: matching games and "view all". */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'dragon');
    const list = await canvas.findByRole('listbox');
    const options = await within(list).findAllByRole('option');
    await expect(options.length).toBeGreaterThan(1);
    await expect(options.at(-1)).toHaveTextContent('View all');
  },
};

/** Open without matches: in_no_data and "view all". */
export const NoMatches: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search games' }), 'zzzz');
    const list = await canvas.findByRole('listbox');
    await expect(await within(list).findByText('No data')).toBeInTheDocument();
  },
};
