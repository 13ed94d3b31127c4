import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchBox } from './SearchBox';

const meta = { title: 'Lobby/SearchBox', component: SearchBox, args: { value: '', onSearch: fn() } } satisfies Meta<typeof SearchBox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: placeholder, no clear button. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toHaveValue('');
    await expect(canvas.queryByRole('button', { name: 'Clear search' })).not.toBeInTheDocument();
  },
};

/** Typing searches after the debounce, trimmed; Enter at once. */
export const Typing: Story = {
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(box, ' tiger ');
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('tiger', { replace: true }));
    await userEvent.type(box, '{Enter}');
    await expect(args.onSearch).toHaveBeenLastCalledWith('tiger', { replace: false });
  },
};

/** With a search in effect: the text and a clear button that clears it. */
export const WithSearch: Story = {
  args: { value: 'dragon' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search games' })).toHaveValue('dragon');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(args.onSearch).toHaveBeenCalledWith('', { replace: false });
  },
};
