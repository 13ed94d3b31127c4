import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    pageCount: 20,
    page: 1,
    onPageChange: fn(),
    ariaLabel: 'Pages',
    labels: { previous: 'Previous page', next: 'Next page', page: (n: number) => `Page ${n}` },
  },
} satisfies Meta<typeof Pagination>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pages' });
    await expect(within(nav).getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await expect(nav).toHaveTextContent('12345…1920');
    await userEvent.click(within(nav).getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
  },
};

export const Middle: Story = {
  args: { page: 10 },
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(nav).toHaveTextContent('12…89101112…1920');
    await userEvent.click(within(nav).getByRole('button', { name: 'Page 12' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(12);
  },
};

export const LastPage: Story = {
  args: { page: 20 },
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('button', { name: 'Next page' })).toBeDisabled();
    await expect(nav).toHaveTextContent('12…1617181920');
  },
};

export const FewPages: Story = {
  args: { pageCount: 4, page: 2 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('navigation')).toHaveTextContent('1234');
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  },
};
