import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnreadBadge } from './UnreadBadge';

const meta = {
  title: 'Accounts/UnreadBadge',
  component: UnreadBadge,
  args: { count: 3 },
  decorators: [
    (Story) => (
      <a href="#messages" style={{ display: 'flex', alignItems: 'center', gap: 8, inlineSize: 240, padding: 8, color: 'var(--gh-text-primary)' }}>
        Platform messages
        <Story />
      </a>
    ),
  ],
} satisfies Meta<typeof UnreadBadge>;
export default meta;
type Story = StoryObj<typeof meta>;

/** No unread message: no badge at all. */
export const None: Story = {
  args: { count: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByTestId('unread-badge')).not.toBeInTheDocument();
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Platform messages');
  },
};

/** Three unread: "3", read out as "3 unread messages" after the entry's label. */
export const Three: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('unread-badge')).toHaveTextContent(/^3/);
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Platform messages 3 unread messages');
  },
};

/** One unread: the singular. */
export const One: Story = {
  args: { count: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Platform messages 1 unread message');
  },
};

/** More than 99: the pill shows "99+", the text alternative the exact count. */
export const NinetyNinePlus: Story = {
  args: { count: 120 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeInTheDocument();
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Platform messages 120 unread messages');
  },
};

/** In Tagalog. */
export const Tagalog: Story = {
  parameters: { language: 'TY' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Platform messages 3 hindi pa nababasang mensahe');
  },
};
