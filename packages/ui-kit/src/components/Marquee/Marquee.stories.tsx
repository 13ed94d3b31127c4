import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { forceReducedMotion } from '../../test/fixtures';
import { Marquee } from './Marquee';

const items = [
  { id: 1, text: 'Scheduled maintenance on Tuesday 02:00–04:00 (GMT+8).' },
  { id: 2, text: 'New slot games from PG and JDB every week.' },
  { id: 3, text: 'Invite friends and earn rewards.' },
];

const meta = {
  title: 'Lobby/Marquee',
  component: Marquee,
  args: { items, ariaLabel: 'Announcements', onItemClick: fn() },
} satisfies Meta<typeof Marquee>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Announcements' });
    // The second copy that makes the loop seamless is hidden from assistive technology.
    await expect(within(region).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(within(region).getByRole('button', { name: items[1]!.text }));
    await expect(args.onItemClick).toHaveBeenCalledWith(2);
  },
};

export const PlainText: Story = {
  args: { onItemClick: undefined, speedPxPerSecond: 30 },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Announcements' });
    await expect(within(region).queryByRole('button')).toBeNull();
    await expect(region).toHaveTextContent('Invite friends');
  },
};

export const ReducedMotion: Story = {
  beforeEach: () => forceReducedMotion(),
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Announcements' });
    await expect(region.querySelector('[data-marquee-copy]')).toBeNull();
    await expect(within(region).getAllByRole('listitem')).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull();
  },
};
